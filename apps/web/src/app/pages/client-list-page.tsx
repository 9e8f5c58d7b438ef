import { ClientListView } from '@/features/client/components/client-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ClientListPage() {
  usePageTitle('client.pageTitles.list');
  return <ClientListView />;
}
