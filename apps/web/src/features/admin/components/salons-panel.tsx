import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminSalonWire } from '@salon/core';
import { displayPhone, formatDate, VENEZUELA_TIME_ZONE } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable } from '@/components/list-table';
import { errorText } from '@/lib/api-errors';
import { usePaging } from '@/lib/use-paging';
import type { SalonFilter } from '../api/admin-keys';
import { useDecideAdminSalon, type SalonDecision } from '../api/decide-admin-salon';
import { useAdminSalons } from '../api/list-admin-salons';
import { FilterToggles } from './filter-toggles';
import { SalonStatusChip } from './status-chips';

const FILTERS: readonly SalonFilter[] = ['requested', 'approved', 'rejected', 'all'];
const COLUMNS = ['salon', 'company', 'contact', 'requested', 'status', 'actions'] as const;
const secondary = { display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' } as const;

type Pending = { salon: AdminSalonWire; decision: SalonDecision; open: boolean };

/** Salon verification: salons waiting for it (or decided ones), approved or rejected after a question. */
export function SalonsPanel() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<SalonFilter>('requested');
  const paging = usePaging(status);
  const salons = useAdminSalons(status, paging.page, paging.limit);
  const decide = useDecideAdminSalon();
  const [pending, setPending] = useState<Pending | null>(null);
  const rows = salons.data?.data ?? [];
  const close = () => setPending((current) => current && { ...current, open: false });

  const onDecide = () => {
    if (!pending) return;
    const { salon, decision } = pending;
    decide.mutate(
      { id: salon._id, decision },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t(decision === 'approve' ? 'admin.salons.approved' : 'admin.salons.rejected', {
              title: salon.title,
            }),
            { variant: 'success' },
          ),
        onError: (error) => enqueueSnackbar(errorText(t, error), { variant: 'error' }),
        onSettled: close,
      },
    );
  };

  const ask = (salon: AdminSalonWire, decision: SalonDecision) => setPending({ salon, decision, open: true });
  const approving = pending?.decision === 'approve';
  const dialogText = { title: pending?.salon.title ?? '', email: pending?.salon.company.owner_email ?? '' };

  return (
    <>
      <FilterToggles
        label={t('admin.salons.filterLabel')}
        options={FILTERS}
        value={status}
        optionLabel={(option) => t(`admin.salons.filters.${option}`)}
        onChange={setStatus}
      />
      <ListTable
        label={t('admin.salons.tableLabel')}
        columns={COLUMNS.map((key) => ({ key, label: t(`admin.salons.columns.${key}`) }))}
        query={salons}
        rowCount={rows.length}
        emptyText={t('admin.salons.empty')}
        paging={{ total: salons.data?.meta.total ?? 0, ...paging }}
      >
        {rows.map((salon) => (
          <TableRow key={salon._id}>
            <TableCell component="th" scope="row">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {salon.title}
              </Typography>
              <Typography variant="caption" sx={secondary}>
                {t(`admin.salons.types.${salon.service_type}`)} · {salon.city}
              </Typography>
              <Typography variant="caption" sx={secondary}>
                {salon.address}
              </Typography>
            </TableCell>
            <TableCell>
              {salon.company.name}
              <Typography variant="caption" sx={secondary}>
                {salon.company.rif}
              </Typography>
              <Typography variant="caption" sx={secondary}>
                {salon.company.owner_email}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {salon.email}
              </Typography>
              <Typography variant="caption" sx={secondary}>
                {displayPhone(salon.phone)}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(salon.created_at, i18n.language, VENEZUELA_TIME_ZONE)}
            </TableCell>
            <TableCell>
              <SalonStatusChip status={salon.status_process} />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {salon.status_process !== 'approved' ? (
                  <Button
                    size="small"
                    variant="contained"
                    aria-label={t('admin.salons.approveName', { title: salon.title })}
                    onClick={() => ask(salon, 'approve')}
                  >
                    {t('admin.salons.approve')}
                  </Button>
                ) : null}
                {salon.status_process !== 'rejected' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    aria-label={t('admin.salons.rejectName', { title: salon.title })}
                    onClick={() => ask(salon, 'reject')}
                  >
                    {t('admin.salons.reject')}
                  </Button>
                ) : null}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <ConfirmDialog
        open={pending?.open ?? false}
        title={t(approving ? 'admin.salons.approveTitle' : 'admin.salons.rejectTitle', dialogText)}
        message={t(approving ? 'admin.salons.approveMessage' : 'admin.salons.rejectMessage', dialogText)}
        confirmLabel={t(approving ? 'admin.salons.approve' : 'admin.salons.reject')}
        destructive={!approving}
        busy={decide.isPending}
        onConfirm={onDecide}
        onClose={close}
      />
    </>
  );
}
