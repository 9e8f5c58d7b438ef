import { describe, expect, it } from 'vitest';
import {
  addDays,
  type AvailabilityEmployee,
  instantOf,
  type Interval,
  isoDate,
  type WorkDay,
} from './availability.js';
import { freeSlots, parseLocalDate, scheduleFit } from './free-slots.js';
import { partOccupancy, type OccupiedPiece } from './service-timing.js';

/**
 * Property tests of the availability engine: for many random salons (hours, breaks, days off, appointments,
 * time zones with and without daylight saving, including one whose clocks change at midnight), no offered
 * time overlaps an appointment, a break or a day off, or falls outside hours — and every time a brute-force
 * search finds is offered. Half the cases book a service with buffers and a processing gap: then
 * what the employee is busy with is the pieces, not the slot. A seeded generator keeps failures reproducible.
 */

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const ZONES = [
  'America/Caracas',
  'America/New_York',
  'Europe/Madrid',
  'America/Santiago',
  'America/Havana', // clocks change at midnight: 00:00 does not exist on the spring day
  'Australia/Lord_Howe', // a half-hour change
  'Asia/Kolkata',
];
// Ranges that contain daylight-saving changes of the zones above.
const RANGES = [
  ['2026-03-05', '2026-03-16'],
  ['2026-03-24', '2026-04-07'],
  ['2026-09-01', '2026-09-10'],
  ['2026-10-20', '2026-11-05'],
];

const hour = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function randomDay(g: ReturnType<typeof generator>): WorkDay {
  const start = g.int(0, 40) * 15; // 00:00 to 10:00, so midnight starts are covered
  const end = Math.min(start + g.int(4, 60) * 15, 23 * 60 + 45);
  const withBreak = g.next() < 0.5 && end - start > 120;
  const breakStart = start + 60;
  return {
    start_hour: hour(start),
    end_hour: hour(end),
    start_break_hour: withBreak ? hour(breakStart) : null,
    end_break_hour: withBreak ? hour(breakStart + g.pick([15, 30, 60])) : null,
    active: g.next() < 0.8,
    available: true,
  };
}

function randomCase(seed: number) {
  const g = generator(seed);
  const timeZone = g.pick(ZONES);
  const [from, to] = g.pick(RANGES) as [string, string];
  const first = instantOf(parseLocalDate(from), 0, timeZone) ?? new Date(`${from}T12:00:00Z`);
  const last = new Date(Date.parse(`${to}T23:59:00Z`) + 86_400_000);
  const employees: AvailabilityEmployee[] = Array.from({ length: g.int(1, 3) }, (_, index) => {
    const busy: Interval[] = Array.from({ length: g.int(0, 25) }, () => {
      const start = new Date(
        first.getTime() + g.int(0, Math.floor((last.getTime() - first.getTime()) / 900_000)) * 900_000,
      );
      return { start, end: new Date(start.getTime() + g.int(1, 12) * 15 * 60_000) };
    });
    const daysOff = Array.from({ length: g.int(0, 3) }, () =>
      isoDate(addDays(parseLocalDate(from), g.int(0, 10))),
    );
    return { id: `e${index}`, schedule: Array.from({ length: 7 }, () => randomDay(g)), daysOff, busy };
  });
  const salonDays = g.next() < 0.5 ? Array.from({ length: 7 }, () => randomDay(g)) : null;
  const durationMinutes = g.pick([15, 30, 45, 60, 90]);
  const gap = durationMinutes >= 45 && g.next() < 0.5;
  const occupancy =
    g.next() < 0.5
      ? partOccupancy(durationMinutes, {
          bufferBefore: g.pick([0, 5, 10, 30]),
          bufferAfter: g.pick([0, 10, 15, 60]),
          processingStart: gap ? 15 : 0,
          processingMinutes: gap ? durationMinutes - 30 : 0,
        })
      : undefined;
  return {
    employees,
    salonDays,
    timeZone,
    from,
    to,
    durationMinutes,
    occupancy,
    now: new Date(first.getTime() + g.int(0, 3) * 86_400_000 + g.int(0, 95) * 900_000),
  };
}

const overlaps = (a: Interval, start: Date, end: Date) => a.start < end && a.end > start;

