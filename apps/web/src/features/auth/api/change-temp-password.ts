import type { ChangePasswordBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

export type ChangeTempPasswordInput = ChangePasswordBody & {
  /** The held login's token: not stored until the password is changed. */
  token: string;
};

/** PUT account/password with the temporary login's own token; answers the new token. */
export const putTempPassword = async ({
  token,
  ...body
}: ChangeTempPasswordInput): Promise<{ token: string }> =>
  unwrapData(
    await apiRequest('/api/v1/business/account/password', {
      method: 'PUT',
      encoding: 'form',
      token,
      body: { ...body },
    }),
  );

export const useChangeTempPassword = () => useMutation({ mutationFn: putTempPassword });
