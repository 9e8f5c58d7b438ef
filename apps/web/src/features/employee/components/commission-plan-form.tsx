import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { CommissionPlanWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSaveCommissionPlan } from '../api/commission-plan';
import type { CatalogOption } from '../api/salon-catalog';
import { planFieldNames, planFormValues, planResolver, type PlanFormValues } from './commission-model';
import { CommissionOverrides, percentAdornment } from './commission-overrides';
import { CommissionTiers } from './commission-tiers';

interface CommissionPlanFormProps {
  employeeId: string;
  salonId: string;
  plan: CommissionPlanWire | null;
  groups: CatalogOption[];
  services: CatalogOption[];
  readOnly: boolean;
}

/** One employee's commission plan, saved whole (the server replaces the plan before). */
export function CommissionPlanForm({
  employeeId,
  salonId,
  plan,
  groups,
  services,
  readOnly,
}: CommissionPlanFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveCommissionPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PlanFormValues, unknown, PlanFormValues>({
    resolver: planResolver as never,
    defaultValues: planFormValues(salonId, plan),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: employeeId, body: body as never });
      form.reset(planFormValues(salonId, saved));
      enqueueSnackbar(t('employee.commission.saved'), { variant: 'success' });
    } catch (error) {
      const names = planFieldNames(form.getValues()) as unknown as Path<PlanFormValues>[];
      const unplaced = applyServerFieldErrors(error, form.setError, names);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('employee.commission.planTitle')}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {plan === null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('employee.commission.noPlan')}
        </Alert>
      ) : null}
      <FormNumberField
        form={form}
        name="default_percent"
        label={t('employee.commission.defaultPercent')}
        helperText={t('employee.commission.defaultHint')}
        required
        disabled={readOnly}
        sx={{ mb: 2, maxWidth: { sm: 280 } }}
        fullWidth
        slotProps={percentAdornment}
      />
      <CommissionOverrides form={form} kind="group" options={groups} readOnly={readOnly} />
      <CommissionOverrides form={form} kind="service" options={services} readOnly={readOnly} />
      <CommissionTiers form={form} readOnly={readOnly} />
      <Controller
        control={form.control}
        name="after_method_fee"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mb: 2, display: 'flex' }}
            label={t('employee.commission.afterMethodFee')}
            disabled={readOnly}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      {readOnly ? null : (
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('employee.commission.save')}
        </Button>
      )}
    </Box>
  );
}
