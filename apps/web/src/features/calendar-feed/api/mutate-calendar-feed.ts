import type { CalendarFeedCreatedWire, CalendarFeedScope, CalendarFeedWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { calendarFeedKeys, FEED_PATH } from './calendar-feed-keys';

/** POST account/calendar-feed: a new address, replacing the live one; the address comes only in this answer. */
export const createCalendarFeed = async (
  scope: CalendarFeedScope,
  salonId: string,
): Promise<CalendarFeedCreatedWire> =>
  unwrapData(await apiRequest(FEED_PATH, { method: 'POST', body: { scope, salon_id: salonId } }));

/** DELETE account/calendar-feed: stops sharing. */
export const stopCalendarFeed = async (scope: CalendarFeedScope, salonId: string): Promise<void> => {
  await apiRequest(FEED_PATH, { method: 'DELETE', query: { scope, salon_id: salonId } });
};

/** The feed as GET answers it later: the address is not kept. */
const shown = (created: CalendarFeedCreatedWire): CalendarFeedWire => ({
  _id: created._id,
  scope: created.scope,
  salon_id: created.salon_id,
  created_at: created.created_at,
  last_fetched_at: created.last_fetched_at,
});

export const useCreateCalendarFeed = (scope: CalendarFeedScope, salonId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(scope, salonId),
    onSuccess: (created) => queryClient.setQueryData(calendarFeedKeys.one(scope, salonId), shown(created)),
  });
};

export const useStopCalendarFeed = (scope: CalendarFeedScope, salonId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopCalendarFeed(scope, salonId),
    onSuccess: () => queryClient.setQueryData(calendarFeedKeys.one(scope, salonId), null),
  });
};
