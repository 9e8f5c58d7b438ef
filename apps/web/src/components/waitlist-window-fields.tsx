import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WAITLIST } from '@salon/core';
import { useId } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

/** The fields of a waitlist entry's window, by the names the shared schemas give them. */
interface WindowFieldValues extends FieldValues {
  from_date: string;
  to_date: string;
  from_time?: string | null;
  to_time?: string | null;
}

/**
 * What a client waits for, in time: the days (from–to, at most `WAITLIST.maxDays`) and, optionally, the times
 * of day. The staff dialog and the booking page both use it; their forms validate with the shared schemas.
 */
export function WaitlistWindowFields<T extends WindowFieldValues>(props: {
  form: UseFormReturn<T>;
  /** The first day that may be chosen (the salon's today). */
  minDay: string;
}) {
  const { form, minDay } = props;
  const { t } = useTranslation();
  const timesId = useId();
  const name = (field: keyof WindowFieldValues) => field as FieldPath<T>;
  const fromDate = useWatch({ control: form.control, name: name('from_date') }) as string | undefined;
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          form={form}
          name={name('from_date')}
          type="date"
          required
          label={t('waitlistWindow.fromDate')}
          slotProps={{ ...shrink, htmlInput: { min: minDay } }}
        />
        <FormTextField
          form={form}
          name={name('to_date')}
          type="date"
          required
          label={t('waitlistWindow.toDate')}
          helperText={t('waitlistWindow.daysHelp', { days: WAITLIST.maxDays })}
          slotProps={{ ...shrink, htmlInput: { min: fromDate || minDay } }}
        />
      </Box>
      <Box role="group" aria-labelledby={timesId} sx={{ display: 'grid', gap: 1 }}>
        <Typography id={timesId} variant="subtitle2" component="p">
          {t('waitlistWindow.times')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('waitlistWindow.timesHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            form={form}
            name={name('from_time')}
            type="time"
            label={t('waitlistWindow.fromTime')}
            slotProps={{ ...shrink, htmlInput: { step: 300 } }}
          />
          <FormTextField
            form={form}
            name={name('to_time')}
            type="time"
            label={t('waitlistWindow.toTime')}
            slotProps={{ ...shrink, htmlInput: { step: 300 } }}
          />
        </Box>
      </Box>
    </Box>
  );
}
