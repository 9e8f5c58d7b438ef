import { toDollars } from './money.js';

/**
 * One way to write money, numbers, days, times and durations per interface language, used by the screens,
 * the mails, the PDF invoices and the Excel export alike (docs/decisions.md "One format per language").
 *
 * - Times are on a 12-hour clock in both languages ("2:35 p. m.", "2:35 PM"), as Venezuela reads them, the
 *   calendar included.
 * - Dollars are "$25,50" / "$25.50"; bolívares "Bs. 1.856,40" / "Bs. 1,856.40".
 * - Every instant is written on a zone's clock, the salon's (or Venezuela's for the company and the
 *   administrator): never in UTC text, never on the device's zone.
 *
 * `lang` is an interface language ("es-ve", "en-ve"); any BCP 47 tag works.
 */

/** Venezuela's zone: the clock for what belongs to no salon (company, subscription, administrator). */
export const VENEZUELA_TIME_ZONE = 'America/Caracas';

export type Currency = 'USD' | 'VES';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// Building an Intl formatter costs far more than using one; lists and mails format hundreds of values.
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T => {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter as T;
};

const numberFormat = (lang: string, fractionDigits: number) =>
  cached(
    `n|${lang}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(lang, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );

/** "1.856,40" (es) / "1,856.40" (en): a number with a fixed count of decimals, grouped. */
export const formatDecimal = (value: number, lang: string, fractionDigits = 2): string =>
  numberFormat(lang, fractionDigits).format(value);

/** "$25,50" / "$25.50" for dollars; "Bs. 1.856,40" / "Bs. 1,856.40" for bolívares. */
export const formatMoney = (amount: number, lang: string, currency: Currency = 'USD'): string => {
  const sign = amount < 0 ? '-' : '';
  const digits = formatDecimal(Math.abs(amount), lang);
  return currency === 'VES' ? `${sign}Bs. ${digits}` : `${sign}$${digits}`;
};

/** Money held in cents, as the database stores it (`money.ts`). */
export const formatCents = (cents: number, lang: string, currency: Currency = 'USD'): string =>
  formatMoney(toDollars(cents), lang, currency);

/**
 * "36,40" / "36.4012": an exchange rate (bolívares per dollar) with 2 to 4 decimals, as many as it has, so a
 * BCV rate is shown exactly without trailing zeros past the cents.
 */
export const formatRate = (rate: number, lang: string): string =>
  cached(
    `r|${lang}`,
    () => new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  ).format(rate);

/**
 * "38,6 %" / "38.6%": a percentage (given as 38.6, not 0.386) with up to one decimal, as the language writes
 * it, for every screen, mail and PDF alike. Spanish puts a no-break space before the sign (as the RAE asks);
 * Intl's own percent style differs between ICU versions ("20%" or "20 %"), so the sign is placed here.
 */
export const formatPercent = (value: number, lang: string): string => {
  const digits = cached(`p|${lang}`, () => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })).format(
    value,
  );
  return lang.toLowerCase().startsWith('es') ? `${digits}\u00a0%` : `${digits}%`;
};

const dateTimeFormat = (lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d|${lang}|${timeZone}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(lang, { ...options, timeZone }),
  );

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

type Instant = string | number | Date;
const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/**
 * "2:35 p. m." / "2:35 PM". Spanish day periods come with their own final period: a sentence that ends
 * on a time must not add another ("a. m..").
 */
export const formatTime = (instant: Instant, lang: string, timeZone: string): string =>
  dateTimeFormat(lang, timeZone, TIME).format(toDate(instant));

/**
 * The same text with every time's day period glued to it by no-break spaces ("10:00 a. m.", "10:00 AM"), for
 * narrow screens where a line must never end in "10:00 a." with "m." on the next (docs/decisions.md "One
 * format per language"). The formatters themselves keep plain spaces: mails and exports wrap on their own.
 */
export const keepTimesTogether = (text: string): string =>
  text
    .replace(/(\d)[ \u202f]([ap]\.)[ \u202f](m\.)/g, '$1\u00a0$2\u00a0$3')
    .replace(/(\d)[ \u202f]([AP]M)\b/g, '$1\u00a0$2');

/**
 * The zone's own name in the language ("hora de Venezuela", "Venezuela Time"), for a reader who may be on
 * another clock; the IANA id only when the runtime has no name for it. `longGeneric` names it without its
 * summer or winter time ("Eastern Time"), for a list of moments that may lie either side of a change.
 */
export function timeZoneName(
  at: Instant,
  lang: string,
  timeZone: string,
  style: 'long' | 'longGeneric' = 'long',
): string {
  const parts = dateTimeFormat(lang, timeZone, { timeZoneName: style }).formatToParts(toDate(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A zone as people read it, never its IANA id: "hora de Venezuela (Caracas)" / "Venezuela Time (Caracas)",
 * the zone's name in the language and the city in words ("America/Argentina/Buenos_Aires" → "Buenos Aires").
 */
export const timeZoneLabel = (timeZone: string, lang: string, at: Instant = Date.now()): string => {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
  const name = timeZoneName(at, lang, timeZone, 'longGeneric');
  return name === timeZone || name === city ? city : `${name} (${city})`;
};

/** "27 nov 2026" / "Nov 27, 2026" on the zone's calendar. */
export const formatDate = (instant: Instant, lang: string, timeZone: string): string =>
  dateTimeFormat(lang, timeZone, DATE).format(toDate(instant));

/** "27 nov 2026, 2:35 p. m." / "Nov 27, 2026, 2:35 PM" on the zone's clock. */
export const formatDateTime = (instant: Instant, lang: string, timeZone: string): string =>
  dateTimeFormat(lang, timeZone, { ...DATE, ...TIME }).format(toDate(instant));

/** "viernes, 27 de noviembre, 2:35 p. m." / "Friday, November 27 at 2:35 PM": for mails and confirmations. */
export const formatLongDateTime = (instant: Instant, lang: string, timeZone: string): string =>
  dateTimeFormat(lang, timeZone, { ...LONG_DATE, ...TIME }).format(toDate(instant));

/** "2:35 p. m. – 3:05 p. m." with the day period once where the language allows it. */
export const formatTimeRange = (start: Instant, end: Instant, lang: string, timeZone: string): string =>
  dateTimeFormat(lang, timeZone, TIME).formatRange(toDate(start), toDate(end));

// Local days (YYYY-MM-DD of a salon's calendar) are read at UTC midnight so no zone moves them a day.
const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** "27 nov 2026" for a local day (YYYY-MM-DD). */
export const formatLocalDay = (day: string, lang: string): string =>
  dateTimeFormat(lang, 'UTC', DATE).format(atUtcMidnight(day));

/** "7–13 ene 2030" / "Jan 7 – 13, 2030" for local days (YYYY-MM-DD), or one day when both are the same. */
export const formatLocalDayRange = (start: string, end: string, lang: string): string =>
  start === end
    ? formatLocalDay(start, lang)
    : dateTimeFormat(lang, 'UTC', DATE).formatRange(atUtcMidnight(start), atUtcMidnight(end));

/** "viernes, 27 de noviembre" for a local day (YYYY-MM-DD). */
export const formatLongLocalDay = (day: string, lang: string): string =>
  dateTimeFormat(lang, 'UTC', LONG_DATE).format(atUtcMidnight(day));

const WEEKDAY_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric' };

const partsOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value ?? '';

/**
 * "mar 8" / "Tue 8": a local day's short weekday and day number, the heading of a day in a week. The weekday
 * comes first in both languages (Intl writes "8 Tue" in en-VE), and the day has no leading zero: "08 mar"
 * read as the 8th of March.
 */
export const formatWeekdayDay = (day: string, lang: string): string => {
  const parts = dateTimeFormat(lang, 'UTC', WEEKDAY_DAY).formatToParts(atUtcMidnight(day));
  return `${partsOf(parts, 'weekday')} ${partsOf(parts, 'day')}`;
};

/**
 * "lunes 7 de diciembre" / "Monday, December 7": a local day as the heading of its page or view. Spanish
 * drops the comma Intl puts after the weekday, as the date reads in a sentence ("el lunes 7 de diciembre").
 */
export const formatDayHeading = (day: string, lang: string): string => {
  const parts = dateTimeFormat(lang, 'UTC', LONG_DATE).formatToParts(atUtcMidnight(day));
  const spanish = lang.toLowerCase().startsWith('es');
  return parts
    .map((part, index) =>
      spanish && part.type === 'literal' && parts[index - 1]?.type === 'weekday' ? ' ' : part.value,
    )
    .join('');
};

/** "2:35 p. m." for a wall-clock time ("14:35" or "14:35:00") of no particular day. */
export const formatWallTime = (time: string, lang: string): string =>
  dateTimeFormat(lang, 'UTC', TIME).format(
    new Date(`1970-01-01T${time.length === 5 ? `${time}:00` : time}Z`),
  );

/** "45 min", "1 h", "1 h 30 min": the same in both languages. */
export const formatDuration = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** The separators a language writes numbers with: es "1.856,40", en "1,856.40". */
const numberSeparators = (lang: string): { decimal: string; group: string } => {
  const parts = new Intl.NumberFormat(lang).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
};

/**
 * A number as a person types it in the language, or null when it is not one.
 *
 * - The language's own form: es "25,50", "1.856,40", "1856,4"; en "25.50", "1,856.40".
 * - The other decimal mark is taken where it cannot be a thousands group: "25.50" in Spanish is 25.5, but
 *   "1.856" stays one thousand eight hundred fifty-six, as Spanish writes it.
 * - Groups must be of three digits ("1.85,40" is refused), one decimal mark at most ("25,5,0" is refused).
 * - A leading minus is read, so a schema can say that negatives are refused rather than drop the sign.
 */
export const parseLocaleNumber = (text: string, lang: string): number | null => {
  const { decimal, group } = numberSeparators(lang);
  const trimmed = text.trim().replace(/\s/g, '');
  const match = /^(-?)([\d.,]+)$/.exec(trimmed);
  if (!match) return null;
  const [, sign, body] = match as unknown as [string, string, string];
  const marks = body.replace(/\d/g, '');
  let integer = body;
  let fraction = '';
  if (marks.includes(decimal)) {
    // The language's decimal mark: at most one, after every group mark.
    const at = body.lastIndexOf(decimal);
    if (body.indexOf(decimal) !== at) return null;
    integer = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (fraction.includes(group)) return null;
  } else if (marks.length === 1 && body.split(group)[1]?.length !== 3) {
    // A single group mark that cannot be one ("25.50" in Spanish, "25,5" in English): the other decimal.
    const at = body.indexOf(group);
    integer = body.slice(0, at);
    fraction = body.slice(at + 1);
  }
  if (integer.includes(group)) {
    const groups = integer.split(group);
    if (!/^\d{1,3}$/.test(groups[0] ?? '') || groups.slice(1).some((part) => !/^\d{3}$/.test(part)))
      return null;
    integer = groups.join('');
  }
  if (integer === '' && fraction !== '') integer = '0';
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  return Number(`${sign}${integer}${fraction ? `.${fraction}` : ''}`);
};

/**
 * What a text refused in `lang` reads as in the app's other language ("1,856.40" typed in Spanish is 1856.4
 * in English), or null: the field then shows that value written the language's way instead of guessing.
 */
export const readInOtherLanguage = (text: string, lang: string): number | null => {
  if (parseLocaleNumber(text, lang) !== null) return null;
  return parseLocaleNumber(text, numberSeparators(lang).decimal === ',' ? 'en-ve' : 'es-ve');
};

/** A number written for an input in the language, without groups: "25,5" / "25.5". */
export const formatNumberInput = (value: number, lang: string): string =>
  String(value).replace('.', numberSeparators(lang).decimal);
