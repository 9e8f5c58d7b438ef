import { ServiceFormView } from '@/features/service/components/service-form-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ServiceNewPage() {
  usePageTitle('service.pageTitles.new');
  return <ServiceFormView />;
}
