import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { toMinutes, type AppointmentWire, type WorkDay } from '@salon/core';
import { useEffect, type RefObject } from 'react';
import type { EventProps, Formats } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { TimingBands } from './calendar-timing';
import { VisitIcon, VisitPartHidden, type VisitPart } from './calendar-visit-mark';
import { wallTimeText } from './wall-clock';

/**
 * The desktop time grid. The day view gives every employee a lane of its own, each at least LANE_MIN_WIDTH wide,
 * and scrolls sideways inside itself when the lanes do not fit; the week is one column per day
 * (calendar-week-staff.tsx, docs/decisions.md "Calendar week: seven days on the screen"). A day view's block
 * reads "time client" on one line, its details below when it is tall enough.
 */
export const LANE_MIN_WIDTH = 148;
const LANES = '.rbc-time-view-resources';

/** The time texts react-big-calendar shows (gutter, blocks, selection): the 12-hour clock of format.ts. */
export const calendarTimeFormats = (language: string): Formats => {
  const time = (date: Date) => wallTimeText(date, language);
  const range = ({ start, end }: { start: Date; end: Date }) => `${time(start)} – ${time(end)}`;
  return {
    timeGutterFormat: (date: Date) => time(date),
    eventTimeRangeFormat: range,
    eventTimeRangeStartFormat: ({ start }: { start: Date }) => `${time(start)} – `,
    eventTimeRangeEndFormat: ({ end }: { end: Date }) => ` – ${time(end)}`,
    selectRangeFormat: range,
    agendaTimeFormat: (date: Date) => time(date),
    agendaTimeRangeFormat: range,
  } as Formats;
};

/** The class of a time slot the salon is closed in (outside its hours, its break, a day it does not open). */
export const CLOSED_SLOT = 'rbc-closed-slot';

/** Whether the salon is closed at a wall-clock time, by its opening hours (Monday first); unknown hours: open. */
export const salonClosedAt = (hours: readonly WorkDay[] | null | undefined, wall: Date): boolean => {
  if (!hours?.length) return false;
  const day = hours[(wall.getDay() + 6) % 7];
  if (!day || !day.active || day.available === false) return true;
  const minutes = wall.getHours() * 60 + wall.getMinutes();
  if (minutes < toMinutes(day.start_hour) || minutes >= toMinutes(day.end_hour)) return true;
  const { start_break_hour: breakStart, end_break_hour: breakEnd } = day;
  return Boolean(breakStart && breakEnd && minutes >= toMinutes(breakStart) && minutes < toMinutes(breakEnd));
};

/** A wall-clock date's `YYYY-MM-DD` (its local fields are the salon's wall clock). */
const wallDateKey = (wall: Date) =>
  `${wall.getFullYear()}-${String(wall.getMonth() + 1).padStart(2, '0')}-${String(wall.getDate()).padStart(2, '0')}`;

/**
 * react-big-calendar's slotPropGetter and dayPropGetter: closed slots get CLOSED_SLOT, every slot (and the
 * month's cell) of a day the salon closes (`closedDays`, its closures and accepted holidays) included.
 */
export const closedSlotProps =
  (hours: readonly WorkDay[] | null | undefined, closedDays: ReadonlySet<string> = new Set()) =>
  (date: Date): { className?: string } =>
    closedDays.has(wallDateKey(date)) || salonClosedAt(hours, date) ? { className: CLOSED_SLOT } : {};

export const closedDayProps =
  (closedDays: ReadonlySet<string>) =>
  (date: Date): { className?: string } =>
    closedDays.has(wallDateKey(date)) ? { className: CLOSED_SLOT } : {};

/** One line, cut with an ellipsis: a narrow lane never breaks a name letter by letter. */
const oneLine = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * An appointment block of the desktop grid: its start time and client on the first line, service, status and
 * source on the second, and the bands of its preparation, clean-up and processing time (calendar-timing.tsx).
 * A part of a visit of several services starts with the visit's link icon (calendar-visit-mark.tsx). The
 * lines, the part of the visit and the timing in words are in the block's accessible name; the library's title
 * attribute on the block holds the whole text with the time range for the pointer.
 */
