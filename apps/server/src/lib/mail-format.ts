import { formatLongDateTime, type Language } from '@salon/core';

/**
 * The zone's own name in the language ("hora de Venezuela", "Venezuela Time"), for a reader who may be on
 * another clock; the IANA id only when the runtime has no name for it. `longGeneric` names it without its
 * summer or winter time ("Eastern Time"), for a list of moments that may lie either side of a change.
 */
export function timeZoneName(
  at: Date,
  language: Language,
  timeZone: string,
  style: 'long' | 'longGeneric' = 'long',
): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A moment as mails write it: "lunes, 10 de marzo, 2:35 p. m. (hora de Venezuela)" / "Monday, March 10 at
 * 2:35 PM (Venezuela Time)", on the zone's clock (the salon's, or Venezuela's for company matters), never UTC.
 */
export const mailMoment = (at: Date, language: Language, timeZone: string): string =>
  `${formatLongDateTime(at, language, timeZone)} (${timeZoneName(at, language, timeZone)})`;
