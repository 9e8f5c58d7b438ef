import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminPaymentWire } from '@salon/core';
import { formatDateTime, formatMoney, VENEZUELA_TIME_ZONE } from '@salon/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItem } from '@/components/detail-list';
import { DecisionButtons, type DecisionHandlers } from './decision-buttons';
import { ExpectedBolivares } from './expected-bolivares';
import { bolivaresText, decidedText, fieldLabel, planText, reportedItems } from './payment-model';
import { PaymentStatusChip } from './status-chips';

const paymentItems = (t: TFunction, payment: AdminPaymentWire, lang: string): DetailItem[] => {
  const field = (key: string) => fieldLabel(t, key);
  const bolivares = bolivaresText(payment, lang);
  const decided = decidedText(t, payment, lang);
  return [
    { label: field('reported_at'), value: formatDateTime(payment.reported_at, lang, VENEZUELA_TIME_ZONE) },
    { label: field('rif'), value: payment.company.rif },
    { label: field('owner_email'), value: payment.company.owner_email },
    { label: field('plan'), value: planText(t, payment) },
    { label: field('change'), value: t(`admin.payments.changes.${payment.change}`) },
    { label: field('method'), value: t(`billing.methods.${payment.method}`) },
    { label: field('amount'), value: formatMoney(payment.amount, lang) },
    ...(bolivares ? [{ label: field('amount_ves'), value: bolivares }] : []),
    ...(payment.expected_ves !== null
      ? [{ label: field('expected_ves'), value: <ExpectedBolivares payment={payment} labelled={false} /> }]
      : []),
    ...(payment.reference ? [{ label: field('reference'), value: payment.reference }] : []),
    ...reportedItems(t, payment, lang),
    { label: field('status'), value: <PaymentStatusChip status={payment.status} /> },
    ...(decided ? [{ label: field('decided'), value: decided }] : []),
    ...(payment.rejection_reason
      ? [{ label: field('rejection_reason'), value: payment.rejection_reason }]
      : []),
  ];
};

interface PaymentCardProps extends DecisionHandlers {
  payment: AdminPaymentWire;
}

/**
 * One reported payment as a card, for narrow screens (wider ones get the table): named by its company; a
 * pending one offers Confirm and Reject.
 */
export function PaymentCard({ payment, onConfirm, onReject }: PaymentCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const lang = i18n.language;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 3 },
        borderColor: payment.status === 'pending' ? 'warning.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', flexGrow: 1 }}>
          {payment.company.name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {formatMoney(payment.amount, lang)} · {t(`billing.methods.${payment.method}`)}
        </Typography>
      </Box>
      <DetailList items={paymentItems(t, payment, lang)} />
      {payment.status === 'pending' ? (
        <Box sx={{ mt: 2.5 }}>
          <DecisionButtons payment={payment} onConfirm={onConfirm} onReject={onReject} />
        </Box>
      ) : null}
    </Paper>
  );
}
