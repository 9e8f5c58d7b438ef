import type { PromotionWire } from '@salon/core';
import { formatCents, formatMoney, formatPercent, toCents } from '@salon/core';
import type { TFunction } from 'i18next';

/**
 * What the promotion takes off: "−20 %" or "−$5.00" in discount mode; in per-service mode the largest
 * saving among its services, "up to" when they differ. Empty when nothing is cheaper.
 */
export const savingText = (promotion: PromotionWire, t: TFunction, lang: string): string => {
  if (promotion.mode === 'discount' && promotion.discount !== null) {
    return promotion.is_dollars
      ? t('promotion.list.savingAmount', { amount: formatMoney(promotion.discount, lang) })
      : t('promotion.list.savingPercent', {
          value: formatPercent(promotion.discount, lang),
        });
  }
  const savings = promotion.lines
    .map((line) => toCents(line.original_price) - toCents(line.price))
    .filter((cents) => cents > 0);
  if (savings.length === 0) return '';
  const largest = Math.max(...savings);
  const key = savings.every((cents) => cents === largest) ? 'savingAmount' : 'savingUpTo';
  return t(`promotion.list.${key}`, { amount: formatCents(largest, lang) });
};
