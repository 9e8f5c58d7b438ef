import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatMoney, OPEN_DEPOSIT_STATUSES } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { useAppointmentDeposit } from '../api/get-appointment-deposit';

/**
 * The deposit of an online booking, if it has one: its state, amount, what the client reported
 * and, while unpaid, until when the time is held. Deciding it is on the Deposits screen.
 */
export function AppointmentDeposit(props: { appointmentId: string; timeZone: string; enabled: boolean }) {
  const { appointmentId, timeZone, enabled } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const deposit = useAppointmentDeposit(appointmentId, enabled).data;
  if (!deposit) return null;
  const titleId = `deposit-${appointmentId}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t('appointment.deposit.title', { amount: formatMoney(deposit.amount, lang) })}
        </Typography>
        <Chip size="small" label={t(`appointment.deposit.status.${deposit.status}`)} />
      </Box>
      {deposit.method && deposit.reference ? (
        <Typography variant="body2">
          {t('appointment.deposit.reported', {
            method: t(`reportSheet.paymentMethods.${deposit.method}`),
            reference: deposit.reference,
          })}
        </Typography>
      ) : null}
      {OPEN_DEPOSIT_STATUSES.includes(deposit.status) ? (
        <Typography variant="body2" color="text.secondary">
          {t('appointment.deposit.holdUntil', { when: formatDateTime(deposit.hold_until, lang, timeZone) })}
        </Typography>
      ) : null}
    </Box>
  );
}
