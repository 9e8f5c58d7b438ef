import type { BookingBody, BookingWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, bookingPath } from './booking-keys';

/** POST public/salon/{slug}/booking: the e-mailed code proves the address; answers the booked visit. */
export const createBooking = async (input: { slug: string; body: BookingBody }): Promise<BookingWire> =>
  (
    await apiRequest<{ data: BookingWire }>(`${bookingPath(input.slug)}/booking`, {
      method: 'POST',
      body: { ...input.body },
    })
  ).data;

export const useCreateBooking = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingBody) => createBooking({ slug, body }),
    // Booked or refused, the free times shown so far are stale now.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...bookingKeys.salon(slug), 'availability'] }),
  });
};
