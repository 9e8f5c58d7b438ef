import { useParams } from 'react-router';
import { ClientEditView } from '@/features/client/components/client-edit-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ClientEditPage() {
  usePageTitle('client.pageTitles.edit');
  const { id = '' } = useParams();
  // Keyed by id, so moving between clients never shows the previous one's form.
  return <ClientEditView key={id} id={id} />;
}
