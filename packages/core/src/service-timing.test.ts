import { describe, expect, it } from 'vitest';
import { freeSlots } from './free-slots.js';
import { NO_TIMING, partOccupancy, visitOccupancy, visitPartTimings } from './service-timing.js';

const colour = { bufferBefore: 10, bufferAfter: 15, processingStart: 15, processingMinutes: 30 };

describe('what a booking keeps its employee busy with', () => {
  it('is the duration alone for a plain service', () => {
    expect(partOccupancy(45)).toEqual([{ from: 0, to: 45 }]);
    expect(partOccupancy(45, NO_TIMING)).toEqual([{ from: 0, to: 45 }]);
  });

  it('adds the buffers and leaves the processing gap out', () => {
    expect(partOccupancy(60, colour)).toEqual([
      { from: -10, to: 15 },
      { from: 45, to: 75 },
    ]);
  });

  it('ignores a gap that does not lie inside the service', () => {
    expect(partOccupancy(45, { ...colour, processingMinutes: 30 })).toEqual([{ from: -10, to: 60 }]);
    expect(partOccupancy(60, { ...colour, processingStart: 0 })).toEqual([{ from: -10, to: 75 }]);
  });

  it('keeps a visit’s outer buffers only, each part’s gap, and joins what touches', () => {
    const parts = [
      { durationMinutes: 60, timing: colour },
      { durationMinutes: 30, timing: { ...NO_TIMING, bufferBefore: 5, bufferAfter: 10 } },
    ];
    expect(visitPartTimings(parts).map((t) => [t.bufferBefore, t.bufferAfter])).toEqual([
      [10, 0],
      [0, 10],
    ]);
    expect(visitOccupancy(parts)).toEqual([
      { from: -10, to: 15 },
      { from: 45, to: 100 },
    ]);
  });
});

describe('free times around buffers and gaps', () => {
  const day = { start_hour: '09:00', end_hour: '13:00', active: true, available: true };
  const busyAt = (from: string, to: string) => ({
    start: new Date(`2026-05-04T${from}:00Z`),
    end: new Date(`2026-05-04T${to}:00Z`),
  });
  const starts = (
    busy: { start: Date; end: Date }[],
    durationMinutes: number,
    occupancy = partOccupancy(durationMinutes),
  ) =>
    freeSlots({
      employees: [{ id: 'e', schedule: Array(7).fill(day), busy }],
      durationMinutes,
      occupancy,
      timeZone: 'UTC',
      from: '2026-05-04',
      to: '2026-05-04',
    }).map((slot) => slot.start.toISOString().slice(11, 16));

  it('offers a short service inside another’s processing gap', () => {
    // A coloured client at 10:00: busy 09:50–10:15 and 10:45–11:15.
    const busy = [busyAt('09:50', '10:15'), busyAt('10:45', '11:15')];
    const offered = starts(busy, 30);
    expect(offered).toContain('10:15');
    expect(offered).not.toContain('10:30');
    expect(offered).toContain('11:15');
    expect(offered).not.toContain('09:30');
  });

  it('keeps a booking’s own buffers clear of others, but lets them run outside the hours', () => {
    const offered = starts([busyAt('11:00', '11:30')], 60, partOccupancy(60, colour));
    // At 09:00 the preparation (08:50) is before opening: allowed, only the service must fit the hours.
    expect(offered[0]).toBe('09:00');
    // At 09:45 the clean-up (10:45–11:00) is clear; at 10:00 it would run to 11:15, over 11:00.
    expect(offered).toContain('09:45');
    expect(offered).not.toContain('10:00');
    // The service ends by 13:00: 12:00 is the last start, its clean-up running past closing.
    expect(offered.at(-1)).toBe('12:00');
  });

  it('can place its own processing gap over someone else’s booking', () => {
    // A colour at 09:45 develops 10:00–10:30, just when someone else is booked: offered. At 10:00 its first
    // active part (10:00–10:15) meets that booking: not offered.
    const offered = starts([busyAt('10:00', '10:30')], 60, partOccupancy(60, colour));
    expect(offered).toContain('09:45');
    expect(offered).not.toContain('10:00');
  });
});
