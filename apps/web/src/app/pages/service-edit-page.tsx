import { useParams } from 'react-router';
import { ServiceFormView } from '@/features/service/components/service-form-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ServiceEditPage() {
  usePageTitle('service.pageTitles.edit');
  const { id } = useParams();
  return <ServiceFormView key={id} id={id!} />;
}
