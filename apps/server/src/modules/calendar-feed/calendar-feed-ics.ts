import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CALENDAR_FEED, type CalendarFeedScope, type Language } from '@salon/core';
import type { FeedEvent } from './calendar-feed.repository.js';

export interface FeedFile {
  scope: CalendarFeedScope;
  language: Language;
  /** What the subscriber's calendar list shows. */
  name: string;
  timeZone: string;
  /** The server's host name: UIDs are `<appointment id>@<host>`, unique beyond this app. */
  host: string;
  events: FeedEvent[];
}

const WHO: Record<Language, string> = { 'es-ve': 'Atiende', 'en-ve': 'With' };

/** The same appointment keeps its UID in every fetch, so a calendar updates the event instead of adding one. */
export const feedUid = (appointmentId: string, host: string) => `${appointmentId}@${host}`;

/**
 * The feed as an iCalendar file. Times are in UTC (every calendar shows them on its own clock); the salon's
 * zone is named in X-WR-TIMEZONE for calendars that place new events by it. Each event says the service and
 * the client's first name only, and where (the salon's address); a salon-wide feed also says who attends.
 * DTSTAMP and LAST-MODIFIED are the appointment's last change, so an unchanged salon gives the same bytes
 * (and ETag) on every fetch.
 */
export function feedCalendar(file: FeedFile): string {
  const calendar = ical({
    prodId: { company: 'salon', product: 'calendar-feed', language: file.language === 'es-ve' ? 'ES' : 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: file.name,
    ttl: CALENDAR_FEED.refreshMinutes * 60,
    x: [['X-WR-TIMEZONE', file.timeZone]],
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: feedUid(event.id, file.host),
      start: event.startsAt,
      end: event.endsAt,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      // As in the client's mailed file (visit-calendar.ts): grows with every change of the appointment.
      sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000)),
      summary: [event.serviceName, event.clientFirstName.trim()].filter(Boolean).join(' · '),
      description: file.scope === 'salon' ? `${WHO[file.language]}: ${event.employeeFirstName}` : null,
      location: [event.salonAddress, event.salonCity].filter(Boolean).join(', ') || null,
      status: event.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
