import type { PublicWaitlistBody, PublicWaitlistJoinedWire } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingPath } from './booking-keys';

/** POST public/salon/{slug}/waitlist: the e-mailed code proves the address; answers what the client now waits for. */
export const joinWaitlist = async (input: {
  slug: string;
  body: PublicWaitlistBody;
}): Promise<PublicWaitlistJoinedWire> =>
  (
    await apiRequest<{ data: PublicWaitlistJoinedWire }>(`${bookingPath(input.slug)}/waitlist`, {
      method: 'POST',
      body: { ...input.body },
    })
  ).data;

export const useJoinWaitlist = (slug: string) =>
  useMutation({ mutationFn: (body: PublicWaitlistBody) => joinWaitlist({ slug, body }) });
