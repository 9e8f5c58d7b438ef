import type { ClientWire, EmployeeWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { fetchActiveServices } from '@/lib/active-services';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';
import { appointmentKeys, BUSINESS } from './appointment-keys';

/** GET employee?salon_id&status=active(&service_id): the calendar's columns and the dialog's picker. */
export const fetchEmployees = async (
  params: { salon_id: string; service_id?: string },
  signal?: AbortSignal,
): Promise<EmployeeWire[]> => {
  const body = await apiRequest<{ data: EmployeeWire[] }>(`${BUSINESS}/employee`, {
    query: { ...params, status: 'active', limit: 100 },
    signal,
  });
  // Employees inactive in the calendar do not appear in it (docs/product.md "Roles and permissions").
  return body.data.filter((employee) => employee.active_in_calendar !== false);
};

/** The signed-in employee's own record, which /account/me carries for an employee login. */
const useOwnEmployee = () => useSession().account?.employee;

/**
 * The employees the calendar and the dialog offer. A role that may not read employees (intermediate, basic: the
 * server answers 403) sees only its own calendar, so it gets only itself, from the session.
 */
export const useEmployees = (params: { salon_id: string; service_id?: string }) => {
  const canRead = useCan('employee.read');
  const own = useOwnEmployee();
  return useQuery({
    queryKey: canRead ? appointmentKeys.employees(params) : [...appointmentKeys.employees(params), 'own'],
    queryFn: ({ signal }) =>
      canRead
        ? fetchEmployees(params, signal)
        : // Only the fields the calendar and the dialog read; the rest of the record is not the caller's to see.
          Promise.resolve(own ? [own as EmployeeWire] : []),
    retry: 1,
  });
};

/** The salon's active services: what may be booked; not asked for a role that may not read them (basic). */
export const useServices = (salonId: string) =>
  useQuery({
    queryKey: appointmentKeys.services(salonId),
    queryFn: ({ signal }) => fetchActiveServices(salonId, signal),
    enabled: useCan('service.read'),
    retry: 1,
  });

/** GET client?salon_id&q&status=active: the dialog's client search. */
export const fetchClientOptions = async (
  params: { salon_id: string; q: string },
  signal?: AbortSignal,
): Promise<ClientWire[]> => {
  const body = await apiRequest<{ data: ClientWire[] }>(`${BUSINESS}/client`, {
    query: { ...params, status: 'active', limit: 20 },
    signal,
  });
  return body.data;
};

export const useClientOptions = (params: { salon_id: string; q: string }) =>
  useQuery({
    queryKey: appointmentKeys.clients(params),
    queryFn: ({ signal }) => fetchClientOptions(params, signal),
    retry: 1,
  });