export function CalendarEventBlock({
  event,
}: EventProps<{ appointment: AppointmentWire; start: Date; end: Date; visitPart?: VisitPart | null }>) {
  const { t, i18n } = useTranslation();
  const { appointment } = event;
  const details = [
    appointment.service.name,
    t(`appointment.status.${appointment.status}`),
    ...(appointment.source === 'online' ? [t('appointment.source.online')] : []),
  ].join(' · ');
  return (
    <Box component="span" sx={{ display: 'block', lineHeight: 1.3 }}>
      <Box component="span" sx={oneLine}>
        <VisitIcon part={event.visitPart} />
        <Box component="span" sx={{ fontWeight: 600 }}>
          {wallTimeText(event.start, i18n.language)}
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 700 }}>
          {appointment.client.firstName} {appointment.client.lastName}
        </Box>
      </Box>
      <Box component="span" sx={{ ...oneLine, opacity: 0.92 }}>
        {details}
      </Box>
      <VisitPartHidden part={event.visitPart} />
      <TimingBands event={event} />
    </Box>
  );
}

/**
 * The desktop grid's rules: lanes of a minimum width with a firmer line where a day begins, taller quarter
 * hours (a 15-minute appointment has room for its one line), blocks on one line, closed times shaded.
 */
export const timeGridStyles = (theme: Theme) => {
  const { palette } = theme;
  const dayLine = `2px solid ${palette.mode === 'dark' ? palette.grey[600] : palette.grey[400]}`;
  return {
    '& .rbc-timeslot-group': { minHeight: 72 },
    // A day is as wide in the header as in the grid, at least LANE_MIN_WIDTH per lane (`--lanes`, set by the
    // calendar), and its lanes split it evenly with a 1px line on the left (2px where a day begins): the
    // employees' names stay above their lanes however long the names are.
    [`& ${LANES} .rbc-time-content > div:not(.rbc-time-gutter), & ${LANES} .rbc-time-header-content`]: {
      flex: '1 0 0',
      minWidth: `calc(var(--lanes, 1) * ${LANE_MIN_WIDTH}px)`,
      borderLeftWidth: 0,
      marginLeft: 0,
    },
    [`& ${LANES} .rbc-time-content > div:not(.rbc-time-gutter) > div, & ${LANES} .rbc-resource-grouping .rbc-row .rbc-header`]:
      { flex: '1 1 0', minWidth: 0, width: 'auto', borderLeft: `1px solid ${palette.divider}` },
    [`& ${LANES} .rbc-day-slot`]: { minWidth: 0 },
    [`&&& ${LANES} .rbc-time-content > div:not(.rbc-time-gutter) > div:first-of-type, &&& ${LANES} .rbc-resource-grouping .rbc-row .rbc-header:first-of-type`]:
      { borderLeft: dayLine },
    '& .rbc-header': { px: 0.5 },
    '& .rbc-day-slot .rbc-event': { px: 0.75, py: 0.25, borderRadius: 1, minHeight: 18 },
    // The block shows its time beside the client (CalendarEventBlock), not on a line of its own.
    '& .rbc-day-slot .rbc-event-label': { display: 'none' },
    '& .rbc-day-slot .rbc-event-content': { fontSize: 12.5, lineHeight: 1.3, wordWrap: 'normal' },
    [`& .${CLOSED_SLOT}`]: {
      backgroundColor: alpha(palette.text.primary, palette.mode === 'dark' ? 0.09 : 0.06),
    },
  };
};

/**
 * When the range (or the view) changes, the grid scrolls sideways to today's lanes, or back to the first day:
 * with many employees the day view is wider than the screen (the week always fits it).
 */
export const useScrollToToday = (ref: RefObject<HTMLElement | null>, key: string) => {
  useEffect(() => {
    const grid = ref.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!grid) return;
    const today = grid.querySelector<HTMLElement>('.rbc-day-slot.rbc-today');
    // The day's lanes sit in a wrapper of their own, two levels above the lane's column.
    const day = today?.parentElement?.parentElement;
    const gutter = grid.querySelector<HTMLElement>('.rbc-time-gutter')?.offsetWidth ?? 0;
    grid.scrollLeft = day && day !== grid ? Math.max(day.offsetLeft - gutter, 0) : 0;
  }, [ref, key]);
};
