import { SalonProfileView } from '@/features/salon/components/salon-profile-view';
import { usePageTitle } from '@/lib/use-page-title';

export function SalonProfilePage() {
  usePageTitle('salon.pageTitles.profile');
  return <SalonProfileView />;
}
