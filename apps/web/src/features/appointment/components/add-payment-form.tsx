import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  APPOINTMENT_PAYMENT_METHODS,
  appointmentPaymentBodySchema,
  formatCents,
  formatMoney,
  isBolivarOnlyMethod,
  localDateAt,
  PAYMENT_CURRENCIES,
  toCents,
  type AppointmentPaymentBody,
  type AppointmentPaymentBodyInput,
  type AppointmentPayments,
  type Currency,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { useCan } from '@/lib/session/use-role';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useAddAppointmentPayment } from '../api/appointment-payments';
import { SalonRateForm } from './salon-rate-form';
import { balanceIn, currencyForMethod, dollarsCentsOf, rateParts, type PaymentMethod } from './payment-model';

const FIELDS = ['method', 'currency', 'amount', 'reference'] as const;

/** A payment over the balance waiting for "record the extra as a tip?": what to resend and the extra. */
interface TipQuestion {
  body: AppointmentPaymentBody;
  extraCents: number;
}

/**
 * "Add payment" of an appointment's checkout: method, dollars or bolívares at today's rate, the amount
 * prefilled with the balance due in that currency, and a reference. It lives inside the appointment dialog's
 * own <form>, where a nested form is not allowed: the button sends it, and Enter in one of its fields sends it
 * instead of saving the appointment.
 */
