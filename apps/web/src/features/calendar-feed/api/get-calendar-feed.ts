import type { CalendarFeedScope, CalendarFeedWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { calendarFeedKeys, FEED_PATH } from './calendar-feed-keys';

/** GET account/calendar-feed: the live feed of that scope and salon (without its address), or null. */
export const fetchCalendarFeed = async (
  scope: CalendarFeedScope,
  salonId: string,
): Promise<CalendarFeedWire | null> =>
  unwrapData(await apiRequest(FEED_PATH, { query: { scope, salon_id: salonId } }));

export const useCalendarFeed = (scope: CalendarFeedScope, salonId: string) =>
  useQuery({
    queryKey: calendarFeedKeys.one(scope, salonId),
    queryFn: () => fetchCalendarFeed(scope, salonId),
  });
