import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SalonWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CompanyRequiredNotice, useCompanyMissing } from '@/components/company-required-notice';
import { errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useDeleteSalon } from '../api/delete-salon';
import { SALON_FILTERS, useSalons, type SalonFilter } from '../api/list-salons';
import { useSalonSessionSync } from '../api/session-sync';
import { useUpdateSalon } from '../api/update-salon';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SalonCard, type SalonAction } from './salon-card';

type Pending = { action: 'open' | 'delete' | 'disable'; salon: SalonWire } | null;
type ConfirmKind = 'delete' | 'disable' | 'close' | 'open';

/** Which question the pending action asks: deleting, disabling, closing or opening a salon. */
const confirmKindOf = (pending: NonNullable<Pending>): ConfirmKind =>
  pending.action === 'open' ? (pending.salon.open_store ? 'close' : 'open') : pending.action;
const CONFIRM_LABELS: Record<ConfirmKind, string> = {
  delete: 'salon.list.delete',
  disable: 'salon.list.disable',
  close: 'salon.list.close',
  open: 'salon.list.open',
};

/** The company's salons with filters All / Active / Disabled, and the ways to create one. */
export function SalonListView() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const to = useLangPath();
  const session = useSession();
  const companyMissing = useCompanyMissing();
  const [filter, setFilter] = useState<SalonFilter>('all');
  const salons = useSalons(filter, !companyMissing);
  const updateSalon = useUpdateSalon();
  const deleteSalon = useDeleteSalon();
  const sync = useSalonSessionSync();
  const [pending, setPending] = useState<Pending>(null);
  // A manager runs the salons but neither creates nor deletes them (the roles table in @salon/core).
  const canCreate = useCan('salon.create');
  const canDelete = useCan('salon.delete');

  const fail = (error: unknown) => enqueueSnackbar(errorText(t, error), { variant: 'error' });

  const onAction = (action: SalonAction, salon: SalonWire) => {
    if (action === 'profile') {
      session.changeSalon(salon._id);
      navigate(to('/dashboard/salon/profile'));
    } else if (action === 'status' && salon.status_salon === 'active') {
      // Disabling stops the salon's online bookings: asked first (docs/decisions.md); enabling is at once.
      setPending({ action: 'disable', salon });
    } else if (action === 'status') {
      void setSalonStatus(salon, 'active').catch(fail);
    } else {
      setPending({ action, salon });
    }
  };

  const setSalonStatus = async (salon: SalonWire, status_salon: SalonWire['status_salon']) => {
    await updateSalon.mutateAsync({ id: salon._id, status_salon });
    enqueueSnackbar(
      t(status_salon === 'active' ? 'salon.list.enabled' : 'salon.list.disabled', { name: salon.title }),
      { variant: 'success' },
    );
    void sync.refresh();
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, salon } = pending;
    try {
      if (action === 'delete') {
        await deleteSalon.mutateAsync(salon._id);
        await sync.removed(salon._id);
        enqueueSnackbar(t('salon.list.deleted', { name: salon.title }), { variant: 'success' });
      } else if (action === 'disable') {
        await setSalonStatus(salon, 'disabled');
      } else {
        const open_store = salon.open_store === 1 ? 0 : 1;
        await updateSalon.mutateAsync({ id: salon._id, open_store });
        enqueueSnackbar(t(open_store ? 'salon.list.opened' : 'salon.list.closed', { name: salon.title }), {
          variant: 'success',
        });
      }
      setPending(null);
    } catch (error) {
      setPending(null);
      fail(error);
    }
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography variant="h1">{t('salon.list.title')}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {(canCreate ? (['salon', 'freelancer'] as const) : []).map((type) => (
            <Button
              key={type}
              component={RouterLink}
              to={to(`/dashboard/salon/create_salon_stepper?type=${type}`)}
              variant={type === 'salon' ? 'contained' : 'outlined'}
              startIcon={<Add aria-hidden="true" />}
              disabled={companyMissing}
            >
              {t(type === 'salon' ? 'salon.list.createSalon' : 'salon.list.createFreelancer')}
            </Button>
          ))}
        </Box>
      </Box>
      <CompanyRequiredNotice />
      {companyMissing ? null : (
        <>
          <Tabs
            value={filter}
            onChange={(_event, value: SalonFilter) => setFilter(value)}
            aria-label={t('salon.list.filterLabel')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {SALON_FILTERS.map((name) => (
              <Tab key={name} value={name} label={t(`salon.list.filters.${name}`)} />
            ))}
          </Tabs>
          {salons.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={t('salon.common.loading')} />
            </Box>
          ) : salons.isError ? (
            <Alert severity="error">{errorText(t, salons.error)}</Alert>
          ) : salons.data.length === 0 ? (
            <Alert severity="info">
              {t(filter === 'all' ? 'salon.list.empty' : 'salon.list.emptyFiltered')}
            </Alert>
          ) : (
            <Grid container spacing={2.5}>
              {salons.data.map((salon) => (
                <Grid key={salon._id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <SalonCard
                    salon={salon}
                    current={salon._id === session.salonId}
                    onAction={onAction}
                    canDelete={canDelete}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
      <ConfirmDialog
        open={Boolean(pending)}
        title={pending ? t(`salon.list.confirm.${confirmKindOf(pending)}Title`) : ''}
        message={
          pending ? t(`salon.list.confirm.${confirmKindOf(pending)}Text`, { name: pending.salon.title }) : ''
        }
        confirmLabel={pending ? t(CONFIRM_LABELS[confirmKindOf(pending)]) : ''}
        destructive={pending?.action === 'delete' || pending?.action === 'disable'}
        busy={deleteSalon.isPending || updateSalon.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