export function AddPaymentForm(props: {
  appointmentId: string;
  checkout: AppointmentPayments;
  /** The appointment's own method, the likely one for the next payment. */
  defaultMethod: PaymentMethod | null;
}) {
  const { appointmentId, checkout } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { enqueueSnackbar } = useSnackbar();
  const ids = useId();
  const add = useAddAppointmentPayment();
  const rate = checkout.rate;
  const canEnterRate = useCan('exchangeRate.enter');
  const timeZone = useSalonTimeZone();
  // Today's own rate: the official one of today or the salon's entry. Before it (none yet, or an older
  // official one applies), the owner or a manager may type today's BCV rate.
  const todaysOwn =
    rate !== null && (rate.entered_by_salon === true || rate.date >= localDateAt(new Date(), timeZone));
  const method = props.defaultMethod ?? 'cash';
  const startCurrency = currencyForMethod(method, 'USD', rate);
  const form = useForm<AppointmentPaymentBodyInput, unknown, AppointmentPaymentBody>({
    resolver: zodResolver(appointmentPaymentBodySchema),
    defaultValues: {
      method,
      currency: startCurrency,
      amount: balanceIn(checkout.balance, startCurrency, rate),
      reference: '',
    },
  });
  const [watchedCurrency, amount] = useWatch({ control: form.control, name: ['currency', 'amount'] });
  const currency = watchedCurrency ?? 'USD';
  const [formError, setFormError] = useState<string | null>(null);
  const [tipQuestion, setTipQuestion] = useState<TipQuestion | null>(null);

  // A new balance (a payment taken or removed, here or elsewhere) or rate is prefilled again, unless the user
  // has typed an amount of their own.
  useEffect(() => {
    if (form.getFieldState('amount').isDirty) return;
    form.setValue('amount', balanceIn(checkout.balance, form.getValues('currency') ?? 'USD', rate));
  }, [form, checkout.balance, rate]);

  const currentCurrency = (): Currency => form.getValues('currency') ?? 'USD';

  const chooseCurrency = (next: Currency) => {
    form.setValue('currency', next);
    // An amount typed in the other currency means nothing in this one.
    form.setValue('amount', balanceIn(checkout.balance, next, rate));
  };

  const send = async (body: AppointmentPaymentBody) => {
    setFormError(null);
    try {
      const next = await add.mutateAsync({ id: appointmentId, body });
      enqueueSnackbar(t('appointment.payments.added'), { variant: 'success' });
      const nextCurrency = currencyForMethod(body.method, body.currency, next.rate);
      form.reset({
        method: body.method,
        currency: nextCurrency,
        amount: balanceIn(next.balance, nextCurrency, next.rate),
        reference: '',
      });
    } catch (error) {
      if (toErrorEnvelope(error).code === 'PAYMENT_OVER_BALANCE' && !body.tip) {
        const paying = dollarsCentsOf(body.amount, body.currency, rate) ?? 0;
        setTipQuestion({ body, extraCents: Math.max(0, paying - toCents(checkout.balance)) });
        return;
      }
      if (applyServerFieldErrors(error, form.setError, FIELDS)) setFormError(errorText(t, error));
    }
  };

  const submit = form.handleSubmit((body) => send({ ...body, tip: false }));

  // Enter in the amount or reference would otherwise submit the appointment's form around this one.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!add.isPending) void submit();
  };

  const currencyError = fieldErrorText(t, form.getFieldState('currency', form.formState).error?.message);
  const typedCents = currency === 'VES' ? dollarsCentsOf(amount, 'VES', rate) : null;
  const rateText = rate
    ? {
        ...rateParts(rate, lang),
        source: rate.entered_by_salon ? t('appointment.payments.salonSource') : rate.source,
      }
    : null;
  const amountHelp =
    currency !== 'VES' || !rateText
      ? undefined
      : typedCents === null
        ? t('appointment.payments.atRate', rateText)
        : t('appointment.payments.worth', { ...rateText, dollars: formatCents(typedCents, lang) });

  return (
    <Box role="group" aria-labelledby={`${ids}-title`} onKeyDown={onKeyDown} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={`${ids}-title`} component="h4" variant="subtitle2">
        {t('appointment.payments.addTitle')}
      </Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <TextField
              select
              required
              label={t('appointment.payments.method')}
              value={field.value}
              onChange={(event) => {
                const method = event.target.value as PaymentMethod;
                field.onChange(method);
                const next = currencyForMethod(method, currentCurrency(), rate);
                if (next !== currentCurrency()) chooseCurrency(next);
              }}
            >
              {APPOINTMENT_PAYMENT_METHODS.map((method) => (
                // Without a rate a bolívar-only method cannot be converted, so it cannot be taken.
                <MenuItem key={method} value={method} disabled={!rate && isBolivarOnlyMethod(method)}>
                  {t(`appointment.paymentMethods.${method}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box>
          <Typography id={`${ids}-currency`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('appointment.payments.currency')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={currency}
            aria-labelledby={`${ids}-currency`}
            aria-describedby={rate ? undefined : `${ids}-no-rate`}
            onChange={(_event, next: Currency | null) => {
              if (next) chooseCurrency(next);
            }}
          >
            {PAYMENT_CURRENCIES.map((option) => (
              <ToggleButton key={option} value={option} disabled={option === 'VES' && !rate}>
                {t(`appointment.payments.currencies.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {rate ? null : (
            <FormHelperText id={`${ids}-no-rate`}>{t('appointment.payments.noRate')}</FormHelperText>
          )}
          {canEnterRate && !todaysOwn ? <SalonRateForm /> : null}
          {rate?.entered_by_salon ? (
            <FormHelperText>{t('appointment.payments.salonRateShown')}</FormHelperText>
          ) : null}
          {currencyError ? <FormHelperText error>{currencyError}</FormHelperText> : null}
        </Box>
        <FormNumberField
          form={form}
          name="amount"
          required
          label={t('appointment.payments.amount')}
          example={currency === 'VES' ? 1856.4 : 25.5}
          helperText={amountHelp}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">{currency === 'VES' ? 'Bs.' : '$'}</InputAdornment>
              ),
            },
          }}
        />
        <FormTextField
          form={form}
          name="reference"
          autoComplete="off"
          label={t('appointment.payments.reference')}
          helperText={t('appointment.payments.referenceHelp')}
        />
      </Box>
      <Box>
        <Button variant="contained" onClick={() => void submit()} loading={add.isPending}>
          {t('appointment.payments.add')}
        </Button>
      </Box>
      <ConfirmDialog
        open={tipQuestion !== null}
        title={t('appointment.payments.tipTitle')}
        message={t('appointment.payments.tipText', {
          extra: formatCents(tipQuestion?.extraCents ?? 0, lang),
          balance: formatMoney(checkout.balance, lang),
        })}
        confirmLabel={t('appointment.payments.tipConfirm')}
        busy={add.isPending}
        onConfirm={() => {
          const body = tipQuestion!.body;
          void send({ ...body, tip: true }).finally(() => setTipQuestion(null));
        }}
        onClose={() => setTipQuestion(null)}
      />
    </Box>
  );
}
