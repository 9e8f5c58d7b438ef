import { useParams } from 'react-router';
import { ServicePreviewView } from '@/features/service/components/service-preview-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ServicePreviewPage() {
  usePageTitle('service.pageTitles.preview');
  const { id } = useParams();
  return <ServicePreviewView key={id} id={id!} />;
}
