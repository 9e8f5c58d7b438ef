import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whose future appointments a deactivation would cancel (the client, employee or service screens). */
export type FutureOwnerKey = 'client_id' | 'employee_id' | 'service_id';

/** GET appointment/future-count: how many future appointments deactivating this one would cancel. */
export const fetchFutureAppointmentCount = async (
  key: FutureOwnerKey,
  id: string,
  signal?: AbortSignal,
): Promise<number> => {
  const body = await apiRequest<{ data: { count: number } }>('/api/v1/business/appointment/future-count', {
    query: { [key]: id },
    signal,
  });
  return body.data.count;
};

/** Asked only while the deactivation dialog is open (`id` set); always fresh, since bookings change. */
export const useFutureAppointmentCount = (key: FutureOwnerKey, id: string | null) =>
  useQuery({
    queryKey: ['appointment', 'future-count', key, id],
    queryFn: ({ signal }) => fetchFutureAppointmentCount(key, id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });

/** The cancelled appointments change every appointment screen. */
export const useInvalidateAppointments = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['appointment'] });
};
