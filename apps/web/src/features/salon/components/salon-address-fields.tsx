import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { MapPointPicker, type LngLat } from '@/components/map-point-picker';
import { fieldErrorText } from '@/lib/api-errors';
import type { SalonForm } from './salon-fields';

const TEXT_FIELDS = ['address', 'reference_point', 'additional_information', 'city'] as const;

/** Address text, reference point, more information, city, and the pin (latitude and longitude typeable). */
export function SalonAddressFields({ form }: { form: SalonForm }) {
  const { t } = useTranslation();
  const { formState, watch, setValue } = form;
  const lat = watch('lat');
  const lng = watch('lng');
  const point: LngLat | null =
    lat && lng && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
      ? [Number(lng), Number(lat)]
      : null;
  const pinError = formState.errors.lat?.message ?? formState.errors.lng?.message;

  return (
    <Grid container spacing={2.5}>
      {TEXT_FIELDS.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: name === 'address' ? 12 : 6 }}>
          <FormTextField
            form={form}
            name={name}
            label={t(`salon.fields.${name}`)}
            fullWidth
            autoComplete={name === 'address' ? 'street-address' : name === 'city' ? 'address-level2' : 'off'}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <MapPointPicker
          label={t('salon.fields.pin')}
          value={point}
          height={280}
          error={fieldErrorText(t, pinError)}
          onChange={([nextLng, nextLat]) => {
            setValue('lat', String(nextLat), { shouldDirty: true, shouldValidate: formState.isSubmitted });
            setValue('lng', String(nextLng), { shouldDirty: true, shouldValidate: formState.isSubmitted });
          }}
        />
      </Grid>
    </Grid>
  );
}
