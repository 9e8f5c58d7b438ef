import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Showing a kept phone needs no parser: screens that only show one (the booking page) load no libphonenumber-js.
export { displayPhone, nationalVenezuelanPhone } from './phone-display.js';

/**
 * A number typed without its country code is read as Venezuelan: our users and nearly all their clients are
 * there, and they type 0414-123.45.67 or 414 1234567. Anyone else types the + and the code.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'VE';

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
