import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { CommissionSettingsWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSaveCommissionSettings } from '../api/commission-settings';
import {
  FEE_METHODS,
  settingsFormValues,
  settingsResolver,
  type SettingsFormValues,
} from './commission-model';
import { percentAdornment } from './commission-overrides';

const FIELDS = [
  'method_fees',
  ...FEE_METHODS.map((method) => `method_fees.${method}`),
] as Path<SettingsFormValues>[];

/** The salon's fee per payment method (the card terminal's, PayPal's): empty is no fee. */
export function CommissionSettingsForm({
  salonId,
  settings,
}: {
  salonId: string;
  settings: CommissionSettingsWire;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCommissionSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SettingsFormValues, unknown, SettingsFormValues>({
    resolver: settingsResolver as never,
    defaultValues: settingsFormValues(salonId, settings),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body as never);
      form.reset(settingsFormValues(salonId, saved));
      enqueueSnackbar(t('employee.commission.feesSaved'), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('employee.commission.feesTitle')}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {FEE_METHODS.map((method) => (
          <Grid key={method} size={{ xs: 12, sm: 6 }}>
            <FormNumberField
              form={form}
              name={`method_fees.${method}`}
              label={t(`employee.commission.methods.${method}`)}
              fullWidth
              slotProps={percentAdornment}
            />
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" loading={save.isPending}>
        {t('employee.commission.saveFees')}
      </Button>
    </Box>
  );
}
