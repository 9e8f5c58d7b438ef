import { formatLongDateTime, timeZoneName, type Language } from '@salon/core';

/**
 * A moment as mails write it: "lunes, 10 de marzo, 2:35 p. m. (hora de Venezuela)" / "Monday, March 10 at
 * 2:35 PM (Venezuela Time)", on the zone's clock (the salon's, or Venezuela's for company matters), never UTC.
 */
export const mailMoment = (at: Date, language: Language, timeZone: string): string =>
  `${formatLongDateTime(at, language, timeZone)} (${timeZoneName(at, language, timeZone)})`;
