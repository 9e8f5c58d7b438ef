import { describe, expect, it } from 'vitest';
import { addDays, type AvailabilityEmployee, type Interval, isoDate, type WorkDay } from './availability.js';
import { freeSlots, parseLocalDate, scheduleFit } from './free-slots.js';
import {
  partOccupancy,
  visitOccupancy,
  visitPartTimings,
  type ServiceTiming,
  type VisitPart,
} from './service-timing.js';
import { visitFreeSlots, visitPartTimingsBy, type VisitPartChoice } from './visit-slots.js';

/**
 * A visit whose parts may each have their own employee (the booking page's "a person per service"). Random
 * salons check that one employee chosen for every part gets exactly the one-employee visit's times, and that
 * every offered visit leaves each employee's appointments, hours and own parts alone; small cases pin down
 * who is chosen for "anyone".
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

// Clock changes of these zones fall at night, outside the hours below (a later part in the hour repeated
// when clocks go back is not looked for: the engine names each wall-clock minute once).
const ZONES = ['America/Caracas', 'Europe/Madrid', 'America/New_York'];
const RANGES = [
  ['2026-03-05', '2026-03-12'],
  ['2026-03-26', '2026-04-02'],
  ['2026-10-22', '2026-11-04'],
];
const hour = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function randomDay(g: ReturnType<typeof generator>): WorkDay {
  const start = g.int(28, 44) * 15; // 07:00 to 11:00
  const end = Math.min(start + g.int(8, 40) * 15, 21 * 60);
  const breakStart = start + 120;
  const withBreak = g.next() < 0.5 && end - start > 240;
  return {
    start_hour: hour(start),
    end_hour: hour(end),
    start_break_hour: withBreak ? hour(breakStart) : null,
    end_break_hour: withBreak ? hour(breakStart + g.pick([15, 30, 60])) : null,
    active: g.next() < 0.85,
  };
}

const randomTiming = (g: ReturnType<typeof generator>, duration: number): ServiceTiming => {
  const gap = duration >= 45 && g.next() < 0.4;
  return {
    bufferBefore: g.pick([0, 0, 5, 10, 30]),
    bufferAfter: g.pick([0, 0, 10, 15, 60]),
    processingStart: gap ? 15 : 0,
    processingMinutes: gap ? duration - 30 : 0,
  };
};

function randomCase(seed: number) {
  const g = generator(seed);
  const timeZone = g.pick(ZONES);
  const [from, to] = g.pick(RANGES) as [string, string];
  const first = Date.parse(`${from}T00:00:00Z`);
  const span = Date.parse(`${to}T23:59:00Z`) + 2 * 86_400_000 - first;
  const employees: AvailabilityEmployee[] = Array.from({ length: g.int(1, 3) }, (_, index) => ({
    id: `e${index}`,
    schedule: Array.from({ length: 7 }, () => randomDay(g)),
    daysOff: Array.from({ length: g.int(0, 2) }, () => isoDate(addDays(parseLocalDate(from), g.int(0, 7)))),
    busy: Array.from({ length: g.int(0, 30) }, () => {
      const start = new Date(first + g.int(0, Math.floor(span / 300_000)) * 300_000);
      return { start, end: new Date(start.getTime() + g.int(1, 18) * 5 * 60_000) };
    }),
  }));
  const parts: VisitPart[] = Array.from({ length: g.int(2, 4) }, () => {
    const duration = g.pick([20, 30, 45, 60, 75]);
    return { durationMinutes: duration, timing: randomTiming(g, duration) };
  });
  return {
    employees,
    salonDays: g.next() < 0.5 ? Array.from({ length: 7 }, () => randomDay(g)) : null,
    timeZone,
    from,
    to,
    parts,
    now: new Date(first + g.int(0, 2) * 86_400_000 + g.int(0, 95) * 900_000),
    g,
  };
}

const overlaps = (a: Interval, from: number, to: number) => a.start.getTime() < to && a.end.getTime() > from;

describe('visitFreeSlots', () => {
  it(
    'gives one employee chosen for every part exactly the one-employee visit’s times',
    { timeout: 60_000 },
    () => {
      for (let seed = 1; seed <= 120; seed++) {
        const input = randomCase(seed);
        const total = input.parts.reduce((sum, part) => sum + part.durationMinutes, 0);
        for (const employee of input.employees) {
          const expected = freeSlots({
            ...input,
            employees: [employee],
            durationMinutes: total,
            occupancy: visitOccupancy(input.parts),
          });
          const actual = visitFreeSlots({
            ...input,
            parts: input.parts.map((part) => ({ ...part, employeeIds: [employee.id] })),
          });
          expect(
            actual.map((slot) => slot.start.toISOString()),
            `seed ${seed} ${employee.id}`,
          ).toEqual(expected.map((slot) => slot.start.toISOString()));
          for (const slot of actual)
            expect(slot.end).toEqual(new Date(slot.start.getTime() + total * 60_000));
        }
      }
    },
  );

  it(
    'offers only visits whose every employee is free for their part, within hours',
    { timeout: 60_000 },
    () => {
      let offered = 0;
      let shared = 0;
      for (let seed = 201; seed <= 320; seed++) {
        const input = randomCase(seed);
        const ids = input.employees.map((employee) => employee.id);
        // Each part: "anyone" (everyone, in a shuffled order) or one chosen employee.
        const parts: VisitPartChoice[] = input.parts.map((part) => ({
          ...part,
          employeeIds: input.g.next() < 0.5 ? [...ids].sort(() => input.g.next() - 0.5) : [input.g.pick(ids)],
        }));
        for (const slot of visitFreeSlots({ ...input, parts })) {
          offered += 1;
          expect(slot.start.getTime()).toBeGreaterThan(input.now.getTime());
          const chosen = slot.parts.map((part) => part.employeeId);
          if (new Set(chosen).size > 1) shared += 1;
          const timings = visitPartTimingsBy(input.parts, chosen);
          const taken = new Map<string, { from: number; to: number }[]>();
          slot.parts.forEach((part, index) => {
            expect(parts[index]!.employeeIds).toContain(part.employeeId);
            const employee = input.employees.find((e) => e.id === part.employeeId)!;
            const fit = scheduleFit({ ...input, employee, start: part.start, end: part.end });
            expect(fit, `seed ${seed} part ${index} ${part.start.toISOString()}`).toBe('ok');
            for (const piece of partOccupancy(input.parts[index]!.durationMinutes, timings[index])) {
              const from = part.start.getTime() + piece.from * 60_000;
              const to = part.start.getTime() + piece.to * 60_000;
              const busy = employee.busy!.some((interval) => overlaps(interval, from, to));
              expect(busy, `seed ${seed} part ${index} busy`).toBe(false);
              const own = taken.get(employee.id) ?? [];
              expect(
                own.some((other) => other.from < to && other.to > from),
                `seed ${seed} own`,
              ).toBe(false);
              taken.set(employee.id, [...own, { from, to }]);
            }
          });
        }
      }
      // The cases do offer visits, some of them shared by several employees.
      expect(offered).toBeGreaterThan(100);
      expect(shared).toBeGreaterThan(10);
    },
  );
});

describe('who does each part', () => {
  const day: WorkDay = { start_hour: '09:00', end_hour: '18:00', active: true };
  const week = Array.from({ length: 7 }, () => day);
  const at = (time: string) => new Date(`2026-05-04T${time}:00Z`);
  const staff = (busy: Record<string, [string, string][]>): AvailabilityEmployee[] =>
    Object.entries(busy).map(([id, times]) => ({
      id,
      schedule: week,
      busy: times.map(([start, end]) => ({ start: at(start), end: at(end) })),
    }));
  const slotsOf = (employees: AvailabilityEmployee[], parts: VisitPartChoice[]) =>
    visitFreeSlots({ employees, parts, timeZone: 'UTC', from: '2026-05-04', to: '2026-05-04' });
  const at10 = (employees: AvailabilityEmployee[], parts: VisitPartChoice[]) =>
    slotsOf(employees, parts).find((slot) => slot.start.getTime() === at('10:00').getTime());

  it('keeps the employee of the part before when free, else takes the first free in order', () => {
    const employees = staff({ ana: [], bea: [], luis: [['10:30', '11:00']] });
    const anyone = ['luis', 'bea', 'ana'];
    const slot = at10(employees, [
      { durationMinutes: 30, employeeIds: anyone },
      { durationMinutes: 30, employeeIds: anyone },
      { durationMinutes: 30, employeeIds: ['ana'] },
      { durationMinutes: 30, employeeIds: anyone },
    ]);
    // Luis is first but busy for the second part: Bea, the next free; then Ana (chosen), who goes on.
    expect(slot?.parts.map((part) => part.employeeId)).toEqual(['luis', 'bea', 'ana', 'ana']);
    expect(slot?.employeeIds).toEqual(['luis', 'bea', 'ana']);
    expect(slot?.parts.map((part) => part.start.toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(slot?.end).toEqual(at('12:00'));
  });

  it('offers no start where a chosen employee is taken during their part', () => {
    const employees = staff({ ana: [], luis: [['10:45', '11:00']] });
    const parts = [
      { durationMinutes: 30, employeeIds: ['ana'] },
      { durationMinutes: 30, employeeIds: ['luis'] },
    ];
    const starts = slotsOf(employees, parts).map((slot) => slot.start.toISOString().slice(11, 16));
    expect(starts).toContain('09:45'); // Luis 10:15–10:45
    expect(starts).not.toContain('10:00'); // Luis 10:30–11:00 meets 10:45
    expect(starts).not.toContain('10:15');
    expect(starts).toContain('10:30'); // Luis 11:00–11:30
  });

  it('keeps each employee’s own buffers where the employee changes', () => {
    const cleanUp = { bufferBefore: 0, bufferAfter: 15, processingStart: 0, processingMinutes: 0 };
    const prep = { bufferBefore: 15, bufferAfter: 0, processingStart: 0, processingMinutes: 0 };
    // Ana's clean-up after 10:30 meets her 10:40; Luis's preparation before 10:30 meets his 10:15–10:20.
    expect(
      at10(staff({ ana: [['10:40', '11:00']], luis: [] }), [
        { durationMinutes: 30, timing: cleanUp, employeeIds: ['ana'] },
        { durationMinutes: 30, employeeIds: ['luis'] },
      ]),
    ).toBeUndefined();
    expect(
      at10(staff({ ana: [], luis: [['10:15', '10:20']] }), [
        { durationMinutes: 30, employeeIds: ['ana'] },
        { durationMinutes: 30, timing: prep, employeeIds: ['luis'] },
      ]),
    ).toBeUndefined();
    // Ana going on to the second part needs neither: it is her time with the client anyway.
    const same = at10(staff({ ana: [] }), [
      { durationMinutes: 30, timing: cleanUp, employeeIds: ['ana'] },
      { durationMinutes: 30, timing: prep, employeeIds: ['ana'] },
    ]);
    expect(same?.parts.map((part) => part.employeeId)).toEqual(['ana', 'ana']);
  });

  it('does not bring an employee back before their own clean-up of an earlier part is over', () => {
    const cleanUp = { bufferBefore: 0, bufferAfter: 45, processingStart: 0, processingMinutes: 0 };
    const parts = [
      { durationMinutes: 30, timing: cleanUp, employeeIds: ['ana'] },
      { durationMinutes: 30, employeeIds: ['luis'] },
      { durationMinutes: 30, employeeIds: ['ana', 'luis'] },
    ];
    // Ana's clean-up runs to 11:15, past the third part's 11:00: Luis goes on with it instead.
    expect(at10(staff({ ana: [], luis: [] }), parts)?.parts.map((part) => part.employeeId)).toEqual([
      'ana',
      'luis',
      'luis',
    ]);
    expect(at10(staff({ ana: [], luis: [['11:00', '11:30']] }), parts)).toBeUndefined();
  });

  it('books the buffers only where a run of one employee begins and ends', () => {
    const timing = { bufferBefore: 10, bufferAfter: 20, processingStart: 0, processingMinutes: 0 };
    const parts = [30, 30, 30].map((durationMinutes) => ({ durationMinutes, timing }));
    expect(visitPartTimingsBy(parts, ['a', 'a', 'a'])).toEqual(visitPartTimings(parts));
    expect(visitPartTimingsBy(parts, ['a', 'b', 'b']).map((t) => [t.bufferBefore, t.bufferAfter])).toEqual([
      [10, 20],
      [10, 0],
      [0, 20],
    ]);
  });
});
