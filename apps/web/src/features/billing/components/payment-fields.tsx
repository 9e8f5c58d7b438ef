import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import type { ManualPaymentMethod } from '@salon/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { METHOD_FIELDS, type PaymentField, type PaymentFormValues } from './payment-form-model';

/** The label of a field, which for the reference depends on what the method calls it. */
const labelKey = (field: PaymentField, method: ManualPaymentMethod): string => {
  if (field === 'reference' && method === 'binance_pay') return 'billing.payment.fields.binanceReference';
  if (field === 'reference' && method === 'cash') return 'billing.payment.fields.receipt';
  return `billing.payment.fields.${field}`;
};

const WIDE: readonly PaymentField[] = ['payer', 'bank'];

/** The fields the chosen manual method asks for, labelled, with the shared rules' messages under them. */
export function PaymentFields({
  form,
  method,
  amountToPay,
}: {
  form: UseFormReturn<PaymentFormValues>;
  method: ManualPaymentMethod;
  /** The quote's total, already formatted, as the amount's hint. */
  amountToPay: string;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {METHOD_FIELDS[method].map((field) => (
        <Grid key={`${method}-${field}`} size={{ xs: 12, sm: WIDE.includes(field) ? 12 : 6 }}>
          {field === 'amount' || field === 'amount_ves' ? (
            <FormNumberField
              form={form}
              name={field}
              label={t(labelKey(field, method))}
              required
              fullWidth
              example={field === 'amount' ? 25.5 : 1856.4}
              helperText={
                field === 'amount' ? t('billing.pay.amountHelp', { amount: amountToPay }) : undefined
              }
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">{field === 'amount' ? '$' : 'Bs.'}</InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <FormTextField
              form={form}
              name={field}
              label={t(labelKey(field, method))}
              required={!(field === 'reference' && method === 'cash')}
              fullWidth
              type={field === 'paid_on' ? 'date' : 'text'}
              autoComplete="off"
              slotProps={field === 'paid_on' ? { inputLabel: { shrink: true } } : undefined}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
