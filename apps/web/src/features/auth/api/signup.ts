import type { AccountWire, UserWire } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface SignupResult {
  accessToken: string;
  user: UserWire;
  account: AccountWire;
}

/** POST /auth/signup (form-encoded, auth_type local): signs the user in directly. */
export const postSignup = async (input: SignupInput): Promise<SignupResult> =>
  unwrapData(
    await apiRequest('/auth/signup', {
      method: 'POST',
      encoding: 'form',
      body: { ...input, auth_type: 'local' },
    }),
  );

export const useSignup = () => useMutation({ mutationFn: postSignup });
