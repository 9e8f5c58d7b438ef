import { AppointmentListView } from '@/features/appointment/components/appointment-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function AppointmentListPage() {
  usePageTitle('appointment.pageTitles.list');
  return <AppointmentListView />;
}
