import { useMutation } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { adminToken } from './admin-token';

/** POST admin/auth/logout: revokes the token on the server. */
export const postAdminLogout = async (): Promise<void> => {
  await adminRequest('/auth/logout', { method: 'POST', body: {} });
};

/** Signs out; the token is dropped here even when the server cannot be reached. */
export const useAdminLogout = () =>
  useMutation({ mutationFn: postAdminLogout, onSettled: () => adminToken.clear() });
