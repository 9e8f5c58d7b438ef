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
import { listedParts } from '../appointment-view/index.js';
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
  deposit: VisitWire['deposit'],
): VisitWire {
  const { appointment: row, salon } = view;
  const start = localOf(row.startsAt, salon.timeZone);
  const visitAddress = salon.serviceType === 'freelancer' && row.address ? row.address : null;
  const parts = listedParts(view.parts);
  const endsAt = parts.at(-1)?.appointment.endsAt ?? row.endsAt;
  const priceCents = parts.length
    ? parts.reduce((sum, part) => sum + part.appointment.priceCents, 0)
    : row.priceCents;
  const service = {
    name: view.service.name,
    duration: view.service.durationMinutes,
    price_type: view.service.priceType,
  };
  return {
    _id: row.id,
    status: row.status,
    date: start.date,
    time: start.time,
    end_time: localOf(endsAt, salon.timeZone).time,
    start: row.startsAt.toISOString(),
    end: endsAt.toISOString(),
    time_zone: salon.timeZone,
    salon: {
      name: salon.title,
      address: visitAddress ? visitAddress.address : salon.address,
      city: visitAddress ? visitAddress.city : salon.city,
      is_visit_address: visitAddress !== null,
      contact: contactOf(salon),
    },
    service: parts.length
      ? {
          name: parts.map((part) => part.service.name).join(', '),
          duration: parts.reduce((sum, part) => sum + part.service.durationMinutes, 0),
          price_type: parts.some((part) => part.service.priceType === 'starting_from')
            ? 'starting_from'
            : 'exact',
        }
      : service,
    parts: parts.map((part) => ({
      service: {
        name: part.service.name,
        duration: part.service.durationMinutes,
        price_type: part.service.priceType,
      },
      employee: { firstName: part.employee.firstName },
      start: part.appointment.startsAt.toISOString(),
      end: part.appointment.endsAt.toISOString(),
      time: localOf(part.appointment.startsAt, salon.timeZone).time,
      end_time: localOf(part.appointment.endsAt, salon.timeZone).time,
      price: toDollars(part.appointment.priceCents),
    })),
    series: view.series.map((occurrence) => ({
      start: occurrence.startsAt.toISOString(),
      status: occurrence.status,
    })),
    employee: { firstName: view.employee.firstName },
    client: { firstName: view.client.firstName },
    price: toDollars(priceCents),
    travel_fee: row.travelFeeCents === null ? null : toDollars(row.travelFeeCents),
    total: toDollars(priceCents + (row.travelFeeCents ?? 0)),
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
    deposit,
  };
}
