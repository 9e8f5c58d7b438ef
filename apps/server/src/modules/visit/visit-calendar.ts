import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { VisitView } from './visit.repository.js';

/** The calendar UID of an appointment: the same in every file about it, so a calendar updates one event. */
export const visitUid = (appointmentId: string) => `${appointmentId}@salon`;

/**
 * The visit as an iCalendar file (times in UTC, which every calendar converts to its own zone). SEQUENCE grows
 * with each change of the appointment, so an updated or cancelled file replaces the one already imported.
 */
export function visitCalendar(view: VisitView, pageUrl: string): string {
  const { appointment, salon } = view;
  const calendar = ical({
    prodId: { company: 'salon', product: 'visit', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const location = appointment.address
    ? [appointment.address.address, appointment.address.city].filter(Boolean).join(', ')
    : [salon.address, salon.city].filter(Boolean).join(', ');
  calendar.createEvent({
    id: visitUid(appointment.id),
    start: appointment.startsAt,
    end: appointment.endsAt,
    stamp: appointment.updatedAt,
    sequence: Math.max(
      0,
      Math.floor((appointment.updatedAt.getTime() - appointment.createdAt.getTime()) / 1000),
    ),
    summary: `${view.service.name} · ${salon.title}`,
    description: `${view.service.name} (${view.employee.firstName})\n${salon.phone}\n${pageUrl}`,
    location,
    url: pageUrl,
    status: appointment.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
