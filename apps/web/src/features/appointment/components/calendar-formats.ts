import { formatDayHeading, formatLocalDayRange, formatWeekdayDay } from '@salon/core';
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import type { DateRange, Formats, Messages } from 'react-big-calendar';

/** The local day (YYYY-MM-DD) of a wall-clock Date: its fields already read like the salon's calendar. */
const localDayOf = (wall: Date): string => format(wall, 'yyyy-MM-dd');

/**
 * The day texts react-big-calendar shows in the week and day views, through core's format module
 * (docs/decisions.md "One format per language"): a day of the week as "mar 8" / "Tue 8" (the library's
 * "08 mar" read as the 8th of March), the day view's title as "lunes 7 de diciembre" / "Monday, December 7",
 * the week's as its range ("7 – 13 de dic. de 2026" / "Dec 7 – 13, 2026").
 */
export const calendarDayFormats = (language: string): Formats => ({
  dayFormat: (date: Date) => formatWeekdayDay(localDayOf(date), language),
  dayHeaderFormat: (date: Date) => formatDayHeading(localDayOf(date), language),
  dayRangeHeaderFormat: ({ start, end }: DateRange) =>
    formatLocalDayRange(localDayOf(start), localDayOf(end), language),
});

/** The library's own words (toolbar, "+N more", empty range) in the page's language. */
export const calendarMessages = (t: TFunction): Messages => ({
  today: t('appointment.calendar.today'),
  previous: t('appointment.calendar.previous'),
  next: t('appointment.calendar.next'),
  month: t('appointment.calendar.month'),
  week: t('appointment.calendar.week'),
  day: t('appointment.calendar.day'),
  noEventsInRange: t('appointment.calendar.empty'),
  showMore: (count: number) => t('appointment.calendar.showMore', { count }),
  allDay: t('appointment.calendar.allDay'),
  date: t('appointment.columns.date'),
  time: t('appointment.columns.time'),
  event: t('appointment.calendar.event'),
});
