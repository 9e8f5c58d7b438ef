import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { SalonProfileView } from '@/features/salon/components/salon-profile-view';
import { usePageTitle } from '@/lib/use-page-title';
import { useCan } from '@/lib/session/use-role';

export function SalonProfilePage() {
  usePageTitle('salon.pageTitles.profile');
  // The salon-wide feed is the owner's and the managers' (the server checks it again).
  const salonFeed = useCan('calendar.salonFeed');
  return (
    <SalonProfileView
      calendarPanel={
        salonFeed
          ? (salonId) => <CalendarFeedCard key={salonId} scope="salon" salonId={salonId} />
          : undefined
      }
    />
  );
}
