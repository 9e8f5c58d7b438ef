import type { DepositWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, toErrorEnvelope, unwrapData } from '@/lib/api-client';
import { appointmentKeys, appointmentPath } from './appointment-keys';

/** Under the feature's key, so changing the appointment (or deciding the deposit) refreshes it. */
export const appointmentDepositKey = (id: string) => [...appointmentKeys.all, 'deposit', id] as const;

/** GET appointment/{id}/deposit: the deposit of an online booking, or null when it has none (404). */
export const fetchAppointmentDeposit = async (
  id: string,
  signal?: AbortSignal,
): Promise<DepositWire | null> => {
  try {
    return unwrapData<DepositWire>(await apiRequest(appointmentPath(id, '/deposit'), { signal }));
  } catch (error) {
    if (toErrorEnvelope(error).statusCode === 404) return null;
    throw error;
  }
};

export const useAppointmentDeposit = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: appointmentDepositKey(id),
    queryFn: ({ signal }) => fetchAppointmentDeposit(id, signal),
    enabled,
    retry: 1,
  });
