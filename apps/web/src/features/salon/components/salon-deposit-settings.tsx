import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEPOSIT_KINDS } from '@salon/core';
import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { fieldErrorText } from '@/lib/api-errors';
import type { BookingSettingsInput, BookingSettingsValues } from './salon-booking-form-schema';

type Form = UseFormReturn<BookingSettingsInput, unknown, BookingSettingsValues>;
// The text and number fields only register and read errors: the schema's output shape does not matter to them.
type FieldForm = UseFormReturn<BookingSettingsInput>;

const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

function MethodSwitch({
  form,
  name,
  label,
}: {
  form: Form;
  name: 'deposit.pago_movil_on' | 'deposit.zelle_on' | 'deposit.binance_on';
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value === true}
              onChange={(event) => {
                field.onChange(event.target.checked);
                // "At least one method" is judged again on saving; a method just switched on answers it.
                if (event.target.checked) form.clearErrors('deposit.pago_movil');
              }}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

function MethodFields({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, pl: { xs: 0, sm: 2 }, mb: 1 }}>{children}</Box>;
}

/**
 * Deposits for online bookings: off, a percentage or a fixed amount; which bookings need one
 * (services that ask for it, bookings from a price, clients with no-shows); how long the time is held unpaid;
 * and where clients pay (pago móvil, Zelle, Binance Pay: at least one). Part of the booking tab's form.
 */
export function SalonDepositSettings({ form }: { form: Form }) {
  const { t } = useTranslation();
  const fieldForm = form as unknown as FieldForm;
  const methodsId = useId();
  const [kind, pagoMovil, zelle, binance] = useWatch({
    control: form.control,
    name: ['deposit.kind', 'deposit.pago_movil_on', 'deposit.zelle_on', 'deposit.binance_on'],
  });
  const errors = form.formState.errors.deposit;
  // The "at least one method" rule is reported on the first method as a whole, not on one of its fields.
  const methodError = fieldErrorText(t, errors?.pago_movil?.message);
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('salon.deposit.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('salon.deposit.help')}
      </Typography>
      <Controller
        control={form.control}
        name="deposit.kind"
        render={({ field }) => (
          <TextField
            select
            label={t('salon.deposit.kind')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {DEPOSIT_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`salon.deposit.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {kind === 'none' ? null : (
        <>
          <FormNumberField
            key={kind}
            form={fieldForm}
            name="deposit.value"
            decimals={kind === 'percent' ? 0 : 2}
            example={kind === 'percent' ? 30 : 10}
            label={t(kind === 'percent' ? 'salon.deposit.percent' : 'salon.deposit.amount')}
            helperText={t(kind === 'percent' ? 'salon.deposit.percentHelp' : 'salon.deposit.amountHelp')}
            slotProps={kind === 'percent' ? percent : dollars}
          />
          <FormNumberField
            form={fieldForm}
            name="deposit.above"
            label={t('salon.deposit.above')}
            helperText={t('salon.deposit.aboveHelp')}
            slotProps={dollars}
          />
          <FormNumberField
            form={fieldForm}
            name="deposit.no_shows"
            decimals={0}
            example={2}
            label={t('salon.deposit.noShows')}
            helperText={t('salon.deposit.noShowsHelp')}
          />
          <FormNumberField
            form={fieldForm}
            name="deposit.hold_hours"
            decimals={0}
            example={12}
            label={t('salon.deposit.holdHours')}
            helperText={t('salon.deposit.holdHoursHelp')}
          />
          <Box
            component="fieldset"
            aria-describedby={methodError ? methodsId : undefined}
            sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('salon.deposit.methods')}
            </Typography>
            {methodError ? (
              <Alert severity="error" id={methodsId}>
                {methodError}
              </Alert>
            ) : null}
            <MethodSwitch form={form} name="deposit.pago_movil_on" label={t('salon.deposit.pagoMovil')} />
            {pagoMovil ? (
              <MethodFields>
                <FormTextField
                  form={fieldForm}
                  name="deposit.pago_movil.bank_name"
                  label={t('salon.deposit.bankName')}
                />
                <FormTextField
                  form={fieldForm}
                  name="deposit.pago_movil.bank_code"
                  label={t('salon.deposit.bankCode')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                />
                <FormTextField
                  form={fieldForm}
                  name="deposit.pago_movil.phone"
                  type="tel"
                  label={t('salon.deposit.phone')}
                />
                <FormTextField
                  form={fieldForm}
                  name="deposit.pago_movil.rif"
                  label={t('salon.deposit.rif')}
                />
              </MethodFields>
            ) : null}
            <MethodSwitch form={form} name="deposit.zelle_on" label={t('salon.deposit.zelle')} />
            {zelle ? (
              <MethodFields>
                <FormTextField
                  form={fieldForm}
                  name="deposit.zelle.email"
                  type="email"
                  label={t('salon.deposit.email')}
                />
                <FormTextField form={fieldForm} name="deposit.zelle.name" label={t('salon.deposit.holder')} />
              </MethodFields>
            ) : null}
            <MethodSwitch form={form} name="deposit.binance_on" label={t('salon.deposit.binance')} />
            {binance ? (
              <MethodFields>
                <FormTextField
                  form={fieldForm}
                  name="deposit.binance.pay_id"
                  label={t('salon.deposit.payId')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <FormTextField
                  form={fieldForm}
                  name="deposit.binance.name"
                  label={t('salon.deposit.holder')}
                />
              </MethodFields>
            ) : null}
          </Box>
        </>
      )}
    </>
  );
}
