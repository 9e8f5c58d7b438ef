import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  PRICE_TYPES,
  RECORD_STATUSES,
  serviceFieldsSchema,
  type ServiceFields,
  type ServiceWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { ChoiceRadios } from '@/components/choice-radios';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useLangPath } from '@/lib/use-lang-path';
import { useCreateService } from '../api/create-service';
import { useServiceGroups } from '../api/list-service-groups';
import { useUpdateService } from '../api/update-service';
import {
  emptyServiceForm,
  SERVICE_FORM_FIELDS,
  serviceToForm,
  type ServiceFormValues,
} from './service-form-model';
import { ServiceTimingFields } from './service-timing-fields';

// The shared schema reads the form's strings (prices, duration, minutes) and turns them into numbers.
const resolver = zodResolver(serviceFieldsSchema) as unknown as Resolver<
  ServiceFormValues,
  unknown,
  ServiceFields
>;

const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

interface ServiceFormProps {
  salonId: string;
  /** The service being edited; absent for a new one. */
  service?: ServiceWire;
}

/** New and edit service: one form over the shared rules, with the server's field errors under the fields. */
export function ServiceForm({ salonId, service }: ServiceFormProps) {
  const { t } = useTranslation();
  const to = useLangPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const groups = useServiceGroups(salonId);
  const create = useCreateService();
  const update = useUpdateService();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ServiceFormValues, unknown, ServiceFields>({
    resolver,
    defaultValues: service ? serviceToForm(service) : emptyServiceForm(),
  });
  // FormTextField only registers and reads errors; it does not care that the schema's output holds numbers.
  const fieldForm = form as unknown as UseFormReturn<ServiceFormValues>;
  const remote = useWatch({ control: form.control, name: 'remote' });
  const { errors } = form.formState;

  // An inactive service may still sit in a group deleted since; it stays choosable for it.
  const options = [...(groups.data ?? [])];
  if (service && !options.some((group) => group._id === service.group._id)) {
    options.push({
      ...service.group,
      salon_id: salonId,
      services_count: 0,
      active_services_count: 0,
      created_at: '',
    });
  }
  const noGroups = groups.isSuccess && options.length === 0;

  const onSubmit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      if (service) await update.mutateAsync({ id: service._id, fields });
      else await create.mutateAsync({ salonId, fields });
      enqueueSnackbar(t(service ? 'service.form.updated' : 'service.form.created', { name: fields.name }), {
        variant: 'success',
      });
      navigate(to('/dashboard/service/list'));
    } catch (error) {
      if (toErrorEnvelope(error).code === 'NO_CHANGES') {
        enqueueSnackbar(t('errors.NO_CHANGES'), { variant: 'info' });
        return;
      }
      const unplaced = applyServerFieldErrors(error, form.setError, SERVICE_FORM_FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced, service ? 'errors.UPDATE' : 'errors.INTERNAL'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 760 }}>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            form={fieldForm}
            name="name"
            label={t('service.form.name')}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Controller
            control={form.control}
            name="group"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                required
                fullWidth
                label={t('service.form.group')}
                error={Boolean(fieldState.error)}
                helperText={fieldErrorText(t, fieldState.error?.message)}
                disabled={noGroups}
              >
                {options.map((group) => (
                  <MenuItem key={group._id} value={group._id}>
                    {group.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {noGroups ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('service.form.noGroups')}{' '}
              <Link component={RouterLink} to={to('/dashboard/service/groups')}>
                {t('service.form.createGroups')}
              </Link>
            </Alert>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            form={fieldForm}
            name="regular_price"
            label={t('service.form.regularPrice')}
            required
            fullWidth
            slotProps={dollars}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            form={fieldForm}
            name="discount_price"
            label={t('service.form.discountPrice')}
            helperText={t('service.form.discountHelp')}
            fullWidth
            slotProps={dollars}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormNumberField
            form={fieldForm}
            name="duration"
            label={t('service.form.duration')}
            helperText={t('service.form.durationHelp')}
            required
            fullWidth
            decimals={0}
            example={45}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            form={fieldForm}
            name="description"
            label={t('service.form.description')}
            fullWidth
            multiline
            minRows={3}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="remote"
            render={({ field }) => (
              <FormControlLabel
                label={t('service.form.remote')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      // A hidden charge must not block saving with an error nobody can see.
                      if (!event.target.checked) form.setValue('remote_charge', '');
                    }}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {remote ? (
            <FormNumberField
              form={fieldForm}
              name="remote_charge"
              label={t('service.form.remoteCharge')}
              required
              fullWidth
              slotProps={dollars}
            />
          ) : null}
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="deposit_required"
            render={({ field }) => (
              <FormControlLabel
                label={t('service.form.depositRequired')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': 'service-deposit-help' } }}
                  />
                }
              />
            )}
          />
          <FormHelperText id="service-deposit-help" sx={{ mt: 0 }}>
            {t('service.form.depositRequiredHelp')}
          </FormHelperText>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="price_type"
            render={({ field }) => (
              <ChoiceRadios
                id="service-price-type"
                label={t('service.form.priceType')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={Boolean(errors.price_type)}
                options={PRICE_TYPES.map((type) => ({
                  value: type,
                  label: t(`service.form.priceTypes.${type}`),
                }))}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <ChoiceRadios
                id="service-status"
                label={t('service.form.status')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={RECORD_STATUSES.map((status) => ({
                  value: status,
                  label: t(`service.status.${status}`),
                }))}
              />
            )}
          />
        </Grid>
      </Grid>
      <ServiceTimingFields form={fieldForm} />
      <FormActions
        cancelTo={to('/dashboard/service/list')}
        submitLabel={t(service ? 'service.form.save' : 'service.form.create')}
        submitting={form.formState.isSubmitting}
      />
    </Box>
  );
}
