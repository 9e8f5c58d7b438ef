import { ClientNewView } from '@/features/client/components/client-new-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ClientNewPage() {
  usePageTitle('client.pageTitles.new');
  return <ClientNewView />;
}
