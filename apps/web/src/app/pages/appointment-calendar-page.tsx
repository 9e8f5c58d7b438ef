import { AppointmentCalendarView } from '@/features/appointment/components/appointment-calendar-view';
import { usePageTitle } from '@/lib/use-page-title';

export function AppointmentCalendarPage() {
  usePageTitle('appointment.pageTitles.calendar');
  return <AppointmentCalendarView />;
}
