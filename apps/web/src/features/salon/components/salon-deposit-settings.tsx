import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEPOSIT_KINDS } from '@salon/core';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { fieldErrorText } from '@/lib/api-errors';
import type { BookingSettingsInput, BookingSettingsValues } from './salon-booking-form-schema';
import { DEPOSIT_METHOD_BLOCKS, DepositMethod } from './salon-deposit-method';

type Form = UseFormReturn<BookingSettingsInput, unknown, BookingSettingsValues>;
// The number fields only register and read errors: the schema's output shape does not matter to them.
type FieldForm = UseFormReturn<BookingSettingsInput>;

const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/**
 * Deposits for online bookings: off, a percentage or a fixed amount; which bookings need one
 * (services that ask for it, bookings from a price, clients with no-shows); how long the time is held unpaid;
 * and where clients pay (pago móvil, Zelle, Binance Pay: at least one). Part of the booking tab's form.
 */
export function SalonDepositSettings({ form }: { form: Form }) {
  const { t } = useTranslation();
  const fieldForm = form as unknown as FieldForm;
  const methodsId = useId();
  const kind = useWatch({ control: form.control, name: 'deposit.kind' });
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
            {DEPOSIT_METHOD_BLOCKS.map((block) => (
              <DepositMethod key={block.method} form={form} block={block} />
            ))}
          </Box>
        </>
      )}
    </>
  );
}
