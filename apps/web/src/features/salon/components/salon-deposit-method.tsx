import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import type { BookingSettingsInput, BookingSettingsValues } from './salon-booking-form-schema';
import { DepositBankField } from './salon-deposit-bank-field';

type Form = UseFormReturn<BookingSettingsInput, unknown, BookingSettingsValues>;
// The text fields only register and read errors: the schema's output shape does not matter to them.
type FieldForm = UseFormReturn<BookingSettingsInput>;

/** A text field of a method's details; `bank` is pago móvil's bank, chosen from the list. */
interface MethodField {
  name: string;
  label: string;
  type?: 'tel' | 'email';
  numeric?: true;
  bank?: true;
}

/** Where clients pay a deposit: each method's switch label and detail fields, in the order shown. */
export const DEPOSIT_METHOD_BLOCKS = [
  {
    method: 'pago_movil',
    label: 'salon.deposit.pagoMovil',
    fields: [
      { name: 'bank_code', label: 'salon.deposit.bankName', bank: true },
      { name: 'phone', label: 'salon.deposit.phone', type: 'tel' },
      { name: 'rif', label: 'salon.deposit.rif' },
    ],
  },
  {
    method: 'zelle',
    label: 'salon.deposit.zelle',
    fields: [
      { name: 'email', label: 'salon.deposit.email', type: 'email' },
      { name: 'name', label: 'salon.deposit.holder' },
    ],
  },
  {
    method: 'binance',
    label: 'salon.deposit.binance',
    fields: [
      { name: 'pay_id', label: 'salon.deposit.payId', numeric: true },
      { name: 'name', label: 'salon.deposit.holder' },
    ],
  },
] as const satisfies readonly { method: string; label: string; fields: readonly MethodField[] }[];

type MethodBlock = (typeof DEPOSIT_METHOD_BLOCKS)[number];

/**
 * One way to pay a deposit: its switch and, while on, its details. The details are kept while switched off
 * (docs/decisions.md "Deposits without cards": only what is on is sent).
 */
export function DepositMethod({ form, block }: { form: Form; block: MethodBlock }) {
  const { t } = useTranslation();
  const switchName = `deposit.${block.method}_on` as const;
  const on = useWatch({ control: form.control, name: switchName });
  const fields: readonly MethodField[] = block.fields;
  return (
    <>
      <Controller
        control={form.control}
        name={switchName}
        render={({ field }) => (
          <FormControlLabel
            label={t(block.label)}
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
      {on ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { xs: 0, sm: 2 }, mb: 1 }}>
          {fields.map((field) =>
            field.bank ? (
              <DepositBankField key={field.name} form={form} />
            ) : (
              <FormTextField
                key={field.name}
                form={form as unknown as FieldForm}
                name={`deposit.${block.method}.${field.name}` as FieldPath<BookingSettingsInput>}
                type={field.type}
                label={t(field.label)}
                slotProps={field.numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
              />
            ),
          )}
        </Box>
      ) : null}
    </>
  );
}
