/**
 * Local days (YYYY-MM-DD of a salon's calendar) in the interface language. They are read and written at UTC
 * midnight, so no device zone can move them to the day before.
 */
const dayFormat = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Jan 13, 2030". */
export const formatLocalDay = (day: string, lang: string): string =>
  dayFormat(lang).format(atUtcMidnight(day));

/** "Jan 7 – 13, 2030", or one day when both are the same. */
export const formatLocalDayRange = (start: string, end: string, lang: string): string =>
  start === end
    ? formatLocalDay(start, lang)
    : dayFormat(lang).formatRange(atUtcMidnight(start), atUtcMidnight(end));
