import type { AccountWire, SignupBody, UserWire } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

export interface SignupResult {
  accessToken: string;
  user: UserWire;
  account: AccountWire;
}

/** POST /auth/signup (form-encoded, auth_type local): signs the user in directly. */
export const postSignup = async (input: Omit<SignupBody, 'auth_type'>): Promise<SignupResult> => {
  const body: SignupBody = { ...input, auth_type: 'local' };
  return unwrapData(await apiRequest('/auth/signup', { method: 'POST', encoding: 'form', body }));
};

export const useSignup = () => useMutation({ mutationFn: postSignup });
