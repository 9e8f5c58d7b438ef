import RestartAlt from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  applySalonHours,
  resetHoursDraft,
  salonDayAt,
  type HoursDraftDay,
  type HoursErrors,
  type HoursField,
  type SalonHours,
} from './opening-hours-model';

interface OpeningHoursEditorProps {
  value: HoursDraftDay[];
  onChange: (days: HoursDraftDay[]) => void;
  /** Shown under the fields (locale keys), from `validateHours`. */
  errors?: HoursErrors | null;
  /** `salon`: opening hours ("Opens", "Closes"); `employee`: working hours ("Starts", "Ends"). */
  variant?: 'salon' | 'employee';
  /**
   * The salon's opening hours, bounding these: days it is closed are shown unavailable and cannot be
   * edited, and the time inputs stay within its hours.
   */
  salonHours?: SalonHours | null;
}

const FIELDS: HoursField[] = ['start_hour', 'end_hour', 'start_break_hour', 'end_break_hour'];

/** Hours per weekday: on/off switch, start and end, an optional break; a reset to the defaults. */
export function OpeningHoursEditor({
  value,
  onChange,
  errors,
  variant = 'salon',
  salonHours,
}: OpeningHoursEditorProps) {
  const { t } = useTranslation();
  const texts = variant === 'employee' ? 'hoursEditor.employee' : 'hoursEditor';
  const update = (index: number, patch: Partial<HoursDraftDay>) =>
    onChange(value.map((day, position) => (position === index ? { ...day, ...patch } : day)));

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.help`)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RestartAlt aria-hidden="true" />}
          onClick={() => onChange(applySalonHours(resetHoursDraft(), salonHours))}
        >
          {t('hoursEditor.reset')}
        </Button>
      </Box>
      {errors?.days ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errors.days)}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {value.map((day, index) => {
          const dayLabel = t(`hoursEditor.days.${index}`);
          const salon = salonDayAt(salonHours, index);
          const closed = salon !== null && !salon.active;
          return (
            <Paper
              component="li"
              variant="outlined"
              key={day.day_name}
              sx={{ p: 2, bgcolor: closed ? 'action.hover' : undefined }}
              aria-label={dayLabel}
            >
              <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 2.4 }}>
                  <Typography variant="subtitle1" component="h3">
                    {dayLabel}
                  </Typography>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={day.active && !closed}
                        disabled={closed}
                        onChange={(event) => update(index, { active: event.target.checked })}
                        slotProps={{ input: { 'aria-label': t(`${texts}.openOn`, { day: dayLabel }) } }}
                      />
                    }
                    label={day.active && !closed ? t(`${texts}.open`) : t(`${texts}.closed`)}
                  />
                  {salon ? (
                    <Typography variant="caption" component="p" color="text.secondary">
                      {closed
                        ? t('hoursEditor.salonClosed')
                        : t('hoursEditor.salonHours', { start: salon.start_hour, end: salon.end_hour })}
                    </Typography>
                  ) : null}
                </Grid>
                {FIELDS.map((field) => {
                  const error = errors?.[`${index}.${field}`];
                  const label = t(`${texts}.fields.${field}`);
                  return (
                    <Grid key={field} size={{ xs: 6, sm: 3, md: 2.4 }}>
                      <TextField
                        type="time"
                        size="small"
                        fullWidth
                        label={label}
                        value={day[field]}
                        disabled={closed}
                        onChange={(event) => update(index, { [field]: event.target.value })}
                        error={Boolean(error)}
                        helperText={error ? t(error) : undefined}
                        slotProps={{
                          inputLabel: { shrink: true },
                          htmlInput: {
                            'aria-label': t('hoursEditor.fieldOn', { field: label, day: dayLabel }),
                            step: 300,
                            ...(salon?.active ? { min: salon.start_hour, max: salon.end_hour } : {}),
                          },
                        }}
                      />
                    </Grid>
                  );
                })}
              </Grid>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
