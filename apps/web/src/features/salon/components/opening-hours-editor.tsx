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
  resetHoursDraft,
  type HoursDraftDay,
  type HoursErrors,
  type HoursField,
} from './opening-hours-model';

interface OpeningHoursEditorProps {
  value: HoursDraftDay[];
  onChange: (days: HoursDraftDay[]) => void;
  /** Shown under the fields (locale keys), from `validateHours`. */
  errors?: HoursErrors | null;
}

const FIELDS: HoursField[] = ['start_hour', 'end_hour', 'start_break_hour', 'end_break_hour'];

/** Opening hours per weekday: open switch, start and end, an optional break; a reset to the defaults. */
export function OpeningHoursEditor({ value, onChange, errors }: OpeningHoursEditorProps) {
  const { t } = useTranslation();
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
          {t('salon.hours.help')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RestartAlt aria-hidden="true" />}
          onClick={() => onChange(resetHoursDraft())}
        >
          {t('salon.hours.reset')}
        </Button>
      </Box>
      {errors?.days ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errors.days)}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {value.map((day, index) => {
          const dayLabel = t(`salon.hours.days.${index}`);
          return (
            <Paper component="li" variant="outlined" key={day.day_name} sx={{ p: 2 }} aria-label={dayLabel}>
              <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 2.4 }}>
                  <Typography variant="subtitle1" component="h3">
                    {dayLabel}
                  </Typography>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={day.active}
                        onChange={(event) => update(index, { active: event.target.checked })}
                        slotProps={{ input: { 'aria-label': t('salon.hours.openOn', { day: dayLabel }) } }}
                      />
                    }
                    label={day.active ? t('salon.hours.open') : t('salon.hours.closed')}
                  />
                </Grid>
                {FIELDS.map((field) => {
                  const error = errors?.[`${index}.${field}`];
                  return (
                    <Grid key={field} size={{ xs: 6, sm: 3, md: 2.4 }}>
                      <TextField
                        type="time"
                        size="small"
                        fullWidth
                        label={t(`salon.hours.fields.${field}`)}
                        value={day[field]}
                        onChange={(event) => update(index, { [field]: event.target.value })}
                        error={Boolean(error)}
                        helperText={error ? t(error) : undefined}
                        slotProps={{
                          inputLabel: { shrink: true },
                          htmlInput: {
                            'aria-label': t('salon.hours.fieldOn', {
                              field: t(`salon.hours.fields.${field}`),
                              day: dayLabel,
                            }),
                            step: 300,
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
