import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { FreeDays } from '@/components/free-days';
import { shiftLocalDay } from '@/lib/zoned-time';
import { useAvailability, useFreeDays } from '../api/get-availability';
import { localParts } from './wall-clock';

/**
 * The free start times of the chosen service and employee on the chosen day, as chips that set the time. With
 * a visit's later services (the rows whose service and employee are both chosen), only the starts where the
 * whole visit fits, each part with its employee.
 */
export function FreeTimes(props: {
  serviceId: string;
  employeeId: string;
  nextServices?: { service_id: string; employee_id: string }[];
  date: string;
  serviceCount: number;
  excludeId?: string;
  timeZone: string;
  selected: string;
  onPick: (time: string) => void;
  /** Goes to another day: one of the next days with a free time, offered when this one has none. */
  onPickDay: (date: string) => void;
}) {
  const { serviceId, employeeId, nextServices, date, serviceCount, excludeId, timeZone, selected, onPick } =
    props;
  const { t, i18n } = useTranslation();
  const ready = Boolean(serviceId && /^\d{4}-\d{2}-\d{2}$/.test(date));
  const visit = (nextServices ?? [])
    .filter((part) => part.service_id && part.employee_id)
    .map((part) => `${part.service_id}:${part.employee_id}`)
    .join(',');
  const question = {
    service_id: serviceId,
    employee_id: employeeId || undefined,
    service_count: serviceCount >= 1 ? serviceCount : 1,
    exclude_appointment_id: excludeId,
    next_services: visit || undefined,
  };
  const query = useAvailability(ready ? { ...question, date } : null);
  const times = [...new Set((query.data?.slots ?? []).map((slot) => localParts(slot.start, timeZone).time))];
  // A day with nothing free (a long visit fills few days): the next days that have a time for all of it.
  const noneThatDay = ready && query.isSuccess && times.length === 0;
  const freeDays = useFreeDays(noneThatDay ? { ...question, from: shiftLocalDay(date, 1) } : null);
  return (
    <Box role="group" aria-labelledby="appointment-free-times-label">
      <Typography id="appointment-free-times-label" variant="subtitle2" sx={{ mb: 1 }}>
        {t(visit ? 'appointment.visitParts.freeTimes' : 'appointment.dialog.freeTimes')}
      </Typography>
      {!ready ? (
        <Typography variant="body2" color="text.secondary">
          {t('appointment.dialog.freeTimesHint')}
        </Typography>
      ) : query.isPending ? (
        <Typography variant="body2" color="text.secondary">
          {t('appointment.common.loading')}
        </Typography>
      ) : query.isError ? (
        <Typography variant="body2" color="error">
          {errorText(t, query.error)}
        </Typography>
      ) : times.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('appointment.dialog.noFreeTimes')}
          </Typography>
          <FreeDays
            title={t(visit ? 'appointment.freeDays.titleVisit' : 'appointment.freeDays.title')}
            days={freeDays.data?.days}
            lang={i18n.language}
            noneText={t('appointment.freeDays.none')}
            onPick={props.onPickDay}
          />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, maxHeight: 140, overflowY: 'auto' }}>
          {times.map((time) => (
            <Chip
              key={time}
              label={time}
              clickable
              color={time === selected ? 'primary' : 'default'}
              variant={time === selected ? 'filled' : 'outlined'}
              aria-pressed={time === selected}
              onClick={() => onPick(time)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
