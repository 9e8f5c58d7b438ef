import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BUSINESS, employeeKeys } from './employee-keys';

/** The little of a service the employee form needs to offer it. */
export interface ServiceOption {
  _id: string;
  name: string;
}

/** GET service?salon_id&status=active: the salon's active services, which an employee may perform. */
export const fetchSalonServices = async (salonId: string, signal?: AbortSignal): Promise<ServiceOption[]> => {
  const body = await apiRequest<{ data: ServiceOption[] }>(`${BUSINESS}/service`, {
    query: { salon_id: salonId, status: 'active', limit: 100 },
    signal,
  });
  return body.data.map(({ _id, name }) => ({ _id, name }));
};

export const useSalonServices = (salonId: string) =>
  useQuery({
    queryKey: employeeKeys.salonServices(salonId),
    queryFn: ({ signal }) => fetchSalonServices(salonId, signal),
    retry: 1,
  });
