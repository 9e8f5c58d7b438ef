import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { isLiveStatus, type AppointmentWire } from '@salon/core';
import { useEffect, useId, useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useVisitParts } from '../api/list-visit-parts';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';
import { instantFromParts, localParts } from './wall-clock';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/**
 * An edited part of a visit of several services: which visit it is part of ("Corte 10:00 ·
 * Manicure 10:45"), and, once its start changes, whether the whole visit moves with it (every standing part by
 * the same amount; the default) or only this part. A moved part keeps its length: its end follows its start.
 */
export function VisitPartSection(props: {
  form: AppointmentForm;
  appointment: AppointmentWire;
  timeZone: string;
}) {
  const { form, appointment, timeZone } = props;
  const { t } = useTranslation();
  const helpId = useId();
  const parts = useVisitParts(appointment);
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });
  const startAt = instantFromParts(date, time, timeZone)?.getTime() ?? null;
  const moved = startAt !== null && startAt !== Date.parse(appointment.start);

  // The end follows the start (the part keeps its length): moving the whole visit moves each part so, and an
  // end left behind would read as a shorter part, or as one that ends before it starts.
  const last = useRef({
    at: Date.parse(appointment.start),
    date: localParts(appointment.start, timeZone).date,
  });
  useEffect(() => {
    if (startAt === null) return;
    const shift = startAt - last.current.at;
    const previousDate = last.current.date;
    last.current = { at: startAt, date };
    const endTime = form.getValues('endTime');
    if (shift === 0 || !endTime) return;
    const end = instantFromParts(previousDate, endTime, timeZone);
    if (!end) return;
    const next = localParts(new Date(end.getTime() + shift), timeZone);
    form.setValue('endTime', next.date === date ? next.time : '', {
      shouldValidate: form.formState.isSubmitted,
    });
  }, [startAt, date, timeZone, form]);

  const standing = (parts.data ?? []).filter(
    (part) => part._id === appointment._id || isLiveStatus(part.status),
  );
  const summary =
    standing.length > 1
      ? standing.map((part) => `${part.service.name} ${localParts(part.start, timeZone).time}`).join(' · ')
      : null;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="info">
        {summary
          ? t('appointment.visitParts.partOf', { parts: summary })
          : t('appointment.visitParts.partOfUnknown')}
      </Alert>
      {moved ? (
        <Controller
          control={form.control}
          name="whole_visit"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': helpId } }}
                  />
                }
                label={t('appointment.visitParts.moveWhole')}
              />
              <FormHelperText id={helpId} sx={{ mt: 0 }}>
                {t(
                  field.value ? 'appointment.visitParts.moveWholeHelp' : 'appointment.visitParts.moveOneHelp',
                )}
              </FormHelperText>
            </Box>
          )}
        />
      ) : null}
    </Box>
  );
}
