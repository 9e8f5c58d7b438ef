import type { ChangePasswordBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/** PUT account/password (form-encoded). Every older token is revoked: the answer's token replaces it. */
export const putPassword = async (input: ChangePasswordBody): Promise<{ token: string }> =>
  unwrapData(
    await apiRequest('/api/v1/business/account/password', {
      method: 'PUT',
      encoding: 'form',
      body: { ...input },
    }),
  );

export const useChangePassword = () => useMutation({ mutationFn: putPassword });
