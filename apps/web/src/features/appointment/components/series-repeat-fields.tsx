import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SERIES_LIMITS } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import type { RepeatErrors, RepeatState } from './series-model';

/** 2024-01-01 was a Monday: the weekdays' names in the user's language, Monday first. */
const weekdayNames = (language: string, weekday: 'short' | 'long') => {
  const format = new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
};

/**
 * The new appointment's "Repeat": every N weeks, on chosen weekdays (none: the start's), until a
 * date or a number of times. A visit of several services is booked once, so the switch is off for one.
 */
export function SeriesRepeatFields(props: {
  value: RepeatState;
  onChange: (next: RepeatState) => void;
  errors: RepeatErrors;
  /** Why repeating is not offered now (the visit has more services), or null. */
  disabledReason: string | null;
}) {
  const { value, onChange, errors, disabledReason } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const set = (patch: Partial<RepeatState>) => onChange({ ...value, ...patch });
  const short = weekdayNames(i18n.language, 'short');
  const long = weekdayNames(i18n.language, 'long');
  const on = value.on && !disabledReason;
  return (
    <Box role="group" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <FormControlLabel
          id={`${id}-title`}
          control={
            <Switch
              checked={on}
              disabled={Boolean(disabledReason)}
              onChange={(event) => set({ on: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': disabledReason ? `${id}-why` : undefined } }}
            />
          }
          label={t('appointment.series.repeat')}
        />
        {disabledReason ? <FormHelperText id={`${id}-why`}>{disabledReason}</FormHelperText> : null}
      </Box>
      {on ? (
        <>
          <TextField
            type="number"
            label={t('appointment.series.everyWeeks')}
            value={value.every_weeks}
            onChange={(event) => set({ every_weeks: event.target.value })}
            error={Boolean(errors.every_weeks)}
            helperText={fieldErrorText(t, errors.every_weeks) ?? t('appointment.series.everyWeeksHelp')}
            slotProps={{ htmlInput: { min: 1, max: SERIES_LIMITS.maxWeeks, step: 1 } }}
            sx={{ maxWidth: 220 }}
          />
          <Box>
            <Typography id={`${id}-days`} variant="body2" sx={{ mb: 0.5 }}>
              {t('appointment.series.weekdays')}
            </Typography>
            <ToggleButtonGroup
              value={value.weekdays}
              onChange={(_, days: number[]) => set({ weekdays: days })}
              aria-labelledby={`${id}-days`}
              aria-describedby={`${id}-days-help`}
              size="small"
              sx={{ flexWrap: 'wrap' }}
            >
              {short.map((name, day) => (
                <ToggleButton key={day} value={day} aria-label={long[day]} sx={{ minWidth: 44 }}>
                  {name}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormHelperText id={`${id}-days-help`} error={Boolean(errors.weekdays)}>
              {fieldErrorText(t, errors.weekdays) ?? t('appointment.series.weekdaysHelp')}
            </FormHelperText>
          </Box>
          <Box>
            <Typography id={`${id}-end`} variant="body2">
              {t('appointment.series.ends')}
            </Typography>
            <RadioGroup
              aria-labelledby={`${id}-end`}
              value={value.end}
              onChange={(event) => set({ end: event.target.value as RepeatState['end'] })}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <FormControlLabel
                  value="count"
                  control={<Radio />}
                  label={t('appointment.series.endCount')}
                  sx={{ minWidth: 140, mt: 1 }}
                />
                <TextField
                  type="number"
                  size="small"
                  label={t('appointment.series.count')}
                  value={value.count}
                  disabled={value.end !== 'count'}
                  onChange={(event) => set({ count: event.target.value })}
                  error={value.end === 'count' && Boolean(errors.count)}
                  helperText={value.end === 'count' ? fieldErrorText(t, errors.count) : undefined}
                  slotProps={{ htmlInput: { min: 2, max: SERIES_LIMITS.maxCount, step: 1 } }}
                  sx={{ width: 160 }}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <FormControlLabel
                  value="until"
                  control={<Radio />}
                  label={t('appointment.series.endUntil')}
                  sx={{ minWidth: 140, mt: 1 }}
                />
                <TextField
                  type="date"
                  size="small"
                  label={t('appointment.series.until')}
                  value={value.until}
                  disabled={value.end !== 'until'}
                  onChange={(event) => set({ until: event.target.value })}
                  error={value.end === 'until' && Boolean(errors.until)}
                  helperText={value.end === 'until' ? fieldErrorText(t, errors.until) : undefined}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ width: 190 }}
                />
              </Box>
            </RadioGroup>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
