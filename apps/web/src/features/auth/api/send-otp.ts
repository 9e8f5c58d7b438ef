import type { EmailBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

export interface OtpSent {
  sent: true;
  resend_after_seconds: number;
}

/** POST /api/v1/otp/send-otp: mails a 6-digit code; 429 OTP_TOO_SOON before the resend delay. */
export const postSendOtp = async (email: string): Promise<OtpSent> => {
  const body: EmailBody = { email };
  return unwrapData(await apiRequest('/api/v1/otp/send-otp', { method: 'POST', encoding: 'form', body }));
};

export const useSendOtp = () => useMutation({ mutationFn: postSendOtp });
