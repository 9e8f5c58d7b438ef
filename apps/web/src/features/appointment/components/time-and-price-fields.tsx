import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { APPOINTMENT_PAYMENT_METHODS, CREATE_STATUSES, formatBolivares } from '@salon/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { fieldErrorText } from '@/lib/api-errors';
import { useBolivaresRate } from '@/lib/use-bolivares-rate';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/**
 * The appointment dialog's times, status, price (with its promotion and its bolívares at today's rate) and
 * payment method; only a new appointment takes a status and a method here (an existing one changes them
 * through its status menu and its payments).
 */
export function TimeAndPriceFields(props: {
  form: AppointmentForm;
  isNew: boolean;
  /** The running promotion that sets the price, if one does. */
  promotionTitle: string | null;
}) {
  const { form, isNew, promotionTitle } = props;
  const { t, i18n } = useTranslation();
  const bolivaresRate = useBolivaresRate();
  const price = useWatch({ control: form.control, name: 'price' });
  const priceNumber = price === '' || price === null ? Number.NaN : Number(price);
  const priceInBolivares =
    bolivaresRate && Number.isFinite(priceNumber) && priceNumber > 0
      ? formatBolivares(priceNumber, bolivaresRate.rate, i18n.language)
      : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
      <FormTextField
        form={form}
        name="time"
        type="time"
        required
        label={t('appointment.dialog.time')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      />
      <FormTextField
        form={form}
        name="endTime"
        type="time"
        label={t('appointment.dialog.endTime')}
        helperText={t('appointment.dialog.endTimeHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      />
      {isNew ? (
        <Controller
          control={form.control}
          name="status"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t('appointment.dialog.status')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(t, fieldState.error?.message)}
            >
              {CREATE_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`appointment.status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
      <FormNumberField
        form={form}
        name="price"
        label={t('appointment.dialog.price')}
        helperText={
          <>
            {promotionTitle
              ? t('appointment.dialog.pricePromotion', { title: promotionTitle })
              : t('appointment.dialog.priceHelp')}
            {priceInBolivares ? (
              <Box component="span" sx={{ display: 'block' }}>
                {t('appointment.dialog.priceBolivares', { amount: priceInBolivares })}
              </Box>
            ) : null}
          </>
        }
      />
      {/* An existing appointment is paid through its payments section, whose payments decide its method. */}
      {isNew ? (
        <Controller
          control={form.control}
          name="payment_method"
          render={({ field }) => (
            <TextField
              select
              label={t('appointment.dialog.paymentMethod')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <MenuItem value="">{t('appointment.dialog.noPaymentMethod')}</MenuItem>
              {APPOINTMENT_PAYMENT_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {t(`appointment.paymentMethods.${method}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
    </Box>
  );
}
