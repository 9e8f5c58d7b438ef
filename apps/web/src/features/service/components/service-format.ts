import type { PriceType } from '@salon/core';

/** The translation key of the price line: an exact price, or "from" a price. */
export const priceKey = (type: PriceType): string =>
  type === 'starting_from' ? 'service.common.priceFrom' : 'service.common.priceExact';
