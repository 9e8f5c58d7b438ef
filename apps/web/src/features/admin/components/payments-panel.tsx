import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminPaymentWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListPagination } from '@/components/list-pagination';
import { ListTable } from '@/components/list-table';
import { errorText } from '@/lib/api-errors';
import { usePaging } from '@/lib/use-paging';
import type { PaymentFilter } from '../api/admin-keys';
import { useConfirmPayment } from '../api/decide-payment';
import { useAdminPayments } from '../api/list-admin-payments';
import { FilterToggles } from './filter-toggles';
import { PaymentCard } from './payment-card';
import { PAYMENT_COLUMNS, PaymentRow } from './payment-row';
import { RejectPaymentDialog } from './reject-payment-dialog';

const FILTERS: readonly PaymentFilter[] = ['pending', 'all', 'confirmed', 'rejected'];

/** The payments queue: reported payments by status (pending first), each confirmed or rejected here. */
export function PaymentsPanel() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<PaymentFilter>('pending');
  const paging = usePaging(status, 10);
  const payments = useAdminPayments(status, paging.page, paging.limit);
  const confirm = useConfirmPayment();
  // The payment stays while its dialog fades out; `open` says whether the dialog shows.
  const [confirming, setConfirming] = useState<{ payment: AdminPaymentWire; open: boolean } | null>(null);
  const [rejecting, setRejecting] = useState<{ payment: AdminPaymentWire; open: boolean } | null>(null);
  const closeConfirm = () => setConfirming((current) => current && { ...current, open: false });
  // A table from medium screens up; cards on phones, where nine columns cannot fit.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const pagingProps = { total: payments.data?.meta.total ?? 0, ...paging };
  const handlers = {
    onConfirm: (payment: AdminPaymentWire) => setConfirming({ payment, open: true }),
    onReject: (payment: AdminPaymentWire) => setRejecting({ payment, open: true }),
  };
  const rows = payments.data?.data ?? [];

  const onConfirm = () => {
    if (!confirming) return;
    const company = confirming.payment.company.name;
    confirm.mutate(confirming.payment._id, {
      onSuccess: () => enqueueSnackbar(t('admin.payments.confirmed', { company }), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(t, error), { variant: 'error' }),
      onSettled: closeConfirm,
    });
  };

  return (
    <>
      <FilterToggles
        label={t('admin.payments.filterLabel')}
        options={FILTERS}
        value={status}
        optionLabel={(option) => t(`admin.payments.filters.${option}`)}
        onChange={setStatus}
      />
      {wide ? (
        <ListTable
          label={t('admin.payments.listLabel')}
          columns={PAYMENT_COLUMNS.map((key) => ({
            key,
            label: t(`admin.payments.columns.${key}`),
            align: key === 'amount' ? 'right' : 'left',
          }))}
          query={payments}
          rowCount={rows.length}
          emptyText={t('admin.payments.empty')}
          paging={pagingProps}
        >
          {rows.map((payment) => (
            <PaymentRow key={payment._id} payment={payment} {...handlers} />
          ))}
        </ListTable>
      ) : (
        <>
          {payments.isFetching ? <LinearProgress aria-label={t('common.loading')} sx={{ mb: 2 }} /> : null}
          {payments.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(t, payments.error)}
            </Alert>
          ) : null}
          {payments.isSuccess && rows.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
              {t('admin.payments.empty')}
            </Typography>
          ) : null}
          <Box
            component="ul"
            aria-label={t('admin.payments.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {rows.map((payment) => (
              <li key={payment._id}>
                <PaymentCard payment={payment} {...handlers} />
              </li>
            ))}
          </Box>
          <ListPagination {...pagingProps} />
        </>
      )}
      <ConfirmDialog
        open={confirming?.open ?? false}
        title={t('admin.payments.confirmTitle')}
        message={
          confirming
            ? t('admin.payments.confirmMessage', {
                company: confirming.payment.company.name,
                amount: formatMoney(confirming.payment.amount, i18n.language),
                method: t(`billing.methods.${confirming.payment.method}`),
              })
            : ''
        }
        confirmLabel={t('admin.payments.confirm')}
        busy={confirm.isPending}
        onConfirm={onConfirm}
        onClose={closeConfirm}
      />
      <RejectPaymentDialog
        payment={rejecting?.payment ?? null}
        open={rejecting?.open ?? false}
        onClose={() => setRejecting((current) => current && { ...current, open: false })}
      />
    </>
  );
}
