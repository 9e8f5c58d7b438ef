import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire, PublicServiceWire } from '@salon/core';
import { formatBolivares, formatMoney } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { usePriceText } from '@/lib/use-price-text';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Today's price; under a promotion or a discount the regular price beside it, struck (a screen reader hears
 * "regular price" since it does not announce the strike), and the promotion's name.
 */
export function ServicePrice({
  service,
  bolivares,
}: {
  service: PublicServiceWire;
  /** The day's rate when the salon shows bolívares too. */
  bolivares: PublicSalonWire['bolivares'];
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const priceText = usePriceText();
  const reduced = service.regular_price > service.price;
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography component="span" sx={{ fontWeight: 600, color: reduced ? 'primary.main' : undefined }}>
        {priceText(service.price, service.price_type)}
      </Typography>
      {reduced ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('booking.service.regularPrice')}
          </Box>
          <del>{money(service.regular_price)}</del>
        </Typography>
      ) : null}
      {bolivares ? (
        <Typography variant="body2" color="text.secondary">
          {formatBolivares(service.price, bolivares.rate, i18n.language)}
        </Typography>
      ) : null}
      {service.promotion ? (
        <Box>
          <Chip size="small" color="primary" variant="outlined" label={service.promotion.title} />
        </Box>
      ) : null}
    </Box>
  );
}
