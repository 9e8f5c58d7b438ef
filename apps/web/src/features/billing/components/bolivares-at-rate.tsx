import Alert from '@mui/material/Alert';
import { type BillingQuoteWire, formatLocalDay, formatMoney, formatRate } from '@salon/core';
import { useTranslation } from 'react-i18next';

/**
 * What a bolívar method costs today: the quote's total at the day's official rate ("Bs. 1.856,40 a la tasa
 * BCV del 27 nov 2026: 36,40"), the figure prefilled in the bolívares field. Without any rate entered it says
 * so, and the owner types what they paid.
 */
export function BolivaresAtRate({ quote }: { quote: BillingQuoteWire }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rate = quote.exchange_rate;
  if (!rate || quote.total_ves === null)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {t('billing.pay.noRate')}
      </Alert>
    );
  return (
    <Alert severity="info" icon={false} sx={{ mt: 2 }}>
      {t('billing.pay.bolivares', {
        amount: formatMoney(quote.total_ves, lang, 'VES'),
        source: rate.source,
        date: formatLocalDay(rate.date, lang),
        rate: formatRate(rate.rate, lang),
      })}
    </Alert>
  );
}
