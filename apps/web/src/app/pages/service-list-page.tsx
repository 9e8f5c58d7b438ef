import { ServiceListView } from '@/features/service/components/service-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ServiceListPage() {
  usePageTitle('service.pageTitles.list');
  return <ServiceListView />;
}
