import type { PriceType } from '@salon/core';

/** A start time in the salon's zone, in the interface language: "Mon 14 Jan, 09:30". */
export const formatFreeTime = (iso: string, lang: string, timeZone: string): string =>
  new Intl.DateTimeFormat(lang, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The translation key of the price line: an exact price, or "from" a price. */
export const priceKey = (type: PriceType): string =>
  type === 'starting_from' ? 'service.common.priceFrom' : 'service.common.priceExact';
