import type { EmployeeWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useFutureAppointmentCount, useInvalidateAppointments } from '@/lib/future-appointment-count';
import { useSetEmployeeStatus } from '../api/set-employee-status';
import { employeeName } from './employee-labels';

/**
 * Deactivate or reactivate an employee, each after a confirmation: deactivating ends their sign-in,
 * reactivating counts against the plan's employees per salon (the server may refuse it).
 */
export function useEmployeeStatusAction() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const setStatus = useSetEmployeeStatus();
  const [pending, setPending] = useState<EmployeeWire | null>(null);
  const deactivating = pending?.status === 'active';
  // Deactivating cancels the employee's future appointments (docs/product.md "Other states"): the dialog says
  // how many.
  const futureCount = useFutureAppointmentCount('employee_id', deactivating && pending ? pending._id : null);
  const invalidateAppointments = useInvalidateAppointments();

  const apply = async (employee: EmployeeWire) => {
    const status = employee.status === 'active' ? 'inactive' : 'active';
    try {
      await setStatus.mutateAsync({ id: employee._id, status });
      if (status === 'inactive') void invalidateAppointments();
      enqueueSnackbar(
        t(status === 'active' ? 'employee.statusChange.activated' : 'employee.statusChange.deactivated', {
          name: employeeName(employee),
        }),
        { variant: 'success' },
      );
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={Boolean(pending)}
      title={t(
        deactivating ? 'employee.statusChange.deactivateTitle' : 'employee.statusChange.activateTitle',
      )}
      message={
        pending
          ? [
              t(
                deactivating ? 'employee.statusChange.deactivateText' : 'employee.statusChange.activateText',
                {
                  name: employeeName(pending),
                },
              ),
              deactivating && futureCount.data
                ? t('employee.statusChange.futureAppointments', { count: futureCount.data })
                : '',
            ]
              .filter(Boolean)
              .join(' ')
          : ''
      }
      confirmLabel={t(deactivating ? 'employee.statusChange.deactivate' : 'employee.statusChange.activate')}
      destructive={deactivating}
      busy={setStatus.isPending}
      onConfirm={() => {
        if (pending) void apply(pending).finally(() => setPending(null));
      }}
      onClose={() => setPending(null)}
    />
  );

  return { toggle: (employee: EmployeeWire) => setPending(employee), dialog, busy: setStatus.isPending };
}
