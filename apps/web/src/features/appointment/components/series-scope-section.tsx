import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { SERIES_SCOPES, type AppointmentWire } from '@salon/core';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';
import { seriesPriceChange } from './visit-update';
import { instantFromParts } from './wall-clock';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/** The price field's value as a number: a loaded one is a string, a typed one a number, an empty one none. */
const priceOf = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * An edited occurrence of a repeating series: once its start, employee, price or note changes,
 * whether only this one changes (the default), this and the following, or the whole series (those still
 * ahead).
 */
export function SeriesScopeSection(props: {
  form: AppointmentForm;
  appointment: AppointmentWire;
  timeZone: string;
}) {
  const { form, appointment, timeZone } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const [date, time, employeeId, price, note] = useWatch({
    control: form.control,
    name: ['date', 'time', 'employee_id', 'price', 'note'],
  });
  const startAt = instantFromParts(date, time, timeZone)?.getTime() ?? null;
  const moved = startAt !== null && startAt !== Date.parse(appointment.start);
  const priced = seriesPriceChange({ price: priceOf(price) }, appointment) !== null;
  if (!moved && employeeId === appointment.employee._id && !priced && note === appointment.note) return null;
  return (
    <Controller
      control={form.control}
      name="series_scope"
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>{t('appointment.seriesScope.label')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {SERIES_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                value={scope}
                control={<Radio />}
                label={t(`appointment.seriesScope.${scope}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
