import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppointmentWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { MapPointPicker, type LngLat } from '@/components/map-point-picker';
import { fieldErrorText } from '@/lib/api-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useServiceAreaCheck } from '../api/check-service-area';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';

type Form = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/** What the appointment being edited was booked with; its fee stands while the address is unchanged. */
export interface SavedVisit {
  address: AppointmentWire['address'];
  travel_fee: AppointmentWire['travel_fee'];
}

const pointKey = (point: LngLat | null | undefined, city: string | undefined) =>
  point ? `${point[0]},${point[1]}|${(city ?? '').trim()}` : '';

/**
 * A freelancer's visit: the client's address, city and point (map, or typed latitude and longitude). Once a
 * point is chosen, the salon's service area says whether it is inside and what the travel fee is.
 */
export function VisitAddressSection(props: {
  form: Form;
  salonId: string;
  saved: SavedVisit | null;
  /** Where the map opens with no point yet: the freelancer's base location. */
  defaultCenter?: LngLat | null;
}) {
  const { form, salonId, saved, defaultCenter } = props;
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [text, city, point] = useWatch({
    control: form.control,
    name: ['address.address', 'address.city', 'address.coordinates'],
  });
  const pointError = form.getFieldState('address.coordinates', form.formState).error?.message;
  // Ask the server once typing has paused, not on every keystroke of a coordinate or the city.
  const key = pointKey(point, city);
  const settledKey = useDebouncedValue(key, 400);
  const savedKey = saved?.address ? pointKey(saved.address.coordinates, saved.address.city) : '';
  // Unchanged, the visit is not sent again (toUpdateBody): the fee it was booked at stands.
  const unchanged = Boolean(key) && key === savedKey && (text ?? '').trim() === saved?.address?.address;
  const savedFee = unchanged ? (saved?.travel_fee ?? null) : null;
  const keepsSavedFee = savedFee !== null;
  const check = useServiceAreaCheck(
    point && settledKey === key && !keepsSavedFee ? { salonId, coordinates: point, city: city ?? '' } : null,
  );

  let status: ReactNode;
  if (!point) status = t('appointment.visit.hint');
  else if (savedFee !== null)
    status = t('appointment.visit.fee', { fee: formatMoney(savedFee, i18n.language) });
  else if (settledKey !== key || check.isFetching) status = t('appointment.visit.checking');
  else if (check.isError) status = t('appointment.visit.unchecked');
  else if (check.data?.inside)
    status = t('appointment.visit.fee', { fee: formatMoney(check.data.travel_fee, i18n.language) });
  else if (check.data) {
    status = (
      <Alert severity="warning" role="none">
        {t('appointment.visit.outside')}
      </Alert>
    );
  }

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('appointment.dialog.address')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          form={form}
          name="address.address"
          required
          label={t('appointment.visit.address')}
          helperText={t('appointment.visit.addressHelp')}
          // The client's address, not the user's own: the browser should not fill it in.
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="address.city"
          label={t('appointment.visit.city')}
          autoComplete="off"
        />
      </Box>
      <MapPointPicker
        label={t('appointment.visit.point')}
        value={point ?? null}
        height={240}
        defaultCenter={defaultCenter ?? undefined}
        error={fieldErrorText(t, pointError)}
        onChange={(coordinates) =>
          form.setValue('address.coordinates', coordinates, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <Box role="status" aria-live="polite">
        {typeof status === 'string' ? (
          <Typography variant="body2" color={point ? 'text.primary' : 'text.secondary'}>
            {status}
          </Typography>
        ) : (
          status
        )}
      </Box>
    </Box>
  );
}
