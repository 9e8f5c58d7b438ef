import type { EmployeeWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { fetchActiveServices } from '@/lib/active-services';
import { apiRequest } from '@/lib/api-client';
import { waitlistKeys } from './waitlist-keys';

/** The salon's active services, for the "Add to waitlist" dialog. */
export const useWaitlistServices = (salonId: string) =>
  useQuery({
    queryKey: waitlistKeys.services(salonId),
    queryFn: ({ signal }) => fetchActiveServices(salonId, signal),
    retry: 1,
  });

/** GET employee?salon_id&service_id&status=active: who performs the chosen service (shown in the calendar). */
export const fetchServiceEmployees = async (
  salonId: string,
  serviceId: string,
  signal?: AbortSignal,
): Promise<EmployeeWire[]> => {
  const body = await apiRequest<{ data: EmployeeWire[] }>('/api/v1/business/employee', {
    query: { salon_id: salonId, service_id: serviceId, status: 'active', limit: 100 },
    signal,
  });
  return body.data.filter((employee) => employee.active_in_calendar !== false);
};

export const useServiceEmployees = (salonId: string, serviceId: string) =>
  useQuery({
    queryKey: waitlistKeys.employees(salonId, serviceId),
    queryFn: ({ signal }) => fetchServiceEmployees(salonId, serviceId, signal),
    enabled: Boolean(serviceId),
    retry: 1,
  });
