import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { FreeDays } from '@/components/free-days';
import { FreeTimePicker } from '@/components/free-time-picker';
import { errorText } from '@/lib/api-errors';
import { daysBetween, shiftLocalDay, todayIn } from '@/lib/zoned-time';
import { useBookingAvailability } from '../api/get-booking-availability';
import { useBookingFreeDays } from '../api/get-booking-free-days';

export const WEEK_DAYS = 7;

/**
 * One week of free times of the chosen services and person (or a person per service), from the salon's today
 * up to its window.
 */
export function StepTime(props: {
  salon: PublicSalonWire;
  serviceIds: readonly string[];
  employeeId: string | null;
  /** A person per service instead (null entries: anyone who performs it). */
  employeeIds: readonly (string | null)[] | null;
  weekFrom: string;
  onWeekChange: (from: string) => void;
  value: string | null;
  /** The start, and who the answer says does each service then (with a person per service). */
  onChange: (start: string, plan: readonly string[] | null) => void;
  /** Why the flow came back here (a time too soon or too far), shown above the times. */
  notice: string | null;
  /**
   * Joining the waitlist for the days shown (one service only: an entry waits for one service); left out, the
   * step says it takes a single service.
   */
  onJoinWaitlist?: (from: string, to: string) => void;
}) {
  const { salon, serviceIds, employeeId, employeeIds, weekFrom, value, onChange, notice } = props;
  const { t, i18n } = useTranslation();
  const today = todayIn(salon.time_zone);
  const lastDay = shiftLocalDay(today, Math.max(0, salon.booking.window_days));
  const weekTo = shiftLocalDay(weekFrom, WEEK_DAYS - 1);
  const to = daysBetween(weekTo, lastDay) < 0 ? lastDay : weekTo;
  const availability = useBookingAvailability(salon.slug, {
    serviceIds,
    employeeId,
    employeeIds,
    from: weekFrom,
    to,
  });
  const data = availability.data;
  // The answer's zone wins: it is the one its times were computed in.
  const timeZone = data?.time_zone ?? salon.time_zone;
  const noTimes = Boolean(data) && data?.slots.length === 0 && !availability.isFetching;
  const { onJoinWaitlist } = props;
  // Nothing free in the days shown (a long visit fills few days): the next days that have a time for all of it.
  const freeDays = useBookingFreeDays(
    salon.slug,
    noTimes && daysBetween(to, lastDay) > 0
      ? { serviceIds, employeeId, employeeIds, from: shiftLocalDay(to, 1) }
      : null,
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {notice ? <Alert severity="warning">{notice}</Alert> : null}
      <FreeTimePicker
        timeZone={timeZone}
        lang={i18n.language}
        from={weekFrom}
        days={WEEK_DAYS}
        slots={data?.slots}
        loading={availability.isFetching}
        error={availability.isError ? errorText(t, availability.error) : null}
        canGoBack={daysBetween(today, weekFrom) > 0}
        canGoForward={daysBetween(shiftLocalDay(weekFrom, WEEK_DAYS), lastDay) >= 0}
        onRangeChange={props.onWeekChange}
        value={value}
        onChange={(start) => {
          const slot = data?.slots.find((candidate) => candidate.start === start);
          onChange(start, slot?.parts?.map((part) => part.employee_id) ?? null);
        }}
        texts={{
          days: t('booking.time.days'),
          timesOn: (day) => t('booking.time.timesOn', { day }),
          previousWeek: t('booking.time.previousWeek'),
          nextWeek: t('booking.time.nextWeek'),
          noTimes: t('booking.time.noTimes'),
          loading: t('booking.time.loading'),
        }}
      />
      {noTimes ? (
        <FreeDays
          title={t(serviceIds.length > 1 ? 'booking.time.freeDaysVisit' : 'booking.time.freeDays')}
          days={freeDays.data?.days}
          lang={i18n.language}
          noneText={t('booking.time.noFreeDays')}
          onPick={props.onWeekChange}
        />
      ) : null}
      {onJoinWaitlist ? (
        noTimes ? (
          <Alert severity="info">
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {t('booking.waitlist.noTimes')}
            </Typography>
            <Button variant="contained" onClick={() => onJoinWaitlist(weekFrom, to)}>
              {t('booking.waitlist.joinButton')}
            </Button>
          </Alert>
        ) : (
          <Box>
            <Button size="small" onClick={() => onJoinWaitlist(weekFrom, to)}>
              {t('booking.waitlist.nothingSuits')}
            </Button>
          </Box>
        )
      ) : salon.service_type === 'freelancer' ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('booking.waitlist.oneService')}
        </Typography>
      )}
    </Box>
  );
}
