import type { Permission } from '@salon/core';
import type { ComponentType, ReactNode } from 'react';

/**
 * A route's `lazy` whose screen only roles with `permission` may open: `lazy: allowedTo('x.read', load)`.
 * The guard loads with the screen, so the public pages carry none of its code.
 */
export const allowedTo =
  (permission: Permission, load: () => Promise<ComponentType>) =>
  async (): Promise<{ element: ReactNode }> => {
    const [{ PermissionGuard }, Screen] = await Promise.all([import('./permission-guard'), load()]);
    return {
      element: (
        <PermissionGuard permission={permission}>
          <Screen />
        </PermissionGuard>
      ),
    };
  };
