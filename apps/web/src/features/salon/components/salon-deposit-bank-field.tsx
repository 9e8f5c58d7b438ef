import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VENEZUELAN_BANKS, venezuelanBankOf } from '@salon/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import type { BookingSettingsInput, BookingSettingsValues } from './salon-booking-form-schema';

type Form = UseFormReturn<BookingSettingsInput, unknown, BookingSettingsValues>;

const optionText = (code: string, name: string) => `${code} · ${name}`;

/**
 * The pago móvil payee bank, chosen from the Venezuelan banks by code ("0134 · Banesco"); the name follows the
 * code. A bank typed before the list existed stays shown as it was until another is chosen.
 */
export function DepositBankField({ form }: { form: Form }) {
  const { t } = useTranslation();
  const savedName = useWatch({ control: form.control, name: 'deposit.pago_movil.bank_name' });
  return (
    <Controller
      control={form.control}
      name="deposit.pago_movil.bank_code"
      render={({ field, fieldState }) => {
        const unlisted = field.value !== '' && !venezuelanBankOf(field.value);
        return (
          <TextField
            select
            label={t('salon.deposit.bankName')}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              const bank = venezuelanBankOf(event.target.value);
              if (bank) form.setValue('deposit.pago_movil.bank_name', bank.name, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldErrorText(t, fieldState.error?.message)}
          >
            {unlisted ? <MenuItem value={field.value}>{optionText(field.value, savedName)}</MenuItem> : null}
            {VENEZUELAN_BANKS.map((bank) => (
              <MenuItem key={bank.code} value={bank.code}>
                {optionText(bank.code, bank.name)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
