/**
 * Buffers and processing time. A service may block its employee before it starts (preparation)
 * and after it ends (clean-up) without the client seeing those minutes as part of the service, and it may
 * have a processing gap inside it (colour developing: the client stays, the employee may take someone else).
 * What the employee is busy with is then a list of pieces relative to the start, which the availability
 * engine, the staff calendar and the database's no-overlap constraint all read the same way.
 */

/** A service's or an appointment's timing beyond its duration, in minutes; all 0 is a plain service. */
export interface ServiceTiming {
  bufferBefore: number;
  bufferAfter: number;
  /** Minutes after the start at which the processing gap begins (0 with no gap). */
  processingStart: number;
  /** How long the gap lasts (0: no gap). */
  processingMinutes: number;
}

export const NO_TIMING: ServiceTiming = Object.freeze({
  bufferBefore: 0,
  bufferAfter: 0,
  processingStart: 0,
  processingMinutes: 0,
});

/** A piece of an employee's time, in minutes relative to a visit's start (`from` < 0 for a buffer before). */
export interface OccupiedPiece {
  from: number;
  to: number;
}

/** A gap counts only when it lies strictly inside the service, leaving an active part on either side. */
export const gapFits = (timing: ServiceTiming, durationMinutes: number): boolean =>
  timing.processingMinutes > 0 &&
  timing.processingStart > 0 &&
  timing.processingStart + timing.processingMinutes < durationMinutes;

/**
 * The pieces one part of a visit keeps its employee busy, relative to the part's own start. The same rule as
 * the database's `appointment_occupied` (migration 0032): buffer before and after, the gap left out.
 */
export function partOccupancy(durationMinutes: number, timing: ServiceTiming = NO_TIMING): OccupiedPiece[] {
  const from = 0 - timing.bufferBefore; // never -0
  const to = durationMinutes + timing.bufferAfter;
  if (!gapFits(timing, durationMinutes)) return [{ from, to }];
  return [
    { from, to: timing.processingStart },
    { from: timing.processingStart + timing.processingMinutes, to },
  ];
}

export interface VisitPart {
  durationMinutes: number;
  timing?: ServiceTiming;
}

/**
 * The timing each part of a visit done back to back by one employee is booked with: the first part keeps its
 * preparation, the last its clean-up, and the buffers between two parts of one client's visit are dropped
 * (the employee goes straight on); every part keeps its own processing gap.
 */
export function visitPartTimings(parts: readonly VisitPart[]): ServiceTiming[] {
  return parts.map((part, index) => {
    const timing = part.timing ?? NO_TIMING;
    return {
      bufferBefore: index === 0 ? timing.bufferBefore : 0,
      bufferAfter: index === parts.length - 1 ? timing.bufferAfter : 0,
      processingStart: timing.processingStart,
      processingMinutes: timing.processingMinutes,
    };
  });
}

/** A whole visit's occupancy relative to its start, pieces in order and touching ones joined. */
export function visitOccupancy(parts: readonly VisitPart[]): OccupiedPiece[] {
  const timings = visitPartTimings(parts);
  const pieces: OccupiedPiece[] = [];
  let offset = 0;
  parts.forEach((part, index) => {
    for (const piece of partOccupancy(part.durationMinutes, timings[index])) {
      const last = pieces.at(-1);
      if (last && last.to >= piece.from + offset) last.to = Math.max(last.to, piece.to + offset);
      else pieces.push({ from: piece.from + offset, to: piece.to + offset });
    }
    offset += part.durationMinutes;
  });
  return pieces;
}
