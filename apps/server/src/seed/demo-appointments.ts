import {
  addDays,
  instantOf,
  priceAt,
  wallClockOf,
  weekdayIndex,
  type AppointmentStatus,
  type LocalDate,
  type PromotionTerms,
  type ScheduleDay,
} from '@salon/core';
import type { Executor } from '../lib/db.js';
import { newId } from '../lib/ids.js';
import { insertAppointments } from '../modules/appointment/index.js';
import { appointmentPayments } from '../db/tables/appointment-payment.table.js';
import type { NewAppointment } from '../db/tables/appointment.table.js';
import type { DemoBookables } from './demo-staff.js';

const toMinutes = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));
/** Minutes left free after each appointment, in turn: a calendar with some air in it. */
const GAPS = [0, 30, 15, 60, 0, 45];
const PAST: AppointmentStatus[] = ['done', 'done', 'done', 'no_show', 'done', 'cancelled', 'done'];
const FUTURE: AppointmentStatus[] = ['reserved', 'reserved', 'pending', 'reserved', 'cancelled', 'reserved'];
const PAYMENTS = ['cash', 'zelle', 'pagoMovil', null] as const;

/**
 * A month of history and a month ahead for the salon's employees, inside the salon's hours and clear of the
 * break, never overlapping for one employee (each day is walked with a cursor). Past appointments are done,
 * no-show or cancelled; future ones reserved, pending or cancelled. Deterministic apart from today's date.
 * No event log entries: six hundred "created" lines would bury the demo's real history.
 */
export async function insertDemoAppointments(
  tx: Executor,
  input: {
    companyId: string;
    salonId: string;
    timeZone: string;
    hours: ScheduleDay[];
    bookables: DemoBookables;
    /** Appointments inside a promotion are booked at its price, as the booking dialog would. */
    promotions: readonly PromotionTerms[];
    now: Date;
  },
): Promise<number> {
  const { bookables, hours, timeZone, now } = input;
  const clock = wallClockOf(now, timeZone);
  const today: LocalDate = { year: clock.year, month: clock.month, day: clock.day };
  const rows: NewAppointment[] = [];
  let turn = 0;
  for (let offset = -30; offset <= 30; offset++) {
    const date = addDays(today, offset);
    const day = hours[weekdayIndex(date)];
    if (!day?.active) continue;
    const open = toMinutes(day.start_hour);
    const close = toMinutes(day.end_hour);
    const breakStart = day.start_break_hour ? toMinutes(day.start_break_hour) : null;
    const breakEnd = day.end_break_hour ? toMinutes(day.end_break_hour) : null;
    for (const [index, employee] of bookables.staff.entries()) {
      if (employee.services.length === 0) continue;
      // Employees start the day at different times, so the calendar does not look like a grid.
      let cursor = open + ((index + offset + 60) % 4) * 30;
      for (let count = 0; count < 4; count++) {
        turn++;
        const service = employee.services[turn % employee.services.length]!;
        let start = cursor;
        if (
          breakStart !== null &&
          breakEnd !== null &&
          start < breakEnd &&
          start + service.minutes > breakStart
        ) {
          start = breakEnd;
        }
        const end = start + service.minutes;
        if (end > close) break;
        const startsAt = instantOf(date, start, timeZone);
        const endsAt = instantOf(date, end, timeZone);
        cursor = end + GAPS[turn % GAPS.length]!;
        if (!startsAt || !endsAt) continue;
        const past = startsAt <= now;
        const price = priceAt(
          { id: service.id, regularPriceCents: service.priceCents, discountPriceCents: null },
          input.promotions,
          startsAt,
          timeZone,
        );
        const statuses = past ? PAST : FUTURE;
        rows.push({
          id: newId(),
          companyId: input.companyId,
          salonId: input.salonId,
          clientId: bookables.clientIds[turn % bookables.clientIds.length]!,
          employeeId: employee.id,
          serviceId: service.id,
          startsAt,
          endsAt,
          // A started appointment still today is often not marked yet.
          status: past && endsAt > now ? 'reserved' : statuses[turn % statuses.length]!,
          priceCents: price.priceCents,
          promotionId: price.promotion?.id ?? null,
          paymentMethod: past ? PAYMENTS[turn % PAYMENTS.length]! : null,
          note: turn % 9 === 0 ? 'Prefiere café sin azúcar.' : '',
          serviceCount: 1,
        });
      }
    }
  }
  await insertAppointments(tx, rows);
  // Done visits with a method were paid in full that way, when they ended: their checkout says so.
  const payments = rows.flatMap((row) =>
    row.status === 'done' && row.paymentMethod && row.priceCents > 0
      ? [
          {
            id: newId(),
            companyId: row.companyId,
            salonId: row.salonId,
            appointmentId: row.id!,
            method: row.paymentMethod,
            currency: 'USD' as const,
            amountCents: row.priceCents,
            dollarsCents: row.priceCents,
            paidAt: row.endsAt,
          },
        ]
      : [],
  );
  for (let i = 0; i < payments.length; i += 200)
    await tx.insert(appointmentPayments).values(payments.slice(i, i + 200));
  return rows.length;
}
