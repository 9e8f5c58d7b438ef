import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type AdminPlanWire,
  formatDateTime,
  type UpdatePlanBody,
  updatePlanBodySchema,
  VENEZUELA_TIME_ZONE,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useUpdateAdminPlan } from '../api/update-admin-plan';

const LIMITS = ['salons', 'gallery_images_per_salon', 'employees_per_salon'] as const;
const FLAGS = ['promotions', 'cancellation_policy', 'additional_user'] as const;
const FIELDS = ['monthly_price', ...LIMITS, ...FLAGS] as const;
/** Two fields a row while the plan takes the full width; one a row once the plans stand side by side. */
const FIELD_SIZE = { xs: 12, sm: 6, lg: 12 };

/** The inputs hold text; the shared schema turns it into numbers. */
type PlanFormValues = Record<'monthly_price' | (typeof LIMITS)[number], string> &
  Record<(typeof FLAGS)[number], boolean>;

const resolver = zodResolver(updatePlanBodySchema) as unknown as Resolver<
  PlanFormValues,
  unknown,
  UpdatePlanBody
>;

const toForm = (plan: AdminPlanWire): PlanFormValues => ({
  monthly_price: String(plan.monthly_price),
  salons: String(plan.salons),
  gallery_images_per_salon: String(plan.gallery_images_per_salon),
  employees_per_salon: String(plan.employees_per_salon),
  promotions: plan.promotions,
  cancellation_policy: plan.cancellation_policy,
  additional_user: plan.additional_user,
});

/** One plan's price, limits and features, saved on its own; the server's field errors show under the fields. */
export function PlanForm({ plan }: { plan: AdminPlanWire }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAdminPlan();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PlanFormValues, unknown, UpdatePlanBody>({ resolver, defaultValues: toForm(plan) });
  // The fields only register and read errors; the schema's numeric output does not concern them.
  const fieldForm = form as unknown as UseFormReturn<PlanFormValues>;
  const planName = t(`billing.plans.${plan._id}`);
  const label = (field: (typeof FIELDS)[number]) => t(`admin.plans.fields.${field}`);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: plan._id, body });
      form.reset(toForm(saved));
      enqueueSnackbar(t('admin.plans.saved', { plan: planName }), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {planName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('admin.plans.updatedAt', {
          date: formatDateTime(plan.updated_at, i18n.language, VENEZUELA_TIME_ZONE),
        })}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={FIELD_SIZE}>
            <FormNumberField
              form={fieldForm}
              name="monthly_price"
              label={label('monthly_price')}
              required
              fullWidth
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
          </Grid>
          {LIMITS.map((field) => (
            <Grid key={field} size={FIELD_SIZE}>
              <FormNumberField
                form={fieldForm}
                name={field}
                label={label(field)}
                required
                fullWidth
                decimals={0}
                example={10}
              />
            </Grid>
          ))}
        </Grid>
        <FormGroup sx={{ mt: 1.5 }}>
          {FLAGS.map((field) => (
            <Controller
              key={field}
              control={form.control}
              name={field}
              render={({ field: { value, onChange, onBlur } }) => (
                <FormControlLabel
                  label={label(field)}
                  control={
                    <Switch
                      checked={value}
                      onChange={(event) => onChange(event.target.checked)}
                      onBlur={onBlur}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          aria-label={t('admin.plans.saveName', { plan: planName })}
          loading={form.formState.isSubmitting}
        >
          {t('admin.plans.save')}
        </Button>
      </Box>
    </Paper>
  );
}
