import type { AdminLoginBody, AdminWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';
import { adminToken } from './admin-token';

export interface AdminLoginData {
  token: string;
  admin: AdminWire;
}

/** POST admin/auth/login: 401 LOGIN_FAILED for a wrong e-mail or password, 429 TOO_MANY_ATTEMPTS. */
export const postAdminLogin = async (body: AdminLoginBody): Promise<AdminLoginData> =>
  unwrapData(await adminRequest('/auth/login', { method: 'POST', body: { ...body }, withToken: false }));

/** Signs in: stores the token under its own key and keeps the administrator for the app bar. */
export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAdminLogin,
    onSuccess: ({ token, admin }) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.me(), admin);
      adminToken.set(token);
    },
  });
};
