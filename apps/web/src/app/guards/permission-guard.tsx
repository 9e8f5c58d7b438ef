import type { Permission } from '@salon/core';
import type { ReactNode } from 'react';
import { NoAccessView } from '@/components/no-access-view';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

function NoAccessPage() {
  usePageTitle('pageTitles.noAccess');
  const to = useLangPath();
  return <NoAccessView homePath={to('/dashboard/home')} />;
}

/**
 * A dashboard screen only for roles with `permission` (the table in @salon/core, which the server enforces
 * too): anyone else, also arriving by URL, gets the no-access page instead of buttons that would fail.
 */
export function PermissionGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : <NoAccessPage />;
}
