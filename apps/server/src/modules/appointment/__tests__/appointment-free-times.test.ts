import {
  addDays,
  instantOf,
  isoDate,
  NO_TIMING,
  parseLocalDate,
  partOccupancy,
  type FreeSlot,
  type ServiceTiming,
} from '@salon/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, book, bookingWorld, dayFromToday, WEEK } from '../../../test/appointment-fixtures.js';
import { addPerformer, workWeek } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newId } from '../../../lib/ids.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { employees } from '../../../db/tables/employee.table.js';
import { salons } from '../../../db/tables/salon.table.js';
import { freeAtStarts, freeTimes, freeTimesOnDays } from '../appointment-free-times.js';

/**
 * A series' scattered dates are read with a window per day (a third of the calendar's margin), or only
 * around the asked starts, and the engine given each day's busy times only: the answers must be those of
 * `freeTimes` asked day by day, in any zone,
 * on clock-change days (Santiago skips and repeats its midnight), with buffers reaching past midnight and a
 * day off.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let staffIds: string[];
const HOUR = 3_600_000;

/** The next day in `timeZone` whose length is not 24 hours (a clock change), within about a year. */
function nextClockChange(timeZone: string): string | null {
  let day = parseLocalDate(dayFromToday(2));
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    const start = instantOf(day, 0, timeZone);
    const end = instantOf(addDays(day, 1), 0, timeZone);
    if (!start || !end || end.getTime() - start.getTime() !== 24 * HOUR) return isoDate(day);
  }
  return null;
}

const days = [
  dayFromToday(3),
  dayFromToday(4),
  dayFromToday(10),
  ...[nextClockChange('America/Santiago'), nextClockChange('America/New_York')].filter(
    (day): day is string => !!day,
  ),
];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'free.times@example.com');
  const beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [w.service._id],
    firstName: 'Bea',
    schedule: WEEK,
    daysOff: [days[1]!],
  });
  staffIds = [w.employeeId, beaId];
  // Appointments around the clock on each day and the days either side, some with long buffers.
  const template = await book(t, w.token, w.booking({ start: at(dayFromToday(60), '10:00') }));
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, template._id));
  const rows = days.flatMap((day) =>
    [-1, 0, 1].flatMap((shift) => {
      const date = isoDate(addDays(parseLocalDate(day), shift));
      return [0, 3, 6, 9, 12, 15, 18, 21].map((hour, index) => {
        const start = new Date(
          `${date}T${String(hour).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:00Z`,
        );
        return {
          ...row!,
          id: newId(),
          employeeId: staffIds[index % 2]!,
          startsAt: start,
          endsAt: new Date(start.getTime() + 45 * 60_000),
          bufferBeforeMinutes: index % 3 === 0 ? 60 : 0,
          bufferAfterMinutes: index % 4 === 0 ? 240 : 0,
        };
      });
    }),
  );
  await t.db.insert(appointments).values(rows).onConflictDoNothing();
});
afterAll(() => t.close());

describe('free times on scattered days', () => {
  it('answers as freeTimes asked one day at a time', async () => {
    const [salon] = await t.db.select().from(salons).where(eq(salons.id, w.salon._id));
    // Working around the clock (and the salon's hours left out), so buffers reach into the days either side.
    const allDay = workWeek(
      Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, ['00:00', '23:55']])),
    );
    const staff = (await t.db.select().from(employees).where(inArray(employees.id, staffIds))).map(
      (employee) => ({ ...employee, schedule: allDay }),
    );
    const bookings: [number, ServiceTiming][] = [
      [45, NO_TIMING],
      [45, { bufferBefore: 120, bufferAfter: 240, processingStart: 0, processingMinutes: 0 }],
      [90, { bufferBefore: 15, bufferAfter: 30, processingStart: 30, processingMinutes: 30 }],
    ];
    const zones = [
      'America/Caracas',
      'America/Santiago',
      'America/New_York',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    let compared = 0;
    let startsFree = 0;
    let startsTaken = 0;
    for (const timeZone of zones) {
      for (const [durationMinutes, timing] of bookings) {
        const query = {
          companyId: w.company._id,
          salon: { ...salon!, timeZone, scheduleId: null },
          staff,
          durationMinutes,
          occupancy: partOccupancy(durationMinutes, timing),
          now: new Date(),
          stepMinutes: 5,
        };
        const together = await freeTimesOnDays(t.db, query, days);
        const alone = new Map<string, FreeSlot[]>();
        for (const day of days) {
          alone.set(day, await freeTimes(t.db, { ...query, from: day, to: day }));
          expect(together.get(day), `${timeZone} ${day}`).toEqual(alone.get(day));
          compared += alone.get(day)!.length;
        }
        // One start a day, read only around it: the day's own answer for that start, free or not.
        for (let minutes = 0; minutes < 24 * 60; minutes += 55) {
          const starts = days.flatMap((date) => {
            const start = instantOf(parseLocalDate(date), minutes, timeZone);
            return start ? [{ date, start }] : [];
          });
          const atStarts = await freeAtStarts(t.db, query, starts);
          for (const { date, start } of starts) {
            const expected = alone.get(date)!.find((slot) => slot.start.getTime() === start.getTime());
            expect(atStarts.get(date), `${timeZone} ${start.toISOString()}`).toEqual(expected ?? null);
            if (expected) startsFree += 1;
            else startsTaken += 1;
          }
        }
      }
    }
    // Not vacuous: most days had free times to compare, and the starts asked were of both kinds.
    expect(compared).toBeGreaterThan(100);
    expect(startsFree).toBeGreaterThan(50);
    expect(startsTaken).toBeGreaterThan(50);
  });
});
