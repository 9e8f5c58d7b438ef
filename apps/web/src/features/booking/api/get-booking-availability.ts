import { ANY_EMPLOYEE, type BookingAvailabilityWire } from '@salon/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, bookingPath, type AvailabilityParams } from './booking-keys';

/** GET public/salon/{slug}/availability: free start times of the chosen services, at most 42 days. */
export const fetchBookingAvailability = async (
  slug: string,
  params: AvailabilityParams,
): Promise<BookingAvailabilityWire> =>
  (
    await apiRequest<{ data: BookingAvailabilityWire }>(`${bookingPath(slug)}/availability`, {
      query: {
        service_ids: params.serviceIds.join(','),
        employee_id: params.employeeIds ? undefined : (params.employeeId ?? undefined),
        employee_ids: params.employeeIds?.map((id) => id ?? ANY_EMPLOYEE).join(','),
        from: params.from,
        to: params.to,
      },
    })
  ).data;

export const bookingAvailabilityQuery = (slug: string, params: AvailabilityParams) =>
  queryOptions({
    queryKey: bookingKeys.availability(slug, params),
    queryFn: () => fetchBookingAvailability(slug, params),
    // Free times change as others book: never show ones older than a few seconds when coming back.
    staleTime: 5_000,
    // Moving to the next week keeps the current times on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useBookingAvailability = (slug: string, params: AvailabilityParams | null) =>
  useQuery({
    ...bookingAvailabilityQuery(slug, params ?? { serviceIds: [], employeeId: null, from: '', to: '' }),
    enabled: params !== null,
  });
