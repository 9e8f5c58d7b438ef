import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLocalDay, formatMoney, formatRate, type CashCloseWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list';
import { DifferenceText } from './cash-lines-table';

/**
 * The day's rate (what the bolívar lines' dollar column is counted at), the tips and the confirmed deposits
 * (already among the lines: shown so the desk can tell them apart), and the difference of the whole day.
 */
export function CashDaySummary({
  day,
  totalDifferenceUsd,
}: {
  day: CashCloseWire;
  totalDifferenceUsd: number | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const usd = (amount: number) => formatMoney(amount, lang, 'USD');
  return (
    <Box component="section" aria-labelledby="cash-summary-title">
      <Typography id="cash-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('cashClose.summary.title')}
      </Typography>
      <DetailList
        items={[
          {
            label: t('cashClose.summary.rate'),
            value: day.rate
              ? t('cashClose.summary.rateValue', {
                  rate: formatRate(day.rate.rate, lang),
                  source: day.rate.source,
                  date: formatLocalDay(day.rate.date, lang),
                })
              : t('cashClose.summary.noRate'),
          },
          {
            label: t('cashClose.summary.tips'),
            value: t('cashClose.summary.tipsValue', {
              amount: usd(day.tips.dollars),
              count: day.tips.visits,
            }),
          },
          {
            label: t('cashClose.summary.deposits'),
            value: t('cashClose.summary.depositsValue', {
              amount: usd(day.deposits.dollars),
              count: day.deposits.count,
            }),
          },
          {
            label: t('cashClose.lines.totalTaken'),
            value: usd(day.totals.taken_usd),
          },
          {
            label: t('cashClose.summary.differenceTotal'),
            value:
              totalDifferenceUsd === null ? (
                t('cashClose.summary.differencePending')
              ) : (
                <DifferenceText amount={totalDifferenceUsd} currency="USD" />
              ),
          },
        ]}
      />
    </Box>
  );
}
