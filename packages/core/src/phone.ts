import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * A number typed without its country code is read as Venezuelan: our users and nearly all their clients are
 * there, and they type 0414-123.45.67 or 414 1234567. Anyone else types the + and the code.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'VE';

/**
 * A Venezuelan number as banks and people here write it (+584141234567 → 04141234567): what a pago móvil
 * asks for. Any other country's number stays in E.164.
 */
export const nationalVenezuelanPhone = (e164: string): string =>
  /^\+58\d{10}$/.test(e164) ? `0${e164.slice(3)}` : e164;

/**
 * A kept phone as people here read it: a Venezuelan one as "0414-123.45.67", as it is typed and printed on a
 * business card; any other country's in E.164 (+573012345678), which reads the same everywhere. Text kept
 * before phones were stored in E.164 stays as typed.
 */
export const displayPhone = (phone: string): string => {
  const venezuelan = /^\+58(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return venezuelan ? `0${venezuelan[1]}-${venezuelan[2]}.${venezuelan[3]}.${venezuelan[4]}` : phone;
};

/**
 * The number in E.164 (`+584141234567`) from however a person typed it (0414-123.45.67, 414 1234567,
 * +58 414 1234567, (0212) 555-0101), or null when it is not a valid number. libphonenumber-js knows every
 * country's lengths and prefixes, so "0414 123" or "+58 999 1234567" are refused with a clear message.
 */
export function toE164(typed: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  // Dots (0414-123.45.67) are how many Venezuelans group digits; the parser takes them as punctuation too,
  // but only between digits, so they are dropped first.
  const parsed = parsePhoneNumberFromString(typed.replace(/\./g, ' '), country);
  return parsed?.isValid() ? parsed.number : null;
}
