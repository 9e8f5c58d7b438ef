import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { differenceInCalendarDays, isSameDay } from 'date-fns';
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { EventProps } from 'react-big-calendar';
import { DnDContext } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import { useTranslation } from 'react-i18next';
import type { AppointmentWire } from '@salon/core';
import { TimingBands } from './calendar-timing';
import { VisitIcon, VisitPartHidden, type VisitPart } from './calendar-visit-mark';
import { wallTimeText } from './wall-clock';

/** One employee's lane of the phone agenda, with how many appointments it holds on the day shown. */
export interface AgendaLane {
  id: string;
  title: string;
  count: number;
}

const capitalise = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** "Today", "Tomorrow", "Yesterday" in the page's language, or nothing further away. */
const relativeDay = (date: Date, today: Date, language: string) => {
  const days = differenceInCalendarDays(date, today);
  if (Math.abs(days) > 1) return '';
  return capitalise(new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day'), language);
};

/**
 * The phone agenda's header: the day shown with buttons to the previous and next day and back to today, and
 * one button per employee that shows that employee's lane (with the day's count of appointments).
 */
export function PhoneDayBar(props: {
  date: Date;
  today: Date;
  onStep: (days: 1 | -1) => void;
  onToday: () => void;
  lanes: AgendaLane[];
  lane: string;
  onLane: (id: string) => void;
}) {
  const { date, today, onStep, onToday, lanes, lane, onLane } = props;
  const { t, i18n } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const relative = relativeDay(date, today, i18n.language);
  const day = capitalise(
    date.toLocaleDateString(i18n.language, { weekday: 'long', day: 'numeric', month: 'short' }),
    i18n.language,
  );
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label={t('appointment.calendar.previousDay')} onClick={() => onStep(-1)}>
          <Back />
        </IconButton>
        <Box aria-live="polite" sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
            {relative ? (
              <>
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ display: 'block', color: 'primary.main' }}
                >
                  {relative}
                </Typography>{' '}
              </>
            ) : null}
            {day}
          </Typography>
        </Box>
        <IconButton aria-label={t('appointment.calendar.nextDay')} onClick={() => onStep(1)}>
          <Forward />
        </IconButton>
        <Button
          variant="outlined"
          size="small"
          onClick={onToday}
          disabled={isSameDay(date, today)}
          sx={{ flexShrink: 0 }}
        >
          {t('appointment.calendar.today')}
        </Button>
      </Box>
      {lanes.length ? (
        <Box
          role="group"
          aria-label={t('appointment.calendar.lanes')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {lanes.map((one) => {
            const selected = one.id === lane;
            return (
              <Chip
                key={one.id}
                clickable
                onClick={() => onLane(one.id)}
                aria-pressed={selected}
                aria-label={t('appointment.calendar.lane', { name: one.title, count: one.count })}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                sx={{ maxWidth: '100%', fontWeight: selected ? 600 : 400 }}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {one.title}
                    </Box>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        minWidth: 20,
                        px: 0.5,
                        borderRadius: 10,
                        fontSize: 12,
                        lineHeight: '20px',
                        textAlign: 'center',
                        bgcolor: selected ? 'primary.contrastText' : 'action.selected',
                        color: selected ? 'primary.main' : 'text.primary',
                      }}
                    >
                      {one.count}
                    </Box>
                  </Box>
                }
              />
            );
          })}
        </Box>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {t('appointment.calendar.agendaHint')}
      </Typography>
    </Box>
  );
}

/**
 * An appointment in the phone agenda: its time and client on the first line (all a quarter of an hour has room
 * for), then service and status, and the bands of its preparation, clean-up and processing time; a part of a
 * visit of several services starts with the visit's link icon and says which part it is
 * (calendar-visit-mark.tsx).
 *
 * The drag addon begins a move only on a mouse press (its handler wants `button === 0`, which a touch lacks), so a
 * finger's long press on an appointment moved nothing. A touch anywhere on the appointment begins the move here;
 * the addon's long press (250 ms) then carries it, and a short tap still just opens the appointment. (A custom
 * `eventWrapper` cannot do it: the addon wraps it in a component made anew on every render, which remounts each
 * appointment whenever the calendar renders.)
 */
export function PhoneAgendaEvent({
  event,
}: EventProps<{ appointment: AppointmentWire; start: Date; end: Date; visitPart?: VisitPart | null }>) {
  const { t, i18n } = useTranslation();
  const dnd = useContext(DnDContext);
  const ref = useRef<HTMLSpanElement>(null);
  const begin = useRef(() => {});
  useLayoutEffect(() => {
    begin.current = () => {
      if (canMove(event)) dnd?.draggable.onBeginAction(event, 'move');
    };
  });
  useEffect(() => {
    const box = ref.current?.closest('.rbc-event');
    if (!box) return;
    const onTouchStart = () => begin.current();
    box.addEventListener('touchstart', onTouchStart, { passive: true });
    return () => box.removeEventListener('touchstart', onTouchStart);
  }, []);
  const { appointment } = event;
  const details = [
    appointment.service.name,
    t(`appointment.status.${appointment.status}`),
    ...(appointment.source === 'online' ? [t('appointment.source.online')] : []),
  ].join(' · ');
  const time = `${wallTimeText(event.start, i18n.language)} – ${wallTimeText(event.end, i18n.language)}`;
  return (
    <Box ref={ref} component="span" sx={{ display: 'block', lineHeight: 1.35 }}>
      <Box
        component="span"
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        <VisitIcon part={event.visitPart} />
        <Box component="span" sx={{ fontSize: 12, fontWeight: 600, mr: 1 }}>
          {time}
        </Box>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {appointment.client.firstName} {appointment.client.lastName}
        </Box>
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {details}
      </Box>
      <VisitPartHidden part={event.visitPart} />
      <TimingBands event={event} />
    </Box>
  );
}

/** Whether an appointment can be moved in the calendar: a cancelled one stays where it was. */
export const canMove = (event: { appointment: AppointmentWire }) => event.appointment.status !== 'cancelled';

/**
 * The phone agenda's grid: taller quarter hours (a one-hour appointment shows client, service and status), the
 * employee and day in the bar above instead of the grid's header, and taps through the events layer to the slots.
 */
export const phoneGridStyles = {
  '& .rbc-time-header': { display: 'none' },
  '& .rbc-time-view': { overflow: 'hidden', borderRadius: 1 },
  '& .rbc-time-content': { touchAction: 'pan-y', borderTopWidth: 1 },
  '& .rbc-timeslot-group': { minHeight: 88 },
  // One column: the library's tint for today would colour the whole lane; the heading above says the day.
  '& .rbc-today': { backgroundColor: 'transparent' },
  '& .rbc-events-container': { pointerEvents: 'none' },
  '& .rbc-event': { pointerEvents: 'auto', borderRadius: 1, px: 1 },
  // The appointment shows its time beside the client (PhoneAgendaEvent above), not on a line of its own.
  '& .rbc-event-label': { display: 'none' },
  '& .rbc-event-content': { fontSize: 14 },
} as const;
