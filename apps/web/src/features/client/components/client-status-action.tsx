import type { ClientWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useFutureAppointmentCount, useInvalidateAppointments } from '@/lib/future-appointment-count';
import { useSetClientStatus } from '../api/set-client-status';

export const clientName = (client: Pick<ClientWire, 'firstName' | 'lastName'>) =>
  `${client.firstName} ${client.lastName}`;

/**
 * Activate or deactivate a client. Deactivating asks first: with appointments it will also cancel the
 * client's future ones (docs/product.md "Other states"): the dialog says how many, asked of the server when
 * it opens.
 */
export function useClientStatusAction() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const setStatus = useSetClientStatus();
  const [pending, setPending] = useState<ClientWire | null>(null);
  const futureCount = useFutureAppointmentCount('client_id', pending?._id ?? null);
  const invalidateAppointments = useInvalidateAppointments();

  const apply = async (client: ClientWire) => {
    const status = client.status === 'active' ? 'inactive' : 'active';
    try {
      await setStatus.mutateAsync({ id: client._id, status });
      if (status === 'inactive') void invalidateAppointments();
      enqueueSnackbar(
        t(status === 'active' ? 'client.statusChange.activated' : 'client.statusChange.deactivated', {
          name: clientName(client),
        }),
        { variant: 'success' },
      );
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
  };

  const toggle = (client: ClientWire) => {
    if (client.status === 'active') setPending(client);
    else void apply(client);
  };

  const dialog = (
    <ConfirmDialog
      open={Boolean(pending)}
      title={t('client.statusChange.confirmTitle')}
      message={
        pending
          ? [
              t('client.statusChange.confirmText', { name: clientName(pending) }),
              futureCount.data
                ? t('client.statusChange.futureAppointments', { count: futureCount.data })
                : '',
            ]
              .filter(Boolean)
              .join(' ')
          : ''
      }
      confirmLabel={t('client.statusChange.confirm')}
      destructive
      busy={setStatus.isPending}
      onConfirm={() => {
        if (pending) void apply(pending).finally(() => setPending(null));
      }}
      onClose={() => setPending(null)}
    />
  );

  return { toggle, dialog, busy: setStatus.isPending };
}
