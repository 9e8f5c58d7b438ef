import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AppointmentStatus, AppointmentWire } from '@salon/core';
import { visuallyHidden } from '@mui/utils';
import { addDays, isSameDay, startOfDay } from 'date-fns';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useTranslation } from 'react-i18next';
import { SalonGate } from '@/components/salon-gate';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useCountdown } from '@/lib/use-countdown';
import { useCalendarAppointments } from '../api/list-calendar';
import { useEmployees } from '../api/lookups';
import { useClosedDays, useSalonHours } from '../api/salon-hours';
import { AppointmentDialog, preloadDialogOnIntent, type DialogTarget } from './appointment-dialog-lazy';
import { useCalendarA11yFixes } from './calendar-a11y';
import { atMinuteOfDay, useKeyboardSlotPicker, weekColumns, type SlotColumn } from './calendar-keyboard';
import { CalendarFilters, type Filters } from './calendar-filters';
import { CalendarHeader, FILTERS_PANEL_ID } from './calendar-header';
import { calendarThemeStyles } from './calendar-theme-styles';
import { TIMED_EVENT, timingBandStyles, timingText } from './calendar-timing';
import {
  CalendarEventBlock,
  calendarTimeFormats,
  closedDayProps,
  closedSlotProps,
  timeGridStyles,
  useScrollToToday,
} from './calendar-time-grid';
import { calendarDayFormats, calendarMessages } from './calendar-formats';
import { localizer, visibleRange } from './calendar-localizer';
import type { StaffMark } from './calendar-staff-marks';
import { visitEdgeStyle, visitPartsOf, visitPartText, type VisitPart } from './calendar-visit-mark';
import {
  canMove,
  PhoneAgendaEvent,
  PhoneDayBar,
  phoneGridStyles,
  type AgendaLane,
} from './calendar-phone-agenda';
import { StatusLegend } from './status-legend';
import { CalendarWeekBlock, useWeekStaff } from './calendar-week-staff';
import { useAgendaGestures } from './use-agenda-gestures';
import { useCalendarMoves } from './use-calendar-moves';
import { useSalonZone } from './use-salon-zone';
import { fromWallDate, STATUS_COLORS, toWallDate, wallTimeText } from './wall-clock';

export const REFRESH_SECONDS = 60;
/** The time grid's slot: a quarter of an hour, the booking engine's grid too. */
const STEP_MINUTES = 15;

interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  /** It has preparation, clean-up or processing time to draw (calendar-timing.tsx). */
  timed: boolean;
  /** Which part of a visit of several services it is, among the loaded appointments; null on its own. */
  visitPart: VisitPart | null;
  /** Its employee's badge, in the desktop week of the whole team (calendar-week-staff.tsx). */
  staff?: StaffMark | null;
  appointment: AppointmentWire;
}
interface Resource {
  id: string;
  title: string;
}

