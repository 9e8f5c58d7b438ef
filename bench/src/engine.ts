import { freeSlots, type Interval, type OccupiedPiece } from '@salon/core';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/lib/db.js';
import { appointments } from '../../apps/server/src/db/tables/appointment.table.js';
import type { LargeSalon } from './large-salon.js';
import { percentiles, type Percentiles } from './stats.js';

/** What is booked: one 45-minute service unless a visit's length and occupancy are given. */
export interface BenchedVisit {
  durationMinutes: number;
  occupancy?: OccupiedPiece[];
}

/**
 * A month of free times for one service (or a visit) across all employees, in-process (goal: p95 at most
 * 10 ms). The month's appointments are read once, as the availability call does; only the engine is timed.
 */
export async function benchEngine(
  db: Executor,
  salon: LargeSalon,
  month: { from: string; to: string },
  runs = 300,
  visit: BenchedVisit = { durationMinutes: 45 },
) {
  const rows = await db
    .select({ employeeId: appointments.employeeId, start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, salon.salonId),
        ne(appointments.status, 'cancelled'),
        gte(appointments.startsAt, new Date(`${month.from}T00:00:00Z`)),
        lt(appointments.startsAt, new Date(`${month.to}T23:59:59Z`)),
      ),
    );
  const busy = new Map<string, Interval[]>();
  for (const row of rows) busy.set(row.employeeId, [...(busy.get(row.employeeId) ?? []), row]);
  const input = {
    employees: salon.employeeIds.map((id) => ({
      id,
      schedule: salon.hours,
      daysOff: [],
      busy: busy.get(id) ?? [],
    })),
    salonDays: salon.hours,
    ...visit,
    timeZone: 'America/Caracas',
    from: month.from,
    to: month.to,
  };
  for (let i = 0; i < 20; i++) freeSlots(input); // warm-up: let the JIT settle first
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    slots = freeSlots(input).length;
    times.push(performance.now() - started);
  }
  return { ...percentiles(times), runs, appointments: rows.length, slots } satisfies Percentiles &
    Record<string, number>;
}
