import { formatLocalDayRange, formatWallTime, type WaitlistEntryWire } from '@salon/core';

/** "Dec 1 – 14": the entry's days. */
export const daysText = (entry: Pick<WaitlistEntryWire, 'from_date' | 'to_date'>, lang: string) =>
  formatLocalDayRange(entry.from_date, entry.to_date, lang);

/** "9:00 AM – 12:00 PM", or null when any time of day suits. */
export const timesText = (
  entry: Pick<WaitlistEntryWire, 'from_time' | 'to_time'>,
  lang: string,
): string | null =>
  entry.from_time && entry.to_time
    ? `${formatWallTime(entry.from_time, lang)} – ${formatWallTime(entry.to_time, lang)}`
    : null;
