import { ANY_EMPLOYEE, type FreeDaysWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, bookingPath, type AvailabilityParams } from './booking-keys';

type FreeDaysParams = Omit<AvailabilityParams, 'to'>;

/**
 * GET public/salon/{slug}/availability/days: the next days from `from` on, within the salon's window, with
 * a free start for the whole visit (docs/decisions.md "Next free days").
 */
export const fetchBookingFreeDays = async (slug: string, params: FreeDaysParams): Promise<FreeDaysWire> =>
  (
    await apiRequest<{ data: FreeDaysWire }>(`${bookingPath(slug)}/availability/days`, {
      query: {
        service_ids: params.serviceIds.join(','),
        employee_id: params.employeeIds ? undefined : (params.employeeId ?? undefined),
        employee_ids: params.employeeIds?.map((id) => id ?? ANY_EMPLOYEE).join(','),
        from: params.from,
      },
    })
  ).data;

/** Asked only when the days shown have no free time (null params: not asked). */
export const useBookingFreeDays = (slug: string, params: FreeDaysParams | null) =>
  useQuery({
    queryKey: [...bookingKeys.availability(slug, { ...(params ?? emptyParams), to: '' }), 'days'],
    queryFn: () => fetchBookingFreeDays(slug, params!),
    enabled: params !== null,
    staleTime: 5_000,
  });

const emptyParams: FreeDaysParams = { serviceIds: [], employeeId: null, from: '' };
