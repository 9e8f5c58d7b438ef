import {
  isoDate,
  wallClockOf,
  whatsappUrl,
  type VisitCancelReason,
  type VisitContact,
  type VisitRescheduleReason,
  type VisitReviewReason,
  type VisitWire,
  toDollars,
} from '@salon/core';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { VisitView } from './visit.repository.js';

export interface CancelState {
  reason: VisitCancelReason | null;
  deadline: Date | null;
  noticeHours: number;
  remaining: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The local date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in the salon's zone. */
export function localOf(instant: Date, timeZone: string) {
  const wall = wallClockOf(instant, timeZone);
  return { date: isoDate(wall), time: clock(wall.minutes) };
}

export const contactOf = (salon: SalonRow): VisitContact => ({
  phone: salon.phone,
  whatsapp_url: whatsappUrl(salon.phone),
  email: salon.email,
});

export function toVisitWire(
  view: VisitView,
  cancel: CancelState,
  review: VisitReviewReason | null,
  reschedule: VisitRescheduleReason | null,
  bolivares: VisitWire['bolivares'],
): VisitWire {
  const { appointment: row, salon } = view;
  const start = localOf(row.startsAt, salon.timeZone);
  const visitAddress = salon.serviceType === 'freelancer' && row.address ? row.address : null;
  return {
    _id: row.id,
    status: row.status,
    date: start.date,
    time: start.time,
    end_time: localOf(row.endsAt, salon.timeZone).time,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    time_zone: salon.timeZone,
    salon: {
      name: salon.title,
      address: visitAddress ? visitAddress.address : salon.address,
      city: visitAddress ? visitAddress.city : salon.city,
      is_visit_address: visitAddress !== null,
      contact: contactOf(salon),
    },
    service: {
      name: view.service.name,
      duration: view.service.durationMinutes,
      price_type: view.service.priceType,
    },
    employee: { firstName: view.employee.firstName },
    client: { firstName: view.client.firstName },
    price: toDollars(row.priceCents),
    travel_fee: row.travelFeeCents === null ? null : toDollars(row.travelFeeCents),
    total: toDollars(row.priceCents + (row.travelFeeCents ?? 0)),
    bolivares,
    cancel: {
      allowed: cancel.reason === null,
      reason: cancel.reason,
      deadline: cancel.deadline?.toISOString() ?? null,
      notice_hours: cancel.noticeHours,
      remaining: cancel.remaining,
    },
    reschedule: { allowed: reschedule === null, reason: reschedule },
    review: { possible: review === null, given: view.reviewed, reason: review },
  };
}
