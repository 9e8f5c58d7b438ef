import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/** `{ email }` mails a code (same answer whether the e-mail exists); `{ email, code, password }` sets it. */
export type ResetPasswordInput = { email: string } | { email: string; code: string; password: string };

/** POST /auth/reset-password. */
export const postResetPassword = async (input: ResetPasswordInput): Promise<{ ok: true }> =>
  unwrapData(
    await apiRequest('/auth/reset-password', { method: 'POST', encoding: 'form', body: { ...input } }),
  );

export const useResetPassword = () => useMutation({ mutationFn: postResetPassword });
