import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createCompanyBodySchema, placeAddressSchema, rifSchema, type CompanyWire } from '@salon/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { MapPointPicker, type LngLat } from '@/components/map-point-picker';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { checkRif, useCreateCompany } from '../api/company-api';
import { LogoPicker, validateLogo } from './logo-picker';

/** The shared body schema, with the address as an object (the API receives it JSON-encoded). */
export const companyFormSchema = createCompanyBodySchema.extend({ address: placeAddressSchema });

export interface CompanyFormValues {
  name: string;
  rif: string;
  phone: string;
  email: string;
  address: { address: string; place_id: string; location_type: string; coordinates?: LngLat };
}

const EMPTY: CompanyFormValues = {
  name: '',
  rif: '',
  phone: '',
  email: '',
  address: { address: '', place_id: '', location_type: 'Point', coordinates: undefined },
};

/** `map:<lat>,<lng>` identifies a point picked on the map (no geocoder offline). */
export const mapPlaceId = ([lng, lat]: LngLat) => `map:${lat},${lng}`;

const firstMessage = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const node = error as { message?: unknown } & Record<string, unknown>;
  if (typeof node.message === 'string' && node.message) return node.message;
  for (const value of Object.values(node)) {
    const found = value && typeof value === 'object' && value !== node ? firstMessage(value) : undefined;
    if (found) return found;
  }
  return undefined;
};

/** Company creation: name, RIF (checked on leaving the field), phone, e-mail, address with a map pin, logo. */
export function CompanyForm({ onCreated }: { onCreated: (company: CompanyWire) => void }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema) as never,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setError, control, setValue } = form;
  const errors = formState.errors;

  const rifField = register('rif', {
    onBlur: async (event: { target: { value: string } }) => {
      const parsed = rifSchema.safeParse(event.target.value);
      if (!parsed.success) return;
      try {
        const answer = await checkRif(parsed.data);
        if (!answer.available) setError('rif', { type: 'server', message: 'errors.RIF_TAKEN' });
      } catch {
        // The server checks again on submit.
      }
    },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      const problem = validateLogo(logo);
      setLogoError(problem);
      if (problem || !logo) return;
      const address = values.address as Required<CompanyFormValues['address']>;
      try {
        const company = await create.mutateAsync({ ...values, address, logo });
        onCreated(company);
      } catch (error) {
        const logoDetail = toErrorEnvelope(error).details?.find((detail) => detail.field === 'logo');
        if (logoDetail) setLogoError(logoDetail.code);
        const unplaced = applyServerFieldErrors(error, setError, ['name', 'rif', 'phone', 'email']);
        if (unplaced && !logoDetail) setFailure(errorText(t, unplaced, 'company.form.createFailed'));
      }
    },
    () => setLogoError(validateLogo(logo)),
  );

  const textField = (name: 'name' | 'phone' | 'email', label: string, extra: object = {}) => (
    <FormTextField form={form} name={name} label={label} required fullWidth {...extra} />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('company.form.intro')}</Typography>
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ mb: 4 }}>
        <LogoPicker
          file={logo}
          error={logoError}
          onChange={(file, problem) => {
            setLogo(file);
            setLogoError(problem);
          }}
        />
      </Box>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('name', t('company.fields.name'), { autoComplete: 'organization' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...rifField}
            label={t('company.fields.rif')}
            required
            fullWidth
            error={Boolean(errors.rif)}
            helperText={fieldErrorText(t, errors.rif?.message) ?? t('company.form.rifHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('phone', t('fields.phone'), { type: 'tel', autoComplete: 'tel' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('email', t('fields.email'), { type: 'email', autoComplete: 'email' })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          <FormTextField
            form={form}
            name="address.address"
            label={t('company.fields.address')}
            required
            fullWidth
            multiline
            minRows={2}
            autoComplete="street-address"
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            control={control}
            name="address.coordinates"
            render={({ field }) => (
              <MapPointPicker
                label={t('company.fields.location')}
                value={field.value ?? null}
                onChange={(coords) => {
                  field.onChange(coords);
                  // After a failed submit, the point's errors clear as soon as it is picked.
                  const options = { shouldValidate: formState.isSubmitted };
                  setValue('address.place_id', mapPlaceId(coords), options);
                  setValue('address.location_type', 'Point', options);
                }}
                error={fieldErrorText(
                  t,
                  firstMessage(errors.address?.coordinates) ?? errors.address?.place_id?.message,
                )}
              />
            )}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('company.form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
