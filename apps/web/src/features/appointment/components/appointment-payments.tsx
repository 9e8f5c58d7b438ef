import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  formatBolivares,
  formatDateTime,
  formatMoney,
  type AppointmentPaymentWire,
  type AppointmentPayments,
  type AppointmentWire,
} from '@salon/core';
import type { TFunction } from 'i18next';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useAppointmentPayments, useRemoveAppointmentPayment } from '../api/appointment-payments';
import { AddPaymentForm } from './add-payment-form';
import { rateParts } from './payment-model';

/** "Pago móvil · Bs. 912,50": how a payment reads in the list and in the remove question. */
const paymentTitle = (t: TFunction, payment: AppointmentPaymentWire, lang: string) =>
  `${t(`appointment.paymentMethods.${payment.method}`)} · ${formatMoney(payment.amount, lang, payment.currency)}`;

/** The smaller lines under a payment: its rate and dollar value, its reference, who recorded it and when. */
function paymentDetails(t: TFunction, payment: AppointmentPaymentWire, lang: string, timeZone: string) {
  const lines: string[] = [];
  if (payment.currency === 'VES' && payment.rate !== null && payment.rate_date !== null)
    lines.push(
      t('appointment.payments.paidAtRate', {
        ...rateParts({ rate: payment.rate, date: payment.rate_date }, lang),
        dollars: formatMoney(payment.dollars, lang),
      }),
    );
  if (payment.reference)
    lines.push(t('appointment.payments.referenceShown', { reference: payment.reference }));
  const when = formatDateTime(payment.paid_at, lang, timeZone);
  lines.push(
    payment.recorded_by
      ? t('appointment.payments.recordedBy', { name: payment.recorded_by, when })
      : t('appointment.payments.recordedAt', { when }),
  );
  return lines;
}

/** Due, paid, the balance (the figure the front desk looks for) and any tip, as a description list. */
function CheckoutTotals({ checkout }: { checkout: AppointmentPayments }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'due', label: t('appointment.payments.due'), value: formatMoney(checkout.due, lang) },
    { key: 'paid', label: t('appointment.payments.paid'), value: formatMoney(checkout.paid, lang) },
  ];
  if (checkout.tip > 0)
    rows.push({ key: 'tip', label: t('appointment.payments.tip'), value: formatMoney(checkout.tip, lang) });
  const settled = checkout.balance <= 0;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        '& dd': { m: 0 },
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('appointment.payments.balance')}
        </Typography>
        <Typography
          component="dd"
          variant="h5"
          sx={{ fontWeight: 700, color: settled ? 'success.main' : 'text.primary' }}
        >
          {formatMoney(checkout.balance, lang)}
        </Typography>
        {settled ? (
          <Typography component="dd" variant="body2" color="text.secondary">
            {t('appointment.payments.paidInFull')}
          </Typography>
        ) : checkout.rate ? (
          <Typography component="dd" variant="body2" color="text.secondary">
            {t('appointment.payments.atTodaysRate', {
              amount: formatBolivares(checkout.balance, checkout.rate.rate, lang),
            })}
          </Typography>
        ) : null}
      </Box>
      {rows.map((row) => (
        <Box key={row.key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body1">
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The appointment's checkout (docs/decisions.md "Payments per appointment"): what is due, the payments taken
 * in dollars or bolívares at the day's rate, and the balance; who may change the appointment adds payments,
 * an owner or manager removes one. A cancelled appointment takes none.
 */
export function AppointmentPaymentsSection(props: {
  appointment: AppointmentWire;
  timeZone: string;
  canWrite: boolean;
}) {
  const { appointment, timeZone, canWrite } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { enqueueSnackbar } = useSnackbar();
  const canRemove = useCan('appointment.paymentDelete');
  const payments = useAppointmentPayments(appointment._id);
  const remove = useRemoveAppointmentPayment();
  const [toRemove, setToRemove] = useState<AppointmentPaymentWire | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const titleId = `payments-${appointment._id}`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const checkout = payments.data;

  const doRemove = async () => {
    if (!toRemove) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync({ id: appointment._id, paymentId: toRemove._id });
      enqueueSnackbar(t('appointment.payments.removed'), { variant: 'success' });
      // The confirm dialog gives focus back to the remove button, which went with its payment: the keyboard
      // goes on from the section instead of the top of the page.
      requestAnimationFrame(() => titleRef.current?.focus());
    } catch (error) {
      setRemoveError(errorText(t, error));
    } finally {
      setToRemove(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography
        ref={titleRef}
        id={titleId}
        tabIndex={-1}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, '&:focus': { outline: 'none' } }}
      >
        {t('appointment.payments.title')}
      </Typography>
      {payments.isPending ? (
        <Typography variant="body2">{t('appointment.common.loading')}</Typography>
      ) : !checkout ? (
        <Alert severity="error">{errorText(t, payments.error)}</Alert>
      ) : (
        <>
          <CheckoutTotals checkout={checkout} />
          {removeError ? <Alert severity="error">{removeError}</Alert> : null}
          {checkout.payments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('appointment.payments.none')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('appointment.payments.listLabel')}>
              {checkout.payments.map((payment) => (
                <ListItem
                  key={payment._id}
                  disableGutters
                  secondaryAction={
                    canRemove ? (
                      <IconButton
                        edge="end"
                        aria-label={t('appointment.payments.remove', {
                          payment: paymentTitle(t, payment, lang),
                        })}
                        onClick={() => setToRemove(payment)}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={paymentTitle(t, payment, lang)}
                    secondary={paymentDetails(t, payment, lang, timeZone).map((line) => (
                      <Box key={line} component="span" sx={{ display: 'block' }}>
                        {line}
                      </Box>
                    ))}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {appointment.status === 'cancelled' ? (
            <Typography variant="body2" color="text.secondary">
              {t('appointment.payments.cancelled')}
            </Typography>
          ) : canWrite ? (
            <>
              <Divider />
              <AddPaymentForm
                appointmentId={appointment._id}
                checkout={checkout}
                defaultMethod={appointment.payment_method}
              />
            </>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('appointment.payments.removeTitle')}
        message={
          toRemove ? t('appointment.payments.removeText', { payment: paymentTitle(t, toRemove, lang) }) : ''
        }
        confirmLabel={t('appointment.payments.removeConfirm')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void doRemove()}
        onClose={() => setToRemove(null)}
      />
    </Box>
  );
}
