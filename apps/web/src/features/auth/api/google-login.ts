import type { AccountWire, GoogleLoginBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/** POST /auth/google/web (JSON) with the Google ID token; 503 GOOGLE_NOT_CONFIGURED. */
export const postGoogleLogin = async (
  credential: string,
): Promise<{ token: string; account: AccountWire }> => {
  const body: GoogleLoginBody = { account_type: 'business', token: credential };
  return unwrapData(await apiRequest('/auth/google/web', { method: 'POST', encoding: 'json', body }));
};

export const useGoogleLogin = () => useMutation({ mutationFn: postGoogleLogin });