/** Whether the employee is busy during any piece the booking from `start` occupies (the whole slot if none). */
const taken = (busy: readonly Interval[], start: Date, end: Date, occupancy?: readonly OccupiedPiece[]) =>
  (occupancy ?? [{ from: 0, to: (end.getTime() - start.getTime()) / 60_000 }]).some((piece) =>
    busy.some((b) =>
      overlaps(
        b,
        new Date(start.getTime() + piece.from * 60_000),
        new Date(start.getTime() + piece.to * 60_000),
      ),
    ),
  );

/** Every free start on the quarter hours, found the slow way: each quarter hour of each day, checked alone. */
function bruteForce(input: ReturnType<typeof randomCase>): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (let date = parseLocalDate(input.from); isoDate(date) <= input.to; date = addDays(date, 1)) {
    for (const employee of input.employees) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const start = instantOf(date, minutes, input.timeZone);
        if (!start || start <= input.now) continue;
        const end = new Date(start.getTime() + input.durationMinutes * 60_000);
        const fit = scheduleFit({
          employee,
          salonDays: input.salonDays,
          timeZone: input.timeZone,
          start,
          end,
        });
        if (fit !== 'ok' || taken(employee.busy!, start, end, input.occupancy)) continue;
        found.set(start.getTime(), [...(found.get(start.getTime()) ?? []), employee.id]);
      }
    }
  }
  return found;
}

describe('freeSlots (property tests over random salons)', () => {
  // The brute force reads the zone's clock for every quarter hour: slow on purpose, hence the long timeouts.
  it(
    'offers no time overlapping an appointment, a break or a day off, or outside hours',
    { timeout: 120_000 },
    () => {
      for (let seed = 1; seed <= 200; seed++) {
        const input = randomCase(seed);
        for (const slot of freeSlots(input)) {
          expect(slot.start.getTime(), `seed ${seed}`).toBeGreaterThan(input.now.getTime());
          expect(slot.end.getTime() - slot.start.getTime()).toBe(input.durationMinutes * 60_000);
          for (const id of slot.employeeIds) {
            const employee = input.employees.find((e) => e.id === id)!;
            expect(taken(employee.busy!, slot.start, slot.end, input.occupancy), `seed ${seed} busy`).toBe(
              false,
            );
            const fit = scheduleFit({ ...input, employee, start: slot.start, end: slot.end });
            expect(fit, `seed ${seed} ${input.timeZone} ${slot.start.toISOString()}`).toBe('ok');
          }
        }
      }
    },
  );

  it(
    'offers every free time a brute-force search finds, with the same employees',
    { timeout: 120_000 },
    () => {
      for (let seed = 301; seed <= 380; seed++) {
        const input = randomCase(seed);
        const expected = bruteForce(input);
        const actual = new Map(freeSlots(input).map((slot) => [slot.start.getTime(), slot.employeeIds]));
        expect([...actual.keys()].sort(), `seed ${seed} ${input.timeZone}`).toEqual(
          [...expected.keys()].sort(),
        );
        for (const [start, ids] of expected) expect(actual.get(start)?.sort()).toEqual(ids.sort());
      }
    },
  );

  it('never offers the hour skipped at midnight in Havana, and books across the change correctly', () => {
    const day: WorkDay = { start_hour: '00:00', end_hour: '03:00', active: true, available: true };
    const employee = { id: 'e', schedule: Array.from({ length: 7 }, () => day), busy: [] };
    // Cuba springs forward at 00:00 on 8 March 2026: that day's local midnight to 01:00 does not exist.
    const slots = freeSlots({
      employees: [employee],
      durationMinutes: 60,
      timeZone: 'America/Havana',
      from: '2026-03-08',
      to: '2026-03-08',
    });
    const local = slots.map((slot) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Havana',
        hour: '2-digit',
        minute: '2-digit',
      }).format(slot.start),
    );
    expect(local).not.toContain('00:00');
    expect(local[0]).toBe('01:00');
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 3_600_000)).toBe(true);
  });

  it('keeps a slot clear of a break of the salon even when the employee has none', () => {
    const open: WorkDay = { start_hour: '09:00', end_hour: '12:00', active: true, available: true };
    const salon: WorkDay = { ...open, start_break_hour: '10:00', end_break_hour: '11:00' };
    const slots = freeSlots({
      employees: [{ id: 'e', schedule: Array(7).fill(open), busy: [] }],
      salonDays: Array(7).fill(salon),
      durationMinutes: 60,
      timeZone: 'UTC',
      from: '2026-05-04',
      to: '2026-05-04',
    });
    expect(slots.map((slot) => slot.start.toISOString().slice(11, 16))).toEqual(['09:00', '11:00']);
  });
});
