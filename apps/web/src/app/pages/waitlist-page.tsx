import { ClientPicker } from '@/features/appointment/components/client-picker';
import { WaitlistView } from '@/features/waitlist/components/waitlist-view';
import { usePageTitle } from '@/lib/use-page-title';

/** The salon's waitlist: the dialog picks a client with the appointment dialog's search. */
export function WaitlistPage() {
  usePageTitle('waitlist.pageTitle');
  return <WaitlistView renderClientPicker={(props) => <ClientPicker {...props} />} />;
}
