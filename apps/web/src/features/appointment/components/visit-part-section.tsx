import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  formatDuration,
  formatMoney,
  formatTimeRange,
  isLiveStatus,
  type AppointmentVisitWire,
  type AppointmentWire,
} from '@salon/core';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';
import { instantFromParts, localParts } from './wall-clock';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/**
 * An edited part of a visit of several services: which visit it is part of ("Corte 10:00 · Manicure 10:45"),
 * what the whole visit comes to (its total price and length), and, once its start changes, whether the whole
 * visit moves with it (every standing part by the same amount, so each keeps its length, order and gaps; the
 * default) or only this part, with where the parts would go. The end follows the start either way
 * (use-end-follows-start.ts).
 */
export function VisitPartSection(props: {
  form: AppointmentForm;
  appointment: AppointmentWire;
  /** The visit's parts and totals (GET appointment/{id}/visit); undefined while they load. */
  visit: AppointmentVisitWire | undefined;
  timeZone: string;
}) {
  const { form, appointment, visit, timeZone } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const helpId = useId();
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });
  const startAt = instantFromParts(date, time, timeZone)?.getTime() ?? null;
  const shift = startAt === null ? 0 : startAt - Date.parse(appointment.start);

  const standing = (visit?.parts ?? []).filter(
    (part) => part._id === appointment._id || isLiveStatus(part.status),
  );
  const line = (moveBy: number) =>
    standing
      .map(
        (part) =>
          `${part.service.name} ${localParts(new Date(Date.parse(part.start) + moveBy), timeZone).time}`,
      )
      .join(' · ');
  const totals = visit?.totals ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="info">
        {standing.length > 1
          ? t('appointment.visitParts.partOf', { parts: line(0) })
          : t('appointment.visitParts.partOfUnknown')}
        {totals ? (
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {t('appointment.visitParts.totals', {
              price: formatMoney(totals.price, lang),
              duration: formatDuration(totals.duration),
              times: formatTimeRange(totals.start, totals.end, lang, timeZone),
            })}
          </Typography>
        ) : null}
      </Alert>
      {shift !== 0 ? (
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
                {field.value && standing.length > 1 ? (
                  <Box component="span" sx={{ display: 'block' }}>
                    {t('appointment.visitParts.movedTo', { parts: line(shift) })}
                  </Box>
                ) : null}
              </FormHelperText>
            </Box>
          )}
        />
      ) : null}
    </Box>
  );
}
