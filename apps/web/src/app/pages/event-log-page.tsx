import { EventLogView } from '@/features/event-log/components/event-log-view';
import { usePageTitle } from '@/lib/use-page-title';

export function EventLogPage() {
  usePageTitle('pageTitles.eventLog');
  return <EventLogView />;
}
