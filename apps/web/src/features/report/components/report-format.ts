import type { SeriesUnit } from '@salon/core';
import { formatLocalDay } from '@/lib/format-local-day';

/** A share (0..1) as a percentage in the interface language: "42.5 %". */
export const formatShare = (share: number, lang: string): string =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** A whole count in the interface language. */
export const formatCount = (count: number, lang: string): string => new Intl.NumberFormat(lang).format(count);

const monthFormat = (lang: string) =>
  new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A series period by its first local day: the day, "Week of <Monday>" is left to the caller, or the month. */
export const formatPeriod = (period: string, unit: SeriesUnit, lang: string): string =>
  unit === 'month' ? monthFormat(lang).format(new Date(`${period}T00:00:00Z`)) : formatLocalDay(period, lang);

/** Today's local date (YYYY-MM-DD) in a time zone. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
