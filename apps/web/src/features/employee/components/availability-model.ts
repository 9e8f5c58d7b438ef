/** `YYYY-MM` of a local date (the month the view opens on). */
export const monthOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The month `delta` months from `month`. */
export const shiftMonth = (month: string, delta: number): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** Empty cells before the 1st, so that weeks start on Monday (index 0 = Monday, as DAY_NAMES). */
export const leadingBlanks = (month: string): number => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
};

/** A calendar date (`YYYY-MM-DD`) as UTC midnight, so formatting never shifts it by the time zone. */
export const utcDate = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** Short weekday names, Monday first, in the interface language. */
export const weekdayNames = (language: string): string[] =>
  Array.from({ length: 7 }, (_, index) =>
    // 2024-01-01 was a Monday.
    new Date(Date.UTC(2024, 0, 1 + index)).toLocaleDateString(language, {
      weekday: 'short',
      timeZone: 'UTC',
    }),
  );
