import { AdminView } from '@/features/admin/components/admin-view';
import { usePageTitle } from '@/lib/use-page-title';

/** `/:langCode/admin`: the platform administrator's own sign-in and screen, apart from the business session. */
export function AdminPage() {
  usePageTitle('admin.pageTitle');
  return <AdminView />;
}
