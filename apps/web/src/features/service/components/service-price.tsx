import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { ServiceWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * What a client pays now, and the price struck through beside it, if any: during a promotion the service's
 * own price (its discount price, else the regular one), else the regular price beside a discount price.
 */
export const priceParts = (service: ServiceWire, t: TFunction) => {
  const own = service.discount_price ?? service.regular_price;
  if (service.promotion) {
    return { now: service.promotion.price, was: own, wasLabel: t('service.common.withoutPromotion') };
  }
  if (service.discount_price !== null) {
    return {
      now: service.discount_price,
      was: service.regular_price,
      wasLabel: t('service.common.regularWas'),
    };
  }
  return { now: service.regular_price, was: null, wasLabel: '' };
};

/** The struck price with its spoken label ("Regular price:" / "Without the promotion:"), after the price. */
export function WasPrice({ amount, label }: { amount: number; label: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box component="del" sx={{ color: 'text.secondary' }}>
        {formatMoney(amount, i18n.language)}
      </Box>
    </>
  );
}
