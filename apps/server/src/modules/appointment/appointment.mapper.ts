import { isoDate, wallClockOf, type AppointmentWire, type ClientVisitWire, toDollars } from '@salon/core';
import type { AppointmentView } from '../appointment-view/index.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import { salonRef, type EventInput } from '../event-log/index.js';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const QUARTER_HOUR_MS = 15 * 60_000;
/** Local dates already worked out, by zone and quarter-hour; cleared when it grows past a few weeks of a busy salon. */
const localDates = new Map<string, string>();

/**
 * The local date of an instant in the salon's time zone, as `YYYY-MM-DD`. Every zone's offset and every
 * change of offset falls on a quarter-hour, so one UTC quarter-hour has one local date: a week of 500
 * appointments asks the zone's formatter a few dozen times rather than 500 (the calendar's first answer
 * after a change).
 */
export const localDateOf = (instant: Date, timeZone: string): string => {
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  let date = localDates.get(key);
  if (date === undefined) {
    if (localDates.size >= 20_000) localDates.clear();
    date = isoDate(wallClockOf(instant, timeZone));
    localDates.set(key, date);
  }
  return date;
};

export const toAppointmentWire = (view: AppointmentView): AppointmentWire => {
  const row = view.appointment;
  return {
    _id: row.id,
    salon_id: row.salonId,
    date: localDateOf(row.startsAt, view.timeZone),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    time_zone: view.timeZone,
    client: {
      _id: view.client.id,
      firstName: view.client.firstName,
      lastName: view.client.lastName,
      phoneNumber: view.client.phone,
    },
    employee: { _id: view.employee.id, name: nameOf(view.employee) },
    service: { _id: view.service.id, name: view.service.name, duration: view.service.durationMinutes },
    price: toDollars(row.priceCents),
    promotion: view.promotion ? { _id: view.promotion.id, title: view.promotion.title } : null,
    status: row.status,
    note: row.note,
    payment_method: row.paymentMethod ?? null,
    client_phone: row.clientPhone,
    address: row.address ?? null,
    travel_fee: row.travelFeeCents === null ? null : toDollars(row.travelFeeCents),
    service_count: row.serviceCount,
    visit_id: row.visitId,
    series_id: row.seriesId,
    timing:
      row.bufferBeforeMinutes || row.bufferAfterMinutes || row.processingMinutes
        ? {
            buffer_before: row.bufferBeforeMinutes,
            buffer_after: row.bufferAfterMinutes,
            processing_start: row.processingStartMinutes,
            processing_minutes: row.processingMinutes,
          }
        : null,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

export const toClientVisitWire = (
  view: AppointmentView,
  visit: ClientVisitWire['visit'],
): ClientVisitWire => ({
  _id: view.appointment.id,
  start: view.appointment.startsAt.toISOString(),
  end: view.appointment.endsAt.toISOString(),
  employee: { _id: view.employee.id, name: nameOf(view.employee) },
  service: { _id: view.service.id, name: view.service.name },
  price: toDollars(view.appointment.priceCents),
  status: view.appointment.status,
  visit,
});

/** What an event log entry shows of an appointment. */
export const loggedAppointment = (row: AppointmentRow) => ({
  client_id: row.clientId,
  employee_id: row.employeeId,
  service_id: row.serviceId,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  price: toDollars(row.priceCents),
  promotion_id: row.promotionId,
  status: row.status,
  note: row.note,
  payment_method: row.paymentMethod,
  client_phone: row.clientPhone,
  address: row.address,
  service_count: row.serviceCount,
});

type Named = { firstName: string; lastName: string };

/**
 * The event log entry of a new appointment, whoever booked it (staff in the calendar, a client online): who
 * with whom for what, and its logged fields. Only an online booking names its source; staff is the default.
 */
export const appointmentCreatedEvent = (
  salon: { id: string; title: string },
  booked: { appointment: AppointmentRow; client: Named; employee: Named; service: { name: string } },
): EventInput => ({
  action: 'create',
  area: 'appointment',
  entityId: booked.appointment.id,
  salon: salonRef(salon),
  details: {
    client: `${booked.client.firstName} ${booked.client.lastName}`,
    employee: `${booked.employee.firstName} ${booked.employee.lastName}`,
    service: booked.service.name,
    ...loggedAppointment(booked.appointment),
    ...(booked.appointment.source === 'staff' ? {} : { source: booked.appointment.source }),
  },
});
