import { isLiveStatus, statusChangeRefusal, type AppointmentStatus } from './appointment-status.js';
import { localDateAt } from './promotion-pricing.js';

/** One part of a visit of several services, as its totals and whole-visit actions read it. */
export interface VisitPartFigures {
  id: string;
  status: AppointmentStatus;
  start: Date | string;
  end: Date | string;
  priceCents: number;
  service: string;
}

/** What a visit of several services comes to: docs/decisions.md "Visit totals". */
export interface VisitTotals {
  /** The parts counted: those not cancelled, or every one once the whole visit is called off. */
  parts: number;
  /** Their services, soonest first. */
  services: string[];
  /** The sum of their booked prices, in cents (a travel fee is the visit's first part's, shown apart). */
  priceCents: number;
  /** Minutes from the first counted part's start to the last one's end: the client's time in the chair. */
  minutes: number;
  start: Date;
  end: Date;
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The totals of a visit of several services from all of its parts; null for a visit of one service. A part
 * cancelled alone leaves the visit (its price is not owed, its time is free), so a visit left with one part
 * is one appointment again; once every part is cancelled the visit is shown as it was booked.
 */
export function visitTotals(parts: readonly VisitPartFigures[]): VisitTotals | null {
  const standing = parts.filter((part) => part.status !== 'cancelled');
  const counted = [...(standing.length > 0 ? standing : parts)].sort(
    (a, b) => time(a.start) - time(b.start) || a.id.localeCompare(b.id),
  );
  if (counted.length < 2) return null;
  const start = Math.min(...counted.map((part) => time(part.start)));
  const end = Math.max(...counted.map((part) => time(part.end)));
  return {
    parts: counted.length,
    services: counted.map((part) => part.service),
    priceCents: counted.reduce((sum, part) => sum + part.priceCents, 0),
    minutes: Math.round((end - start) / 60_000),
    start: new Date(start),
    end: new Date(end),
  };
}

/** The statuses staff may give a whole visit in one action: confirm, mark done, cancel. */
export const VISIT_STATUS_ACTIONS = ['reserved', 'done', 'cancelled'] as const;
export type VisitStatusAction = (typeof VISIT_STATUS_ACTIONS)[number];

export type VisitStatusPlan =
  { ids: string[] } | { refusal: 'APPOINTMENT_TRANSITION' | 'APPOINTMENT_NOT_STARTED'; id: string | null };

/**
 * Which parts a whole-visit status change changes (docs/product.md "Appointment statuses and transitions"):
 * the standing parts (pending or reserved) not already there; done, no-show and cancelled parts are history
 * and stay as they are. Every part it changes must be able to take the status now, or the whole change is
 * refused naming the first that cannot (nothing changes). No standing part at all: the transition is refused.
 */
export function visitStatusPlan(
  parts: readonly Pick<VisitPartFigures, 'id' | 'status' | 'start'>[],
  to: AppointmentStatus,
  now: Date,
): VisitStatusPlan {
  const standing = [...parts]
    .filter((part) => isLiveStatus(part.status))
    .sort((a, b) => time(a.start) - time(b.start) || a.id.localeCompare(b.id));
  if (standing.length === 0) {
    return { refusal: 'APPOINTMENT_TRANSITION', id: null };
  }
  const changing = standing.filter((part) => part.status !== to);
  for (const part of changing) {
    const refusal = statusChangeRefusal(part.status, to, { start: part.start, now });
    if (refusal) return { refusal, id: part.id };
  }
  return { ids: changing.map((part) => part.id) };
}

/**
 * The whole-visit actions the screens offer now: those that change at least two parts (one part is the
 * appointment's own status menu).
 */
export const visitStatusActions = (
  parts: readonly Pick<VisitPartFigures, 'id' | 'status' | 'start'>[],
  now: Date,
): VisitStatusAction[] =>
  VISIT_STATUS_ACTIONS.filter((to) => {
    const plan = visitStatusPlan(parts, to, now);
    return 'ids' in plan && plan.ids.length > 1;
  });

/**
 * The local days (YYYY-MM-DD on the salon's calendar) of free starts, each once, soonest first, at most
 * `limit`: the "next days with a free time" of a visit.
 */
export function freeDaysOf(starts: readonly (Date | string)[], timeZone: string, limit: number): string[] {
  const sorted = starts.map((start) => new Date(start)).sort((a, b) => a.getTime() - b.getTime());
  return [...new Set(sorted.map((start) => localDateAt(start, timeZone)))].slice(0, limit);
}
