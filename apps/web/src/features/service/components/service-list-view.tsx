import Add from '@mui/icons-material/Add';
import Category from '@mui/icons-material/Category';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ServiceWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useServiceGroups } from '../api/list-service-groups';
import { SERVICE_STATUS_FILTERS, useServices, type ServiceStatusFilter } from '../api/list-services';
import { useFutureAppointmentCount, useInvalidateAppointments } from '@/lib/future-appointment-count';
import { useSetServiceStatus } from '../api/set-service-status';
import { ServiceListFilters, type ServiceFilters } from './service-list-filters';
import { ServiceRow } from './service-row';
import { SalonScreen } from '@/components/salon-screen';
import { ListTable } from '@/components/list-table';
import { usePaging } from '@/lib/use-paging';

const COLUMNS = ['name', 'group', 'price', 'duration', 'remote', 'status', 'actions'] as const;

const isStatus = (value: string | null): value is ServiceStatusFilter =>
  SERVICE_STATUS_FILTERS.includes(value as ServiceStatusFilter);

/** The filters live in the URL, so a link or the back button brings the same list back. */
const useUrlFilters = (): [ServiceFilters, (next: Partial<ServiceFilters>) => void] => {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ServiceFilters = {
    q: params.get('q') ?? '',
    group: params.get('group') ?? '',
    status: isStatus(status) ? status : 'all',
  };
  const change = useCallback(
    (next: Partial<ServiceFilters>) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (!value || value === 'all') copy.delete(key);
            else copy.set(key, value);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, change];
};

function ServiceTable({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canManage = useCan('service.manage');
  const [filters, setFilters] = useUrlFilters();
  const paging = usePaging(`${filters.q}|${filters.group}|${filters.status}`);
  const [deactivating, setDeactivating] = useState<ServiceWire | null>(null);
  // Deactivating cancels the service's future appointments (docs/product.md "Other states"): the dialog says
  // how many.
  const futureCount = useFutureAppointmentCount('service_id', deactivating?._id ?? null);
  const invalidateAppointments = useInvalidateAppointments();
  const groups = useServiceGroups(salonId);
  const services = useServices({
    salon_id: salonId,
    ...filters,
    page: paging.page + 1,
    limit: paging.limit,
  });
  const setStatus = useSetServiceStatus();
  const rows = services.data?.data ?? [];
  const total = services.data?.meta.total ?? 0;
  const filtered = Boolean(filters.q || filters.group || filters.status !== 'all');

  const changeStatus = async (service: ServiceWire, status: ServiceWire['status']) => {
    try {
      await setStatus.mutateAsync({ id: service._id, status });
      if (status === 'inactive') void invalidateAppointments();
      const key = status === 'active' ? 'service.list.activated' : 'service.list.deactivated';
      enqueueSnackbar(t(key, { name: service.name }), { variant: 'success' });
    } catch (error) {
      // The server refuses to activate a service whose group was deleted: say what to do about it.
      const groupGone = toErrorEnvelope(error).details?.some((detail) => detail.field === 'group');
      const text = groupGone
        ? t('service.list.activateNeedsGroup', { name: service.name })
        : errorText(t, error);
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setDeactivating(null);
    }
  };

  return (
    <>
      <ServiceListFilters value={filters} groups={groups.data ?? []} onChange={setFilters} />
      <Paper variant="outlined">
        <ListTable
          label={t('service.list.tableLabel')}
          columns={COLUMNS.map((key) => ({
            key,
            label: t(`service.list.columns.${key}`),
            align: key === 'actions' ? 'right' : 'left',
          }))}
          query={services}
          loadingLabel={t('service.common.loading')}
          rowCount={rows.length}
          emptyText={t(filtered ? 'service.list.emptyFiltered' : 'service.list.empty')}
          paging={{ ...paging, total }}
        >
          {rows.map((service) => (
            <ServiceRow
              key={service._id}
              service={service}
              canManage={canManage}
              busy={setStatus.isPending && setStatus.variables?.id === service._id}
              onActivate={() => void changeStatus(service, 'active')}
              onDeactivate={() => setDeactivating(service)}
            />
          ))}
        </ListTable>
      </Paper>
      <ConfirmDialog
        open={deactivating !== null}
        title={t('service.list.confirmDeactivateTitle', { name: deactivating?.name ?? '' })}
        message={[
          t('service.list.confirmDeactivateMessage'),
          futureCount.data ? t('service.list.futureAppointments', { count: futureCount.data }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('service.list.confirmDeactivate')}
        destructive
        busy={setStatus.isPending}
        onConfirm={() => deactivating && void changeStatus(deactivating, 'inactive')}
        onClose={() => setDeactivating(null)}
      />
    </>
  );
}

/** Services of the current salon: search, group and status filters, server paging, row actions. */
export function ServiceListView() {
  const { t } = useTranslation();
  const to = useLangPath();
  const canManage = useCan('service.manage');
  return (
    <SalonScreen
      title={t('service.list.title')}
      actions={
        <>
          <Button
            component={RouterLink}
            to={to('/dashboard/service/groups')}
            variant="outlined"
            startIcon={<Category aria-hidden="true" />}
          >
            {t('service.list.groups')}
          </Button>
          {canManage ? (
            <Button
              component={RouterLink}
              to={to('/dashboard/service/new')}
              variant="contained"
              startIcon={<Add aria-hidden="true" />}
            >
              {t('service.list.new')}
            </Button>
          ) : null}
        </>
      }
    >
      {(salonId) => <ServiceTable key={salonId} salonId={salonId} />}
    </SalonScreen>
  );
}
