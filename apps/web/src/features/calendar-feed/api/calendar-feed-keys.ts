import type { CalendarFeedScope } from '@salon/core';

/** Query keys of the calendar feed feature. */
export const calendarFeedKeys = {
  all: ['calendar-feed'] as const,
  one: (scope: CalendarFeedScope, salonId: string) => [...calendarFeedKeys.all, scope, salonId] as const,
};

/** The feed's calls, under the account: a feed belongs to the person who made it. */
export const FEED_PATH = '/api/v1/business/account/calendar-feed';
