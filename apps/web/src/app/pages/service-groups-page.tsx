import { ServiceGroupsView } from '@/features/service/components/service-groups-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ServiceGroupsPage() {
  usePageTitle('service.pageTitles.groups');
  return <ServiceGroupsView />;
}
