import { can, type Permission, type Role } from '@salon/core';
import { useSession } from './session-context';

/**
 * The signed-in person's role: the account's first role, else `owner` for a business account. An employee
 * login whose role is not known yet gets the narrowest one, so nothing is shown that it may not use.
 */
export const useRole = (): Role => {
  const session = useSession();
  return session.account?.roles?.[0]?.type ?? (session.account_type === 'business' ? 'owner' : 'basic');
};

/**
 * Whether the role may use a permission of the roles table, docs/product.md "Roles and permissions" (the
 * server checks it again).
 */
export const useCan = (permission: Permission): boolean => can(useRole(), permission);
