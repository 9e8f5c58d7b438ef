import { useQuery } from '@tanstack/react-query';
import { fetchActiveServices } from '@/lib/active-services';
import { employeeKeys } from './employee-keys';

/** The little of a service the employee form needs to offer it. */
export interface ServiceOption {
  _id: string;
  name: string;
}

/** The salon's active services, which an employee may perform. */
export const fetchSalonServices = async (salonId: string, signal?: AbortSignal): Promise<ServiceOption[]> =>
  (await fetchActiveServices(salonId, signal)).map(({ _id, name }) => ({ _id, name }));

export const useSalonServices = (salonId: string) =>
  useQuery({
    queryKey: employeeKeys.salonServices(salonId),
    queryFn: ({ signal }) => fetchSalonServices(salonId, signal),
    retry: 1,
  });
