import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { depositRejectBodySchema, type DepositListItemWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SalonScreen } from '@/components/salon-screen';
import { TextFieldDialogForm } from '@/components/text-field-dialog-form';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { errorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useConfirmDeposit, useRejectDeposit } from '../api/decide-deposit';
import type { DepositFilter } from '../api/deposit-keys';
import { useDeposits } from '../api/list-deposits';
import { DepositCard, depositMoney } from './deposit-card';

const FILTERS = ['open', 'all'] as const satisfies readonly DepositFilter[];

/** Rejecting needs a reason: the client reads it on their appointment page. */
function RejectDialog({ deposit, onClose }: { deposit: DepositListItemWire | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const reject = useRejectDeposit();
  const titleId = useId();
  return (
    <Dialog open={deposit !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {deposit ? (
        <TextFieldDialogForm
          key={deposit.appointment_id}
          titleId={titleId}
          title={t('deposits.reject.title')}
          intro={
            <DialogContentText sx={{ mb: 2 }}>
              {t('deposits.reject.message', {
                name: deposit.client.name,
                reference: deposit.reference ?? '',
              })}
            </DialogContentText>
          }
          schema={depositRejectBodySchema}
          name="reason"
          label={t('deposits.reject.field')}
          minRows={2}
          maxLength={300}
          submitLabel={t('deposits.reject.submit')}
          danger
          onSubmit={async (reason) => {
            await reject.mutateAsync({ appointmentId: deposit.appointment_id, body: { reason } });
            enqueueSnackbar(t('deposits.reject.done', { name: deposit.client.name }), { variant: 'success' });
          }}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function DepositList({ salonId, filter }: { salonId: string; filter: DepositFilter }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const list = useDeposits(salonId, filter);
  const confirm = useConfirmDeposit();
  const [confirming, setConfirming] = useState<DepositListItemWire | null>(null);
  const [rejecting, setRejecting] = useState<DepositListItemWire | null>(null);

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await confirm.mutateAsync(confirming.appointment_id);
      enqueueSnackbar(t('deposits.confirm.done', { name: confirming.client.name }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
    setConfirming(null);
  };

  if (list.isPending) {
    return (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
        role="status"
        aria-label={t('deposits.loading')}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void list.refetch()}>
            {t('deposits.retry')}
          </Button>
        }
      >
        {errorText(t, list.error)}
      </Alert>
    );
  }
  const deposits = list.data;
  return (
    <>
      {deposits.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t(filter === 'open' ? 'deposits.empty.open' : 'deposits.empty.all')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('deposits.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {deposits.map((deposit) => (
            <li key={deposit.appointment_id}>
              <DepositCard
                deposit={deposit}
                timeZone={timeZone}
                onConfirm={() => setConfirming(deposit)}
                onReject={() => setRejecting(deposit)}
              />
            </li>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('deposits.confirm.title')}
        message={t(
          confirming?.reference ? 'deposits.confirm.message' : 'deposits.confirm.messageUnreported',
          {
            name: confirming?.client.name ?? '',
            amount: confirming ? depositMoney(confirming, i18n.language) : '',
            method: confirming?.method ? t(`reportSheet.paymentMethods.${confirming.method}`) : '',
            reference: confirming?.reference ?? '',
          },
        )}
        confirmLabel={t('deposits.confirm.action')}
        busy={confirm.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(null)}
      />
      <RejectDialog deposit={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/**
 * The salon's deposits: the ones to see to (awaiting, reported, rejected) or all of the last 90
 * days; staff check the reported reference in their bank or app, then confirm it (the visit is confirmed and
 * the deposit recorded as its payment) or reject it with a reason the client reads.
 */
export function DepositListView() {
  const { t } = useTranslation();
  const [filter, setFilter] = useUrlTab(FILTERS, 'open');
  return (
    <SalonScreen title={t('deposits.title')} subtitle={t('deposits.subtitle')}>
      {(salonId) => (
        <UrlTabs
          tabs={FILTERS}
          value={filter}
          onChange={setFilter}
          label={t('deposits.filter.label')}
          tabLabel={(tab) => t(`deposits.filter.${tab}`)}
          heading={t(`deposits.headings.${filter}`)}
        >
          <DepositList salonId={salonId} filter={filter} />
        </UrlTabs>
      )}
    </SalonScreen>
  );
}
