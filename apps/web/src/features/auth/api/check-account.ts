import type { EmailBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/** POST /auth/check-account: may this e-mail register? */
export const postCheckAccount = async (email: string): Promise<{ can_register: boolean }> => {
  const body: EmailBody = { email };
  return unwrapData(await apiRequest('/auth/check-account', { method: 'POST', encoding: 'form', body }));
};

export const useCheckAccount = () => useMutation({ mutationFn: postCheckAccount });
