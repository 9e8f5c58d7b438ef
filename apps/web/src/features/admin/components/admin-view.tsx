import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys } from '../api/admin-keys';
import { useAdminToken } from '../api/admin-token';
import { AdminShell } from './admin-shell';
import { AdminSignIn } from './admin-sign-in';

/**
 * `/:langCode/admin`: the sign-in form while no administrator token is stored, else the administration
 * screen. A 401 drops the token, which brings the sign-in form back; what was loaded goes with it.
 */
export function AdminView() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [token, queryClient]);
  return token ? <AdminShell /> : <AdminSignIn />;
}
