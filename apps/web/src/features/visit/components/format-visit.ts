/** An instant as the salon's local date and time, written in the interface language. */
export const formatInZone = (iso: string, timeZone: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));

/** Only links the page itself builds are followed: `tel:` with the phone's digits. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
