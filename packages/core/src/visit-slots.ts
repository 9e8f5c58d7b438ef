import { addDays, isoDate } from './availability.js';
import { freeSlots, parseLocalDate, type FreeSlot, type FreeSlotsInput } from './free-slots.js';
import {
  NO_TIMING,
  partOccupancy,
  type OccupiedPiece,
  type ServiceTiming,
  type VisitPart,
} from './service-timing.js';

/**
 * Free starts of a visit whose services may each have their own employee (the booking page's "a person per
 * service", like Fresha's): a start is offered when every part fits in turn, each with its chosen employee
 * or, for "anyone", some employee allowed for it. The engine (free-slots.ts) answers each part on its own;
 * this file chains them and says who does which part.
 */

export interface VisitPartChoice extends VisitPart {
  /** Who may do this part, in the order to try: the one chosen, or everyone who performs it ("anyone"). */
  employeeIds: readonly string[];
}

export interface VisitSlotsInput extends Omit<FreeSlotsInput, 'durationMinutes' | 'occupancy'> {
  /** The services in the order they are done, back to back. */
  parts: readonly VisitPartChoice[];
}

export interface VisitPartSlot {
  start: Date;
  end: Date;
  employeeId: string;
}

export interface VisitSlot extends FreeSlot {
  /** Each part's times and who does it; `employeeIds` is each of them once, in the parts' order. */
  parts: VisitPartSlot[];
}

/**
 * The timing each part is booked with when its employee may change from one part to the next: a part keeps
 * its preparation where its employee starts a run of parts and its clean-up where the run ends; between two
 * parts of one employee both are dropped (they go straight on with the same client). With one employee for
 * all this is `visitPartTimings`; it is also the staff's rule for their visits (appointment-create.service.ts).
 */
export function visitPartTimingsBy(
  parts: readonly VisitPart[],
  employeeIds: readonly string[],
): ServiceTiming[] {
  const same = (a: number, b: number) => employeeIds[a] !== undefined && employeeIds[a] === employeeIds[b];
  return parts.map((part, index) => {
    const timing = part.timing ?? NO_TIMING;
    return {
      bufferBefore: index > 0 && same(index - 1, index) ? 0 : timing.bufferBefore,
      bufferAfter: index < parts.length - 1 && same(index + 1, index) ? 0 : timing.bufferAfter,
      processingStart: timing.processingStart,
      processingMinutes: timing.processingMinutes,
    };
  });
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Per start instant, who is free for one part's pieces. */
type FreeByStart = Map<number, Set<string>>;

interface PartCheck {
  allowed: readonly string[];
  /** Free for the part with its own preparation (its employee starts here), clean-up left out. */
  leading: FreeByStart;
  /** Free for the part with no preparation (the employee goes on from the part before). */
  continuing: FreeByStart;
  /** Free for the clean-up alone; null when the part has none. */
  cleanUp: FreeByStart | null;
  offsetMs: number;
}

/**
 * Every start of the visit in the range, soonest first, with who does each part. Parts are given employees in
 * turn, deterministically: the employee of the part before when allowed and free (so their buffers between
 * the two drop, as when one person does all), else the first free in the part's own order. A clean-up that
 * meets something does not rule an employee out when they go straight on to the next part, whose time it
 * then is: so one employee chosen for every part gets exactly the times of the one-employee visit.
 */
export function visitFreeSlots(input: VisitSlotsInput): VisitSlot[] {
  const { parts } = input;
  if (parts.length === 0 || parts.some((part) => part.durationMinutes <= 0)) return [];
  const step = input.stepMinutes ?? 15;
  // A later part starts where the one before ends, off the first part's grid; this grid holds every such start.
  const laterStep = parts.reduce((grid, part) => gcd(grid, part.durationMinutes), step);
  // A visit that starts late on the last day may end on the next.
  const dayAfter = isoDate(addDays(parseLocalDate(input.to), 1));
  const byId = new Map(input.employees.map((employee) => [employee.id, employee]));

  const freeFor = (index: number, pieces: OccupiedPiece[]): FreeByStart => {
    const part = parts[index]!;
    const slots = freeSlots({
      employees: part.employeeIds.flatMap((id) => byId.get(id) ?? []),
      salonDays: input.salonDays,
      durationMinutes: part.durationMinutes,
      occupancy: pieces,
      timeZone: input.timeZone,
      from: input.from,
      to: index === 0 ? input.to : dayAfter,
      now: input.now,
      stepMinutes: index === 0 ? step : laterStep,
    });
    return new Map(slots.map((slot) => [slot.start.getTime(), new Set(slot.employeeIds)]));
  };

  let offsetMs = 0;
  const checks: PartCheck[] = parts.map((part, index) => {
    const timing = part.timing ?? NO_TIMING;
    const duration = part.durationMinutes;
    const body = (bufferBefore: number) =>
      freeFor(index, partOccupancy(duration, { ...timing, bufferBefore, bufferAfter: 0 }));
    const leading = body(timing.bufferBefore);
    const check: PartCheck = {
      allowed: part.employeeIds,
      leading,
      continuing: index === 0 || timing.bufferBefore === 0 ? leading : body(0),
      cleanUp:
        timing.bufferAfter > 0
          ? freeFor(index, [{ from: duration, to: duration + timing.bufferAfter }])
          : null,
      offsetMs,
    };
    offsetMs += duration * 60_000;
    return check;
  });

  /** Whether `employeeId` can do part `index` of the visit from `start`, leading a run or going on with one. */
  const fits = (index: number, employeeId: string, start: number, leading: boolean): boolean => {
    const check = checks[index];
    if (!check || !check.allowed.includes(employeeId)) return false;
    const at = start + check.offsetMs;
    if (!(leading ? check.leading : check.continuing).get(at)?.has(employeeId)) return false;
    if (!check.cleanUp || check.cleanUp.get(at)?.has(employeeId)) return true;
    // The next part, if this employee takes it too, is where the clean-up would have been.
    return fits(index + 1, employeeId, start, false);
  };

  const slots: VisitSlot[] = [];
  // The first part's starts come soonest first (freeSlots sorts them), and so do the visits.
  for (const start of checks[0]!.leading.keys()) {
    const chosen: VisitPartSlot[] = [];
    // An employee who comes back for a later part (A, B, A) must be done with their earlier one, clean-up
    // included: the engine does not see the visit's own parts, the no-overlap constraint would.
    const doneAt = new Map<string, number>();
    let previous: string | null = null;
    for (const [index, part] of parts.entries()) {
      const check = checks[index]!;
      const timing = part.timing ?? NO_TIMING;
      const partStart = start + check.offsetMs;
      const partEnd = partStart + part.durationMinutes * 60_000;
      const order: readonly string[] =
        previous !== null && check.allowed.includes(previous)
          ? [previous, ...check.allowed.filter((id) => id !== previous)]
          : check.allowed;
      const employeeId = order.find((id) =>
        id === previous
          ? fits(index, id, start, false)
          : partStart - timing.bufferBefore * 60_000 >= (doneAt.get(id) ?? -Infinity) &&
            fits(index, id, start, true),
      );
      if (employeeId === undefined) break;
      chosen.push({ start: new Date(partStart), end: new Date(partEnd), employeeId });
      doneAt.set(employeeId, partEnd + timing.bufferAfter * 60_000);
      previous = employeeId;
    }
    if (chosen.length < parts.length) continue;
    slots.push({
      start: new Date(start),
      end: chosen.at(-1)!.end,
      employeeIds: [...new Set(chosen.map((part) => part.employeeId))],
      parts: chosen,
    });
  }
  return slots;
}