// The addon ships only as CommonJS: the production bundle hands over `{ default: fn }`, the dev server the function.
const withDragAndDrop =
  (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon;
const DnDCalendar = withDragAndDrop<CalendarEvent, Resource>(Calendar);
const PHONE_COMPONENTS = { event: PhoneAgendaEvent };
const DESKTOP_COMPONENTS = { event: CalendarEventBlock };
const WEEK_COMPONENTS = { event: CalendarWeekBlock };

export function AppointmentCalendarView() {
  const { t } = useTranslation();
  return (
    <SalonGate title={t('appointment.calendar.title')}>
      {(salonId) => <AppointmentCalendar salonId={salonId} />}
    </SalonGate>
  );
}

function AppointmentCalendar({ salonId }: { salonId: string }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSalonZone();
  const theme = useTheme();
  // Below `sm` the calendar is a one-day agenda with one employee's lane at a time (docs/decisions.md).
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [chosenView, setView] = useState<View>('week');
  const view: View = phone ? 'day' : chosenView;
  const [date, setDate] = useState(() => toWallDate(new Date(), timeZone));
  const [filters, setFilters] = useState<Filters>({ employee_id: '', service_id: '', status: [] });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [lane, setLane] = useState('');
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  // Basic staff only change the status of their own visits: they neither book nor move (the roles table).
  const canBookAny = useCan('appointment.all');
  const canBookOwn = useCan('appointment.own');
  const canBook = canBookAny || canBookOwn;
  const calendarRef = useRef<HTMLDivElement>(null);
  useCalendarA11yFixes(calendarRef, t('appointment.calendar.timeGrid'));

  const range = visibleRange(view, date, i18n.language);
  const params = {
    salon_id: salonId,
    from: fromWallDate(range.start, timeZone).toISOString(),
    to: fromWallDate(range.end, timeZone).toISOString(),
    employee_id: filters.employee_id || undefined,
    service_id: filters.service_id || undefined,
    status: filters.status,
  };
  const query = useCalendarAppointments(params);
  const { moving, move, resize, question } = useCalendarMoves<CalendarEvent>(timeZone, query.data);
  const employees = useEmployees({ salon_id: salonId });
  const salonHours = useSalonHours(salonId);
  const years = [...new Set([range.start.getFullYear(), range.end.getFullYear()])];
  const closedDays = useClosedDays(salonId, years);

  const { secondsLeft, restart } = useCountdown(REFRESH_SECONDS);
  const { refetch } = query;
  useEffect(() => {
    if (secondsLeft > 0) return;
    void refetch();
    restart(REFRESH_SECONDS);
  }, [secondsLeft, refetch, restart]);
  const refresh = () => {
    void refetch();
    restart(REFRESH_SECONDS);
  };

  const visitParts = useMemo(() => visitPartsOf(query.data ?? []), [query.data]);
  const events = useMemo<CalendarEvent[]>(
    () =>
      (query.data ?? []).map((appointment) => {
        const moved = moving[appointment._id];
        const start = toWallDate(moved?.start ?? appointment.start, timeZone);
        const end = toWallDate(moved?.end ?? appointment.end, timeZone);
        const timing = timingText(appointment, start, end, t, i18n.language);
        const visitPart = visitParts.get(appointment._id) ?? null;
        return {
          id: appointment._id,
          title: [
            `${appointment.client.firstName} ${appointment.client.lastName}`,
            appointment.service.name,
            t(`appointment.status.${appointment.status}`),
            ...(appointment.source === 'online' ? [t('appointment.source.online')] : []),
            ...(visitPart ? [visitPartText(t, visitPart)] : []),
            ...(timing ? [timing] : []),
          ].join(' · '),
          start,
          end,
          resourceId: moved?.employee_id ?? appointment.employee._id,
          timed: Boolean(timing),
          visitPart,
          appointment,
        };
      }),
    [query.data, visitParts, moving, timeZone, t, i18n.language],
  );
  const resources = useMemo<Resource[]>(
    () =>
      (employees.data ?? [])
        .filter((employee) => !filters.employee_id || employee._id === filters.employee_id)
        .map((employee) => ({ id: employee._id, title: `${employee.firstName} ${employee.lastName}` })),
    [employees.data, filters.employee_id],
  );
  // The phone shows one employee's lane: the one picked, else the first with appointments on the day (an
  // empty lane tells a busy owner nothing), else the first.
  const lanes: AgendaLane[] = resources.map((resource) => ({
    ...resource,
    count: events.filter((event) => event.resourceId === resource.id).length,
  }));
  const laneId = lanes.some((one) => one.id === lane)
    ? lane
    : ((lanes.find((one) => one.count > 0) ?? lanes[0])?.id ?? '');
  const dayResources = phone ? resources.filter((resource) => resource.id === laneId) : resources;
  // The desktop week: seven day columns of the whole team or of one employee (calendar-week-staff.tsx).
  const week = useWeekStaff({
    enabled: !phone && view === 'week' && resources.length > 1,
    employees: employees.data,
    lanes,
    events,
  });
  const stepDay = (days: number) => setDate((current) => addDays(current, days));

  const selectSlot = (slot: Pick<SlotInfo, 'start' | 'resourceId'>) => {
    if (!canBook) return;
    const start = fromWallDate(slot.start, timeZone);
    setDialog({
      mode: 'new',
      start: view === 'month' ? undefined : start.toISOString(),
      date: view === 'month' ? start.toISOString() : undefined,
      employee_id:
        typeof slot.resourceId === 'string'
          ? slot.resourceId
          : filters.employee_id || week.employee || undefined,
    });
  };

  // The keyboard's grid: the week's days (of the employee shown), or the day view's employee columns.
  const slotColumns: SlotColumn[] =
    view === 'week'
      ? weekColumns(range.start).map((column) => ({ ...column, resourceId: week.employee }))
      : dayResources.length
        ? dayResources.map((resource) => ({ day: startOfDay(date), resourceId: resource.id }))
        : [{ day: startOfDay(date) }];
  const { announcement } = useKeyboardSlotPicker(calendarRef, {
    enabled: view === 'week' || view === 'day',
    columns: slotColumns,
    stepMinutes: STEP_MINUTES,
    describe: (start, resourceId) =>
      t('appointment.calendar.slotCursor', {
        time: `${start.toLocaleDateString(i18n.language, { dateStyle: 'full' })}, ${wallTimeText(start, i18n.language)}`,
        employee: resources.find((resource) => resource.id === resourceId)?.title ?? '',
        context: resourceId ? 'employee' : undefined,
      }),
    onPick: (start, resourceId) => selectSlot({ start, resourceId }),
  });
  useAgendaGestures(calendarRef, {
    enabled: phone,
    rtl: theme.direction === 'rtl',
    onSwipe: stepDay,
    onTapSlot: (column, row) => {
      const target = slotColumns[column] ?? slotColumns[0];
      if (target)
        selectSlot({ start: atMinuteOfDay(target.day, row * STEP_MINUTES), resourceId: target.resourceId });
    },
  });

  useScrollToToday(calendarRef, `${view} ${range.start.getTime()} ${resources.length} ${query.isSuccess}`);
  const formats = useMemo(
    () => ({ ...calendarTimeFormats(i18n.language), ...calendarDayFormats(i18n.language) }),
    [i18n.language],
  );
  const slotProps = useMemo(
    () => closedSlotProps(salonHours.data, closedDays),
    [salonHours.data, closedDays],
  );
  const dayProps = useMemo(() => closedDayProps(closedDays), [closedDays]);
  const messages = useMemo(() => calendarMessages(t), [t]);

  const newAppointment = () =>
    setDialog({
      mode: 'new',
      // Staff who see only their own calendar have one employee to book for: themselves.
      employee_id:
        filters.employee_id ||
        (phone && laneId) ||
        week.employee ||
        (employees.data?.length === 1 ? employees.data[0]!._id : undefined),
      // The phone agenda shows one day: a new appointment starts out on it.
      date: phone ? fromWallDate(startOfDay(date), timeZone).toISOString() : undefined,
    });
  const now = toWallDate(new Date(), timeZone);
  // The phone opens on the hour before now (the next clients), other days and screens at 08:00.
  const scrollHour = phone && isSameDay(date, now) ? Math.max(now.getHours() - 1, 0) : 8;
  const filtersPanel = (
    <>
      <CalendarFilters
        salonId={salonId}
        value={filters}
        onChange={setFilters}
        employees={employees.data ?? []}
      />
      <StatusLegend />
    </>
  );

  return (
    <Box {...preloadDialogOnIntent}>
      <CalendarHeader
        phone={phone}
        secondsLeft={secondsLeft}
        onRefresh={refresh}
        onNew={canBook ? newAppointment : undefined}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilters={
          [filters.employee_id, filters.service_id, filters.status.length].filter(Boolean).length
        }
      />
      {phone ? (
        <Collapse in={filtersOpen} id={FILTERS_PANEL_ID}>
          {filtersPanel}
        </Collapse>
      ) : (
        filtersPanel
      )}
      {phone ? (
        <PhoneDayBar
          date={date}
          today={now}
          onStep={stepDay}
          onToday={() => setDate(toWallDate(new Date(), timeZone))}
          lanes={lanes}
          lane={laneId}
          onLane={setLane}
        />
      ) : null}
      {week.bar}
      {query.isFetching ? <LinearProgress aria-label={t('appointment.common.loading')} /> : null}
      {query.isError ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorText(t, query.error)}
        </Alert>
      ) : null}
      <Box
        ref={calendarRef}
        sx={(theme) => ({
          ...calendarThemeStyles(theme),
          height: phone ? 'max(440px, calc(100dvh - 150px))' : 720,
          mt: 1,
          // The keyboard's slot cursor (calendar-keyboard.ts).
          '& .rbc-keyboard-slot': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: -3,
            backgroundColor: theme.palette.action.selected,
          },
          ...(phone ? phoneGridStyles : timeGridStyles(theme)),
          ...timingBandStyles(theme),
          // How many employee lanes the day view has (calendar-time-grid.tsx sizes them by it).
          '--lanes': Math.max(view === 'day' ? dayResources.length : 1, 1),
        })}
        aria-label={t('appointment.calendar.label')}
        role="region"
      >
        <Box aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        <DnDCalendar
          localizer={localizer}
          culture={i18n.language}
          events={week.events}
          view={view}
          views={['month', 'week', 'day']}
          onView={setView}
          date={date}
          onNavigate={setDate}
          // The day view: a lane per employee (calendar-time-grid.tsx); the week: a column per day.
          resources={view === 'day' && dayResources.length ? dayResources : undefined}
          resourceGroupingLayout
          resourceIdAccessor="id"
          resourceTitleAccessor="title"
          getNow={() => toWallDate(new Date(), timeZone)}
          // The phone picks a time by a plain tap (use-agenda-gestures.ts), not the library's long press.
          selectable={!phone}
          toolbar={!phone}
          components={phone ? PHONE_COMPONENTS : view === 'week' ? WEEK_COMPONENTS : DESKTOP_COMPONENTS}
          formats={formats}
          slotPropGetter={slotProps}
          dayPropGetter={dayProps}
          dayLayoutAlgorithm="no-overlap"
          popup
          step={STEP_MINUTES}
          timeslots={4}
          scrollToTime={new Date(1970, 0, 1, scrollHour)}
          onSelectSlot={selectSlot}
          onSelectEvent={(event) => setDialog({ mode: 'edit', appointment: event.appointment })}
          onEventDrop={move}
          onEventResize={resize}
          resizable={!phone && canBook}
          draggableAccessor={canBook ? canMove : () => false}
          messages={messages}
          eventPropGetter={(event) => ({
            className: event.timed ? TIMED_EVENT : undefined,
            style: {
              backgroundColor: STATUS_COLORS[event.appointment.status as AppointmentStatus],
              color: '#fff',
              border: 'none',
              textDecoration: event.appointment.status === 'cancelled' ? 'line-through' : undefined,
              // A part of a visit: the visit's coloured edge (calendar-visit-mark.tsx).
              ...(event.visitPart ? visitEdgeStyle(event.visitPart.visitId, theme) : {}),
            },
          })}
        />
      </Box>
      {question}
      {dialog ? (
        <AppointmentDialog salonId={salonId} target={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}
