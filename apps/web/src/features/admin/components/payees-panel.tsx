import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  MANUAL_PAYMENT_METHODS,
  PAYEE_FIELDS,
  type ManualPaymentMethod,
  type PlatformPayees,
  platformPayeesBodySchema,
  type PlatformPayeesWire,
  VENEZUELA_TIME_ZONE,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { usePayees, useUpdatePayees, type AdminPayees } from '../api/payees';

/** Every method's fields as typed; a method whose fields are all empty has no details (null). */
type PayeeFormValues = Record<ManualPaymentMethod, Record<string, string>>;

const FIELD_PATHS = MANUAL_PAYMENT_METHODS.flatMap((method) =>
  PAYEE_FIELDS[method].map((field) => `${method}.${field}`),
) as Path<PayeeFormValues>[];

const toForm = (payees: PlatformPayeesWire | undefined): PayeeFormValues =>
  Object.fromEntries(
    MANUAL_PAYMENT_METHODS.map((method) => {
      const details = (payees?.[method] ?? {}) as Record<string, string>;
      return [method, Object.fromEntries(PAYEE_FIELDS[method].map((field) => [field, details[field] ?? '']))];
    }),
  ) as PayeeFormValues;

/** An all-empty method is sent as null (cleared); a partly filled one is checked field by field. */
const blankToNull = (values: PayeeFormValues) =>
  Object.fromEntries(
    Object.entries(values).map(([method, fields]) => [
      method,
      Object.values(fields).every((value) => String(value).trim() === '') ? null : fields,
    ]),
  );

const resolver = zodResolver(z.preprocess(blankToNull, platformPayeesBodySchema)) as unknown as Resolver<
  PayeeFormValues,
  unknown,
  PlatformPayees
>;

const WIDE = new Set(['instructions', 'account_number', 'bank_name', 'bank', 'holder', 'email']);

/**
 * Where owners pay the subscription to, for each manual method (docs/product.md "Plans and subscription"):
 * the pay dialog shows the chosen method's details with copy buttons. A method left empty has none, and the
 * dialog tells the owner to ask the platform.
 */
export function PayeesPanel() {
  const { t } = useTranslation();
  const payees = usePayees();
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('admin.payees.hint')}</Typography>
      {payees.isPending ? <LinearProgress aria-label={t('common.loading')} sx={{ mb: 2 }} /> : null}
      {payees.isError ? <Alert severity="error">{errorText(t, payees.error)}</Alert> : null}
      {payees.data ? <PayeesForm payees={payees.data} /> : null}
    </>
  );
}

function PayeesForm({ payees }: { payees: AdminPayees }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdatePayees();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PayeeFormValues, unknown, PlatformPayees>({ resolver, defaultValues: toForm(payees) });
  const fieldForm = form as unknown as UseFormReturn<PayeeFormValues>;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(body);
      form.reset(toForm(saved));
      enqueueSnackbar(t('admin.payees.saved'), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, FIELD_PATHS);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
        {MANUAL_PAYMENT_METHODS.map((method) => (
          <Paper
            key={method}
            component="fieldset"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}
          >
            <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', px: 0.5 }}>
              {t(`billing.methods.${method}`)}
            </Typography>
            <Grid container spacing={2} sx={{ mt: 0.5 }}>
              {PAYEE_FIELDS[method].map((field) => (
                <Grid key={field} size={{ xs: 12, sm: WIDE.has(field) ? 12 : 6 }}>
                  <FormTextField
                    form={fieldForm}
                    name={`${method}.${field}` as Path<PayeeFormValues>}
                    label={t(`admin.payees.fields.${field}`)}
                    fullWidth
                    autoComplete="off"
                    multiline={field === 'instructions'}
                  />
                </Grid>
              ))}
            </Grid>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('admin.payees.save')}
        </Button>
        {payees.updated_at ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('admin.payees.updatedAt', {
              date: formatDateTime(payees.updated_at, i18n.language, VENEZUELA_TIME_ZONE),
            })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
