import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import { lazy, Suspense, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { fieldErrorText } from '@/lib/api-errors';
import type { DetailsForm } from './booking-details-model';

// Leaflet (a large library) loads only for a freelancer's visit address, in this step.
const MapPointPicker = lazy(() =>
  import('@/components/map-point-picker').then((module) => ({ default: module.MapPointPicker })),
);

/** A freelancer's visit: address, city and the point on the map (or typed), with the travel fee. */
function VisitAddressFields({ form, salon }: { form: DetailsForm; salon: PublicSalonWire }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const point = useWatch({ control: form.control, name: 'address.coordinates' });
  const pointError = form.getFieldState('address.coordinates', form.formState).error?.message;
  const fee = salon.service_area?.travel_fee ?? 0;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4">
        {t('booking.details.visitAddress')}
      </Typography>
      <FormTextField
        form={form}
        name="address.address"
        required
        label={t('booking.details.address')}
        helperText={t('booking.details.addressHelp')}
        autoComplete="street-address"
      />
      <FormTextField
        form={form}
        name="address.city"
        label={t('booking.details.city')}
        autoComplete="address-level2"
      />
      <Suspense fallback={<CircularProgress size={28} aria-label={t('booking.loading')} />}>
        <MapPointPicker
          label={t('booking.details.point')}
          value={point ?? null}
          height={240}
          defaultCenter={salon.service_area?.base_location ?? salon.location}
          error={fieldErrorText(t, pointError)}
          onChange={(coordinates) =>
            form.setValue('address.coordinates', coordinates, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      </Suspense>
      {fee > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('booking.location.travelFee', { fee: formatMoney(fee, i18n.language) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * Who is booking: name, e-mail (the code goes there), phone; where, for a freelancer (not when joining the
 * waitlist, which takes no address); a note.
 */
export function StepDetails({
  form,
  salon,
  waitlist = false,
}: {
  form: DetailsForm;
  salon: PublicSalonWire;
  waitlist?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          form={form}
          name="client.firstName"
          required
          label={t('booking.details.firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="client.lastName"
          required
          label={t('booking.details.lastName')}
          autoComplete="family-name"
        />
      </Box>
      <FormTextField
        form={form}
        name="client.email"
        required
        type="email"
        label={t('booking.details.email')}
        helperText={t(waitlist ? 'booking.details.emailHelpWaitlist' : 'booking.details.emailHelp')}
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <FormTextField
        form={form}
        name="client.phoneNumber"
        required
        type="tel"
        label={t('booking.details.phone')}
        helperText={t('booking.details.phoneHelp')}
        autoComplete="tel"
      />
      {salon.service_type === 'freelancer' && !waitlist ? (
        <VisitAddressFields form={form} salon={salon} />
      ) : null}
      <FormTextField
        form={form}
        name="note"
        label={t('booking.details.note')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {salon.booking.whatsapp ? (
        <Controller
          control={form.control}
          name="whatsapp_opt_in"
          render={({ field }) => (
            <FormControlLabel
              label={t('booking.details.whatsapp')}
              control={
                <Checkbox
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
      ) : null}
    </Box>
  );
}
