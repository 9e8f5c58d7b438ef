import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AvailabilityDayWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useAvailability } from '../api/get-availability';
import { useUpdateAvailability } from '../api/update-availability';
import { leadingBlanks, monthOf, shiftMonth, utcDate, weekdayNames } from './availability-model';

interface AvailabilityMonthProps {
  employeeId: string;
  /** Whether the caller may change days (employee.manage); otherwise the grid is read-only. */
  editable: boolean;
  /** The month shown first (`YYYY-MM`); the current one by default. */
  initialMonth?: string;
}

/**
 * One month of days (docs/product.md "Screens and routes": "Availability of days for an employee can be
 * toggled per day in a month view"). Each working day is a toggle button, pressed when it is a day off;
 * weekdays the schedule does not work are greyed out. A toggle is saved at once.
 */
export function AvailabilityMonth({ employeeId, editable, initialMonth }: AvailabilityMonthProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [month, setMonth] = useState(initialMonth ?? monthOf(new Date()));
  const query = useAvailability(employeeId, month);
  const update = useUpdateAvailability();
  const [saving, setSaving] = useState<string | null>(null);
  const monthTitle = utcDate(`${month}-01`).toLocaleDateString(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const toggle = async (day: AvailabilityDayWire) => {
    setSaving(day.date);
    try {
      await update.mutateAsync({
        id: employeeId,
        month,
        days: [{ date: day.date, available: !day.available }],
      });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <IconButton
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={t('employee.availability.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Typography variant="h3" component="p" aria-live="polite" sx={{ textTransform: 'capitalize' }}>
          {monthTitle}
        </Typography>
        <IconButton
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={t('employee.availability.next')}
        >
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </Box>
      {editable ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('employee.availability.help')}
        </Typography>
      ) : null}
      {query.isFetching ? <LinearProgress aria-label={t('employee.common.loading')} sx={{ mb: 1 }} /> : null}
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('employee.availability.retry')}
            </Button>
          }
        >
          {t('employee.availability.error')}
        </Alert>
      ) : null}
      {query.data ? (
        <Box
          role="group"
          aria-label={t('employee.availability.gridLabel', { month: monthTitle })}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.75 }}
        >
          {weekdayNames(i18n.language).map((name) => (
            <Typography
              key={name}
              variant="caption"
              aria-hidden="true"
              sx={{ textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}
            >
              {name}
            </Typography>
          ))}
          {Array.from({ length: leadingBlanks(month) }, (_, index) => (
            <Box key={`blank-${index}`} aria-hidden="true" />
          ))}
          {query.data.days.map((day) => (
            <DayToggle
              key={day.date}
              day={day}
              disabled={!editable || !day.works}
              busy={saving === day.date}
              // One change at a time; the buttons stay enabled so keyboard focus is never lost.
              onToggle={() => {
                if (saving === null) void toggle(day);
              }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function DayToggle({
  day,
  disabled,
  busy,
  onToggle,
}: {
  day: AvailabilityDayWire;
  disabled: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = utcDate(day.date).toLocaleDateString(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const off = day.works && !day.available;
  const state = !day.works
    ? t('employee.availability.notWorking')
    : off
      ? t('employee.availability.off')
      : t('employee.availability.available');
  return (
    <ButtonBase
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={day.works ? off : undefined}
      aria-label={t('employee.availability.dayLabel', { date })}
      aria-busy={busy || undefined}
      focusRipple
      sx={(theme) => ({
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 56,
        borderRadius: 1,
        border: 1,
        borderColor: off ? 'error.main' : 'divider',
        bgcolor: !day.works ? 'action.hover' : off ? 'error.main' : 'background.paper',
        color: !day.works ? 'text.secondary' : off ? 'error.contrastText' : 'text.primary',
        opacity: busy ? 0.6 : 1,
        '&.Mui-disabled': {
          color: !day.works ? 'text.secondary' : off ? 'error.contrastText' : 'text.primary',
        },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {Number(day.date.slice(8))}
      </Typography>
      <Typography component="span" variant="caption" sx={{ lineHeight: 1.2, fontSize: '0.65rem' }}>
        {state}
      </Typography>
    </ButtonBase>
  );
}
