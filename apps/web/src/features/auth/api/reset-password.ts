import type { ResetPasswordBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/**
 * POST /auth/reset-password: `{ email }` mails a code (same answer whether the e-mail exists);
 * `{ email, code, password }` sets it.
 */
export const postResetPassword = async (input: ResetPasswordBody): Promise<{ ok: true }> =>
  unwrapData(
    await apiRequest('/auth/reset-password', { method: 'POST', encoding: 'form', body: { ...input } }),
  );

export const useResetPassword = () => useMutation({ mutationFn: postResetPassword });
