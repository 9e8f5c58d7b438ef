import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentWire } from '@salon/core';
import { formatDate, formatLocalDay, formatMoney } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { DetailList } from '@/components/detail-list';

/** The reported fields of each method, in the order the pay form asks for them. */
const DETAIL_ORDER = ['payer', 'bank', 'payer_phone', 'payer_id', 'amount_ves', 'paid_on'] as const;

/** A reported manual payment waiting for a platform administrator: what was reported, as it was reported. */
export function PendingPaymentCard({ payment }: { payment: PaymentWire }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSalonTimeZone();
  const headingId = useId();
  const lang = i18n.language;
  const detail = (key: (typeof DETAIL_ORDER)[number]) => {
    const value = payment.details[key];
    if (value === undefined || value === '') return null;
    if (key === 'amount_ves') return formatMoney(Number(value), lang, 'VES');
    if (key === 'paid_on') return formatLocalDay(String(value), lang);
    return String(value);
  };
  const items = [
    {
      label: t('billing.tab.plan'),
      value: `${t(`billing.plans.${payment.plan}`)} · ${t(`billing.periods.${payment.period}`)}`,
    },
    { label: t('billing.payment.method'), value: t(`billing.methods.${payment.method}`) },
    { label: t('billing.payment.fields.amount'), value: formatMoney(payment.amount, lang) },
    ...(payment.reference
      ? [{ label: t('billing.payment.fields.reference'), value: payment.reference }]
      : []),
    ...DETAIL_ORDER.flatMap((key) => {
      const value = detail(key);
      return value === null ? [] : [{ label: t(`billing.payment.fields.${key}`), value }];
    }),
    { label: t('billing.pending.reportedAt'), value: formatDate(payment.reported_at, lang, timeZone) },
  ];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'warning.main', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <HourglassTopOutlined color="warning" aria-hidden="true" />
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem' }}>
          {t('billing.pending.title')}
        </Typography>
      </Box>
      <DetailList items={items} />
    </Paper>
  );
}
