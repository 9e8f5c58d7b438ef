import { z } from 'zod';

/**
 * Private calendar feeds: an iCalendar address Google Calendar or Apple Calendar subscribes to.
 * `own`: the caller's own appointments (an employee login); `salon`: every appointment of one salon (owner and
 * manager). One active feed per (account, scope, salon); a new one replaces it. docs/decisions.md "Calendar
 * feeds" says what a feed holds and why.
 */
export const CALENDAR_FEED_SCOPES = ['salon', 'own'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

export const CALENDAR_FEED = {
  /** The window a feed lists: from this many months back to this many ahead, by start. */
  monthsBack: 1,
  monthsAhead: 3,
  /** At most this many events in one answer (the earliest first), so a huge salon cannot make one huge file. */
  maxEvents: 5000,
  /** What the file asks subscribers to wait between refreshes (Apple honours it; Google polls on its own). */
  refreshMinutes: 60,
} as const;

/** Which feed a call is about: its scope and the salon (an employee's own salon for `own`). */
export const calendarFeedQuerySchema = z.object({
  scope: z.enum(CALENDAR_FEED_SCOPES, 'validation.invalid'),
  salon_id: z.uuid('validation.salonRequired'),
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuerySchema>;

/** `POST /account/calendar-feed`: makes a new address, revoking the one there was. */
export const calendarFeedBodySchema = calendarFeedQuerySchema;
export type CalendarFeedBody = z.input<typeof calendarFeedBodySchema>;

/** A feed as its owner sees it later: its address is not kept (only its hash), so it is not here. */
export const calendarFeedWireSchema = z.object({
  _id: z.string(),
  scope: z.enum(CALENDAR_FEED_SCOPES),
  salon_id: z.string(),
  created_at: z.string(),
  /** The last time a calendar fetched it (to the hour); null until one does. */
  last_fetched_at: z.string().nullable(),
});
export type CalendarFeedWire = z.infer<typeof calendarFeedWireSchema>;

export const calendarFeedResponseSchema = z.object({ data: calendarFeedWireSchema.nullable() });

/** The new feed with its address, shown once: only its hash is stored. */
export const calendarFeedCreatedWireSchema = calendarFeedWireSchema.extend({ url: z.string() });
export type CalendarFeedCreatedWire = z.infer<typeof calendarFeedCreatedWireSchema>;
export const calendarFeedCreatedResponseSchema = z.object({ data: calendarFeedCreatedWireSchema });

export const calendarFeedRevokedResponseSchema = z.object({ data: z.object({ revoked: z.boolean() }) });

/** `GET /public/calendar-feed/{token}.ics`: the secret in the address is the only key. */
export const calendarFeedParamsSchema = z.object({ token: z.string().min(1).max(100) });
