import type { VerifyOtpBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/** POST /api/v1/otp/verify-otp; 400 OTP_INVALID or OTP_EXPIRED. */
export const postVerifyOtp = async (input: VerifyOtpBody): Promise<{ ok: true }> =>
  unwrapData(
    await apiRequest('/api/v1/otp/verify-otp', { method: 'POST', encoding: 'form', body: { ...input } }),
  );

export const useVerifyOtp = () => useMutation({ mutationFn: postVerifyOtp });
