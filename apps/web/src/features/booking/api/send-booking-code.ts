import type { BookingOtpBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingPath } from './booking-keys';

/** POST public/salon/{slug}/otp: e-mails a 6-digit code; 429 OTP_TOO_SOON within a minute of the last. */
export const sendBookingCode = async ({
  slug,
  ...body
}: BookingOtpBody & { slug: string }): Promise<{ sent: true }> =>
  (
    await apiRequest<{ data: { sent: true } }>(`${bookingPath(slug)}/otp`, {
      method: 'POST',
      body: { ...body },
    })
  ).data;

export const useSendBookingCode = (slug: string) =>
  useMutation({ mutationFn: (email: string) => sendBookingCode({ slug, email }) });
