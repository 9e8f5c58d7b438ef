/** An instant as the salon's local date and time, written in the interface language. */
export const formatInZone = (iso: string, timeZone: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
