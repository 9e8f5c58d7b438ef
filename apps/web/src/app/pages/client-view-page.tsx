import { useParams } from 'react-router';
import { ClientProfileView } from '@/features/client/components/client-profile-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ClientViewPage() {
  usePageTitle('client.pageTitles.view');
  const { id = '' } = useParams();
  return <ClientProfileView key={id} id={id} />;
}
