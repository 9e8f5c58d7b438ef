import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  displayPhone,
  formatLocalDay,
  formatLongDateTime,
  keepTimesTogether,
  formatMoney,
  formatRate,
  type DepositWire,
} from '@salon/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from './detail-list';

/** The deposit's amount in dollars and, when the day's rate is published, in bolívares. */
export function depositAmountText(deposit: DepositWire, lang: string, t: TFunction) {
  const dollars = formatMoney(deposit.amount, lang);
  if (!deposit.bolivares) return dollars;
  return t('depositPay.amountBs', {
    dollars,
    amount: formatMoney(deposit.bolivares.amount, lang, 'VES'),
    date: formatLocalDay(deposit.bolivares.date, lang),
    rate: formatRate(deposit.bolivares.rate, lang),
  });
}

/**
 * What a client needs to pay a deposit: the amount (dollars and bolívares), until when the time is
 * held, and the salon's details for each method it takes. Used by the booking answer and the visit page, so its
 * texts are in the client pages' namespace.
 */
export function DepositPayTo({
  deposit,
  timeZone,
  headingLevel = 'h3',
  showPayTo = true,
}: {
  deposit: DepositWire;
  timeZone: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The hold and where to pay matter only while the deposit is unpaid. */
  showPayTo?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { pago_movil: pagoMovil, zelle, binance } = deposit.pay_to;
  const methods: { key: string; title: string; items: DetailItem[] }[] = [];
  if (pagoMovil) {
    methods.push({
      key: 'pagoMovil',
      title: t('reportSheet.paymentMethods.pagoMovil'),
      items: [
        { label: t('depositPay.bank'), value: `${pagoMovil.bank_code} · ${pagoMovil.bank_name}` },
        { label: t('depositPay.phone'), value: displayPhone(pagoMovil.phone) },
        { label: t('depositPay.rif'), value: pagoMovil.rif },
      ],
    });
  }
  if (zelle) {
    methods.push({
      key: 'zelle',
      title: t('reportSheet.paymentMethods.zelle'),
      items: [
        { label: t('depositPay.email'), value: zelle.email },
        { label: t('depositPay.holder'), value: zelle.name },
      ],
    });
  }
  if (binance) {
    methods.push({
      key: 'binance',
      title: t('depositPay.binance'),
      items: [
        { label: t('depositPay.payId'), value: binance.pay_id },
        { label: t('depositPay.holder'), value: binance.name },
      ],
    });
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailList
        items={[
          { label: t('depositPay.amount'), value: depositAmountText(deposit, lang, t) },
          ...(showPayTo
            ? [
                {
                  label: t('depositPay.holdUntil'),
                  value: keepTimesTogether(formatLongDateTime(deposit.hold_until, lang, timeZone)),
                },
              ]
            : []),
        ]}
      />
      {showPayTo && methods.length > 0 ? (
        <Box component="section" aria-label={t('depositPay.payTo')} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle2" component={headingLevel}>
            {t('depositPay.payTo')}
          </Typography>
          {methods.map((method) => (
            <Box key={method.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
                {method.title}
              </Typography>
              <DetailList items={method.items} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
