import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { gapFits, type AppointmentWire } from '@salon/core';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, wallTimeText } from './wall-clock';

/**
 * Preparation, clean-up and processing time on the staff calendar. The block still spans the
 * service's start to end with its time and client; the preparation is a lighter band above it and the
 * clean-up one below it (the employee is busy, the client is not there), and the processing gap a hatched band
 * inside it (the client stays, the employee is free). The bands are decoration (aria-hidden): the block's text
 * and title say the same in words.
 */

type Timing = NonNullable<AppointmentWire['timing']>;

/** The class the calendar gives a block with bands, which lets them out of the block (timingBandStyles). */
export const TIMED_EVENT = 'rbc-event-timed';
const BAND = 'timing-band';

const MINUTE = 60_000;
const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / MINUTE);

/** The timing drawn for an appointment: none without one, nor when cancelled (it keeps nobody busy then). */
export const shownTiming = (appointment: AppointmentWire): Timing | null =>
  appointment.status === 'cancelled' ? null : appointment.timing;

/** Whether the gap lies inside the block as it stands (a resize in the calendar may have shortened it). */
const gapInside = (timing: Timing, minutes: number) =>
  gapFits(
    {
      bufferBefore: timing.buffer_before,
      bufferAfter: timing.buffer_after,
      processingStart: timing.processing_start,
      processingMinutes: timing.processing_minutes,
    },
    minutes,
  );

/**
 * The timing in words ("10 min preparation, 15 min clean-up, processing 30 min from 10:20 AM"), or '' when
 * nothing is drawn. `start` and `end` are the block's wall-clock Dates.
 */
export function timingText(
  appointment: AppointmentWire,
  start: Date,
  end: Date,
  t: TFunction,
  language: string,
): string {
  const timing = shownTiming(appointment);
  if (!timing) return '';
  const parts: string[] = [];
  if (timing.buffer_before > 0)
    parts.push(t('appointment.calendar.timing.before', { minutes: timing.buffer_before }));
  if (timing.buffer_after > 0)
    parts.push(t('appointment.calendar.timing.after', { minutes: timing.buffer_after }));
  if (gapInside(timing, minutesBetween(start, end))) {
    const from = new Date(start.getTime() + timing.processing_start * MINUTE);
    parts.push(
      t('appointment.calendar.timing.processing', {
        minutes: timing.processing_minutes,
        time: wallTimeText(from, language),
      }),
    );
  }
  return parts.join(', ');
}

/**
 * The bands of one block, and its timing in words for screen readers. Heights are shares of the block's own
 * height (the block is `duration` minutes tall), so they follow the grid's scale in every view.
 */
export function TimingBands({ event }: { event: { appointment: AppointmentWire; start: Date; end: Date } }) {
  const { t, i18n } = useTranslation();
  const { palette } = useTheme();
  const timing = shownTiming(event.appointment);
  const duration = minutesBetween(event.start, event.end);
  const text = timingText(event.appointment, event.start, event.end, t, i18n.language);
  if (!timing || duration <= 0 || !text) return null;
  const share = (minutes: number) => `${(minutes / duration) * 100}%`;
  const colour = STATUS_COLORS[event.appointment.status];
  // On the dark page a faint tint of the status colour disappears: the bands are stronger there.
  const look = {
    '--band-line': colour,
    '--band-fill': alpha(colour, palette.mode === 'dark' ? 0.45 : 0.25),
  } as CSSProperties;
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {` ${text}`}
      </Box>
      <span aria-hidden="true" className="timing-bands" style={look}>
        {timing.buffer_before > 0 ? (
          <span
            className={`${BAND} ${BAND}-before`}
            data-band="before"
            style={{ height: share(timing.buffer_before) }}
          />
        ) : null}
        {gapInside(timing, duration) ? (
          <span
            className={`${BAND} ${BAND}-gap`}
            data-band="processing"
            style={{ top: share(timing.processing_start), height: share(timing.processing_minutes) }}
          />
        ) : null}
        {timing.buffer_after > 0 ? (
          <span
            className={`${BAND} ${BAND}-after`}
            data-band="after"
            style={{ height: share(timing.buffer_after) }}
          />
        ) : null}
      </span>
    </>
  );
}

/**
 * The bands' rules, for the day and week grids (desktop and phone); the month view has no time scale and shows
 * none. A block with bands lets them out (the library clips its blocks) and clips its own text instead; it is
 * a stacking context, so the hatched gap (z-index -1) lies over the block's colour but under its text. The
 * drag addon's wrapper gives up its position so that the bands measure against the block itself.
 */
export const timingBandStyles = (theme: Theme) => ({
  '& .timing-bands': { display: 'none' },
  '& .rbc-day-slot .timing-bands': { display: 'inline' },
  [`& .rbc-day-slot .rbc-event.${TIMED_EVENT}`]: { overflow: 'visible', isolation: 'isolate' },
  [`& .rbc-day-slot .${TIMED_EVENT} .rbc-event-content`]: { overflow: 'hidden' },
  [`& .rbc-day-slot .${TIMED_EVENT} .rbc-addons-dnd-resizable`]: { position: 'static' },
  [`& .${BAND}`]: {
    position: 'absolute',
    left: 0,
    right: 0,
    zIndex: -1,
    boxSizing: 'border-box',
    pointerEvents: 'none',
  },
  [`& .${BAND}-before, & .${BAND}-after`]: {
    backgroundColor: 'var(--band-fill)',
    border: '1px dashed var(--band-line)',
  },
  [`& .${BAND}-before`]: {
    bottom: '100%',
    borderBottom: 'none',
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  },
  [`& .${BAND}-after`]: {
    top: '100%',
    borderTop: 'none',
    borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
  },
  // Darker stripes over the status colour: the white text over them keeps (and gains) its contrast.
  [`& .${BAND}-gap`]: {
    backgroundImage: 'repeating-linear-gradient(135deg, rgba(0, 0, 0, 0.32) 0 4px, transparent 4px 9px)',
    borderTop: '1px dashed rgba(255, 255, 255, 0.8)',
    borderBottom: '1px dashed rgba(255, 255, 255, 0.8)',
  },
});
