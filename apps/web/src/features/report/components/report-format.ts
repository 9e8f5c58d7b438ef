import type { SeriesUnit } from '@salon/core';
import { formatLocalDay } from '@salon/core';

const monthFormat = (lang: string) =>
  new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A series period by its first local day: the day, "Week of <Monday>" is left to the caller, or the month. */
export const formatPeriod = (period: string, unit: SeriesUnit, lang: string): string =>
  unit === 'month' ? monthFormat(lang).format(new Date(`${period}T00:00:00Z`)) : formatLocalDay(period, lang);
