import { instantFromParts, localParts } from './wall-clock';

/** One part's start and end on the salon's clock (HH:mm). */
export interface PartTimes {
  start: string;
  end: string;
}

/**
 * The times of a new visit's later services: the first ends at its end time (or after its duration times the
 * count), and each later one starts when the one before ends and lasts its service's duration, as the server
 * books them. Null for a part whose times cannot be told yet (no start, or a service not chosen).
 */
export const laterPartTimes = (
  first: { date: string; time: string; endTime: string; duration: number | undefined; count: number },
  laterDurations: (number | undefined)[],
  timeZone: string,
): (PartTimes | null)[] => {
  const start = instantFromParts(first.date, first.time, timeZone);
  const count = Number.isInteger(first.count) && first.count >= 1 ? first.count : 1;
  const typedEnd = first.endTime ? instantFromParts(first.date, first.endTime, timeZone) : null;
  let at: Date | null =
    !start || (typedEnd && typedEnd <= start)
      ? null
      : (typedEnd ?? (first.duration ? new Date(start.getTime() + first.duration * count * 60_000) : null));
  return laterDurations.map((duration) => {
    if (!at || !duration) {
      at = null;
      return null;
    }
    const end = new Date(at.getTime() + duration * 60_000);
    const times = { start: localParts(at, timeZone).time, end: localParts(end, timeZone).time };
    at = end;
    return times;
  });
};
