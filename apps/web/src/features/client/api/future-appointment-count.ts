import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET appointment/future-count?client_id: how many future appointments deactivating would cancel. */
export const fetchFutureAppointmentCount = async (id: string, signal?: AbortSignal): Promise<number> => {
  const body = await apiRequest<{ data: { count: number } }>('/api/v1/business/appointment/future-count', {
    query: { client_id: id },
    signal,
  });
  return body.data.count;
};

/** Asked only while the deactivation dialog is open (`id` set); always fresh, since bookings change. */
export const useFutureAppointmentCount = (id: string | null) =>
  useQuery({
    queryKey: ['appointment', 'future-count', 'client_id', id],
    queryFn: ({ signal }) => fetchFutureAppointmentCount(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });

/** The cancelled appointments change every appointment screen. */
export const useInvalidateAppointments = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['appointment'] });
};
