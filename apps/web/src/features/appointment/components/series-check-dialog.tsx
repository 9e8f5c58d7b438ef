import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatWallTime, type SeriesOccurrenceWire } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choices, OccurrenceChoice } from './series-model';
import { localParts } from './wall-clock';

/**
 * The dates of a repeating appointment before saving: free ones as they are, each taken one with a
 * choice: skip it (the default), another start that day, or another employee at the same time.
 */
export function SeriesCheckDialog(props: {
  occurrences: SeriesOccurrenceWire[];
  choices: Choices;
  onChoose: (date: string, choice: OccurrenceChoice) => void;
  timeZone: string;
  /** A message above the list (the dates changed since the last check, or a failure), or null. */
  message: string | null;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  const { occurrences, choices, onChoose, timeZone, message, busy, onSave, onClose } = props;
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const language = i18n.language;
  const dayFormat = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const timeOf = (iso: string) => formatWallTime(localParts(iso, timeZone).time, language);
  const taken = occurrences.filter((occurrence) => !occurrence.free);
  const kept = occurrences.filter(
    (occurrence) => occurrence.free || (choices[occurrence.date] ?? 'skip') !== 'skip',
  ).length;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('appointment.series.checkTitle')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {message ? (
          <Alert severity="warning" role="alert">
            {message}
          </Alert>
        ) : null}
        <Typography variant="body2">
          {t('appointment.series.summary', { count: occurrences.length })}
          {', '}
          {taken.length > 0
            ? t('appointment.series.needChoice', { count: taken.length })
            : t('appointment.series.allFree')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {occurrences.map((occurrence) => {
            const label = `${dayFormat.format(new Date(occurrence.start))} · ${timeOf(occurrence.start)}`;
            if (occurrence.free)
              return (
                <Box component="li" key={occurrence.date}>
                  <Typography variant="body2">{label}</Typography>
                </Box>
              );
            const labelId = `${titleId}-${occurrence.date}`;
            return (
              <Box
                component="li"
                key={occurrence.date}
                sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 1.5 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Chip size="small" color="warning" label={t('appointment.series.taken')} />
                </Box>
                <RadioGroup
                  aria-labelledby={labelId}
                  value={choices[occurrence.date] ?? 'skip'}
                  onChange={(event) => onChoose(occurrence.date, event.target.value as OccurrenceChoice)}
                >
                  <FormControlLabel value="skip" control={<Radio />} label={t('appointment.series.skip')} />
                  {occurrence.other_times.map((start) => (
                    <FormControlLabel
                      key={start}
                      value={`time:${start}`}
                      control={<Radio />}
                      label={t('appointment.series.otherTime', { time: timeOf(start) })}
                    />
                  ))}
                  {occurrence.other_employees.map((employee) => (
                    <FormControlLabel
                      key={employee._id}
                      value={`employee:${employee._id}`}
                      control={<Radio />}
                      label={t('appointment.series.otherEmployee', {
                        time: timeOf(occurrence.start),
                        employee: employee.name,
                      })}
                    />
                  ))}
                </RadioGroup>
                {occurrence.other_times.length + occurrence.other_employees.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('appointment.series.noOther')}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('appointment.series.back')}
        </Button>
        <Button variant="contained" onClick={onSave} loading={busy} disabled={kept === 0}>
          {t('appointment.series.save', { count: kept })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
