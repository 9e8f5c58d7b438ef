import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VisitWire } from '@salon/core';
import { formatLongDateTime } from '@salon/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeTimePicker, FreshTimes } from '@/components/free-time-picker';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { daysBetween, freshTimesOf, shiftLocalDay, todayIn } from '@/lib/zoned-time';
import { useVisitAvailability } from '../api/get-visit-availability';
import { useRescheduleVisit } from '../api/reschedule-visit';
import { visitKeys } from '../api/visit-keys';
import { VisitContact } from './visit-contact';

const WEEK_DAYS = 7;
/** The visit's answer does not carry the salon's booking window: weeks are offered up to the API's range. */
const MAX_DAYS_AHEAD = 42;

/** The week picker and the move itself, open once the client asks to change the time. */
function ReschedulePanel(props: { token: string; visit: VisitWire; onClose: () => void }) {
  const { token, visit, onClose } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayIn(visit.time_zone);
  const [weekFrom, setWeekFrom] = useState(today);
  const [start, setStart] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [closed, setClosed] = useState(false);
  const availability = useVisitAvailability(token, {
    from: weekFrom,
    to: shiftLocalDay(weekFrom, WEEK_DAYS - 1),
  });
  const move = useRescheduleVisit(token);
  const timeZone = availability.data?.time_zone ?? visit.time_zone;

  useEffect(() => headingRef.current?.focus(), []);

  const onMove = async () => {
    if (!start) return;
    setFailure(null);
    setFresh([]);
    try {
      const moved = await move.mutateAsync(start);
      enqueueSnackbar(
        t('visit.reschedule.done', { when: formatLongDateTime(moved.start, lang, moved.time_zone) }),
        {
          variant: 'success',
        },
      );
      onClose();
    } catch (error) {
      const envelope = toErrorEnvelope(error);
      if (envelope.code === 'BOOKING_SLOT_TAKEN') setFresh(freshTimesOf(envelope));
      if (envelope.code === 'VISIT_RESCHEDULE_CLOSED') {
        setClosed(true);
        // The page's facts were stale (the notice passed, the salon closed its bookings): read them again.
        void queryClient.invalidateQueries({ queryKey: visitKeys.detail(token), exact: true });
      }
      setFailure(envelope.statusCode === 429 ? t('visit.reschedule.wait') : errorText(t, envelope));
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ outline: 'none' }}
      >
        {t('visit.reschedule.title')}
      </Typography>
      {closed ? (
        <Alert severity="info" role="alert">
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {failure}
          </Typography>
          <VisitContact contact={visit.salon.contact} />
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('visit.reschedule.current', { when: formatLongDateTime(visit.start, lang, visit.time_zone) })}
          </Typography>
          <FreeTimePicker
            timeZone={timeZone}
            lang={lang}
            from={weekFrom}
            days={WEEK_DAYS}
            // The visit's own time is no move.
            slots={availability.data?.slots.filter(
              (slot) => Date.parse(slot.start) !== Date.parse(visit.start),
            )}
            loading={availability.isFetching}
            error={availability.isError ? errorText(t, availability.error) : null}
            canGoBack={daysBetween(today, weekFrom) > 0}
            canGoForward={daysBetween(today, shiftLocalDay(weekFrom, WEEK_DAYS)) < MAX_DAYS_AHEAD}
            onRangeChange={setWeekFrom}
            value={start}
            onChange={(value) => {
              setStart(value);
              setFailure(null);
            }}
            texts={{
              days: t('visit.reschedule.days'),
              timesOn: (day) => t('visit.reschedule.timesOn', { day }),
              previousWeek: t('visit.reschedule.previousWeek'),
              nextWeek: t('visit.reschedule.nextWeek'),
              noTimes: t('visit.reschedule.noTimes'),
              loading: t('visit.reschedule.loading'),
            }}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <FreshTimes
            label={t('visit.reschedule.freshTimes')}
            times={fresh}
            timeZone={timeZone}
            lang={lang}
            value={start}
            onPick={(value) => {
              setStart(value);
              setFresh([]);
              setFailure(null);
            }}
          />
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('visit.reschedule.keep')}</Button>
        {closed ? null : (
          <Button variant="contained" disabled={!start || move.isPending} onClick={() => void onMove()}>
            {start
              ? t('visit.reschedule.confirm', { when: formatLongDateTime(start, lang, timeZone) })
              : t('visit.reschedule.choose')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** "Change the time" while the salon allows it: a week of free times, then the move. */
export function VisitReschedule({ token, visit }: { token: string; visit: VisitWire }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);

  // Back on the button once the panel closes, so the keyboard does not fall to the page's start.
  useEffect(() => {
    if (refocus && !open) buttonRef.current?.focus();
  }, [refocus, open]);

  if (open) {
    return (
      <ReschedulePanel
        token={token}
        visit={visit}
        onClose={() => {
          setOpen(false);
          setRefocus(true);
        }}
      />
    );
  }
  if (!visit.reschedule.allowed) return null;
  return (
    <Button ref={buttonRef} variant="outlined" onClick={() => setOpen(true)}>
      {t('visit.reschedule.button')}
    </Button>
  );
}
