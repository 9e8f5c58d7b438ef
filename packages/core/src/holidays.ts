import { addDays, isoDate, type LocalDate } from './availability.js';
import { parseLocalDate } from './free-slots.js';

/**
 * Venezuela's national holidays, offered to each salon every year (docs/decisions.md "Closed days"): the
 * fixed dates of the Ley de Fiestas Nacionales and the Ley Orgánica del Trabajo, plus Carnival and Holy
 * Week, which move with Easter. No installed library computes Easter, so the Gregorian computus is below.
 */
export const VENEZUELAN_HOLIDAYS = [
  'new_year',
  'carnival_monday',
  'carnival_tuesday',
  'holy_thursday',
  'good_friday',
  'declaration_of_independence',
  'labour_day',
  'battle_of_carabobo',
  'independence_day',
  'bolivar_birthday',
  'indigenous_resistance',
  'christmas_eve',
  'christmas',
  'new_years_eve',
] as const;
export type VenezuelanHoliday = (typeof VENEZUELAN_HOLIDAYS)[number];

const FIXED: Partial<Record<VenezuelanHoliday, [month: number, day: number]>> = {
  new_year: [1, 1],
  declaration_of_independence: [4, 19],
  labour_day: [5, 1],
  battle_of_carabobo: [6, 24],
  independence_day: [7, 5],
  bolivar_birthday: [7, 24],
  indigenous_resistance: [10, 12],
  christmas_eve: [12, 24],
  christmas: [12, 25],
  new_years_eve: [12, 31],
};

/** Days from Easter Sunday of the holidays that move with it. */
const FROM_EASTER: Partial<Record<VenezuelanHoliday, number>> = {
  carnival_monday: -48,
  carnival_tuesday: -47,
  holy_thursday: -3,
  good_friday: -2,
};

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

export interface HolidayDate {
  holiday: VenezuelanHoliday;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** The year's national holidays, in date order. */
export function venezuelanHolidays(year: number): HolidayDate[] {
  const easter = easterSunday(year);
  return VENEZUELAN_HOLIDAYS.map((holiday) => {
    const fixed = FIXED[holiday];
    const date = fixed
      ? isoDate({ year, month: fixed[0], day: fixed[1] })
      : isoDate(addDays(easter, FROM_EASTER[holiday]!));
    return { holiday, date };
  }).sort((a, b) => a.date.localeCompare(b.date));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every local date from `from` to `to`, both included (a closure's days). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  // Only real dates: from anything else the walk would never reach `to`.
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return dates;
  for (let day = parseLocalDate(from); isoDate(day) <= to; day = addDays(day, 1)) dates.push(isoDate(day));
  return dates;
}
