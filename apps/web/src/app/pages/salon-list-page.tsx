import { SalonListView } from '@/features/salon/components/salon-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function SalonListPage() {
  usePageTitle('salon.pageTitles.list');
  return <SalonListView />;
}
