import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminPaymentWire } from '@salon/core';
import { formatDateTime, formatMoney, VENEZUELA_TIME_ZONE } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { DecisionButtons, type DecisionHandlers } from './decision-buttons';
import { ExpectedBolivares } from './expected-bolivares';
import { bolivaresText, decidedText, fieldLabel, planText, reportedItems } from './payment-model';
import { PaymentStatusChip } from './status-chips';

export const PAYMENT_COLUMNS = [
  'company',
  'reported_at',
  'plan',
  'method',
  'amount',
  'reference',
  'details',
  'status',
  'actions',
] as const;

const secondary = { display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' } as const;

/** One reported payment as a table row, the company as its header; a pending one offers Confirm and Reject. */
export function PaymentRow({
  payment,
  onConfirm,
  onReject,
}: { payment: AdminPaymentWire } & DecisionHandlers) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const bolivares = bolivaresText(payment, lang);
  const decided = decidedText(t, payment, lang);
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {payment.company.name}
        </Typography>
        <Typography variant="caption" sx={secondary}>
          {payment.company.rif}
        </Typography>
        <Typography variant="caption" sx={secondary}>
          {payment.company.owner_email}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(payment.reported_at, lang, VENEZUELA_TIME_ZONE)}
      </TableCell>
      <TableCell>
        {planText(t, payment)}
        <Typography variant="caption" sx={secondary}>
          {t(`admin.payments.changes.${payment.change}`)}
        </Typography>
      </TableCell>
      <TableCell>{t(`billing.methods.${payment.method}`)}</TableCell>
      <TableCell align="right" sx={{ minWidth: 160 }}>
        {formatMoney(payment.amount, lang)}
        {bolivares ? (
          <Typography variant="caption" sx={secondary}>
            {bolivares}
          </Typography>
        ) : null}
        <ExpectedBolivares payment={payment} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.reference ?? '—'}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Box component="dl" sx={{ m: 0 }}>
          {reportedItems(t, payment, lang).map((item) => (
            <Box key={item.label} sx={{ mb: 0.5 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {item.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {item.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </TableCell>
      <TableCell>
        <PaymentStatusChip status={payment.status} />
        {decided ? (
          <Typography variant="caption" sx={{ ...secondary, mt: 0.5 }}>
            {fieldLabel(t, 'decided')}: {decided}
          </Typography>
        ) : null}
        {payment.rejection_reason ? (
          <Typography variant="caption" sx={secondary}>
            {fieldLabel(t, 'rejection_reason')}: {payment.rejection_reason}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        {payment.status === 'pending' ? (
          <DecisionButtons payment={payment} onConfirm={onConfirm} onReject={onReject} />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
