import type { PublicWaitlistJoinedWire, WaitlistEntryWire } from '@salon/core';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../db/tables/waitlist.table.js';
import type { EntryView } from './waitlist.repository.js';

/** Local minutes since midnight as the forms write them ("09:30"). */
export const hourOf = (minutes: number | null): string | null =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "09:30" as local minutes since midnight. */
export const minutesOf = (hour: string | null): number | null =>
  hour === null ? null : Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

const windowOf = (entry: WaitlistEntryRow) => ({
  from_date: entry.fromDate,
  to_date: entry.toDate,
  from_time: hourOf(entry.fromMinute),
  to_time: hourOf(entry.toMinute),
});

export function toEntryWire(
  view: EntryView,
  offer: WaitlistOfferRow | undefined,
  employeeNames: ReadonlyMap<string, string>,
  position: number | null,
): WaitlistEntryWire {
  const { entry, client, service, employee } = view;
  return {
    _id: entry.id,
    salon_id: entry.salonId,
    position,
    client: {
      _id: client.id,
      name: `${client.firstName} ${client.lastName}`.trim(),
      email: client.email,
      phone: client.phone,
    },
    service: { _id: service.id, name: service.name, duration: service.durationMinutes },
    employee: employee
      ? { _id: employee.id, name: `${employee.firstName} ${employee.lastName}`.trim() }
      : null,
    ...windowOf(entry),
    note: entry.note,
    status: entry.status,
    source: entry.source,
    created_at: entry.createdAt.toISOString(),
    offer: offer
      ? {
          status: offer.status,
          start: offer.startsAt.toISOString(),
          end: offer.endsAt.toISOString(),
          employee: { _id: offer.employeeId, name: employeeNames.get(offer.employeeId) ?? '' },
          expires_at: offer.expiresAt.toISOString(),
        }
      : null,
    appointment_id: entry.appointmentId,
  };
}

export const toJoinedWire = (
  entry: WaitlistEntryRow,
  names: { service: string; employee: string | null },
): PublicWaitlistJoinedWire => ({
  status: 'waiting',
  service: names.service,
  employee: names.employee,
  ...windowOf(entry),
});
