import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AppointmentStatus, AppointmentWire } from '@salon/core';
import { visuallyHidden } from '@mui/utils';
import { startOfDay } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useTranslation } from 'react-i18next';
import { SalonGate } from '@/components/salon-gate';
import { errorText } from '@/lib/api-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useCalendarAppointments } from '../api/list-calendar';
import { useEmployees } from '../api/lookups';
import { useUpdateAppointment } from '../api/mutate-appointment';
import { AppointmentDialog, type DialogTarget } from './appointment-dialog';
import { useCalendarA11yFixes } from './calendar-a11y';
import { useKeyboardSlotPicker, weekColumns, type SlotColumn } from './calendar-keyboard';
import { CalendarFilters, type Filters } from './calendar-filters';
import { localizer, visibleRange } from './calendar-localizer';
import { StatusLegend } from './status-legend';
import { useSalonZone } from './use-salon-zone';
import { fromWallDate, STATUS_COLORS, toWallDate } from './wall-clock';

export const REFRESH_SECONDS = 60;
/** The time grid's slot: a quarter of an hour, the booking engine's grid too. */
const STEP_MINUTES = 15;

interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
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
  const { enqueueSnackbar } = useSnackbar();
  const { timeZone } = useSalonZone();
  const [view, setView] = useState<View>('week');
  const [date, setDate] = useState(() => toWallDate(new Date(), timeZone));
  const [filters, setFilters] = useState<Filters>({ employee_id: '', service_id: '', status: [] });
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  // Moves the server has not answered yet: shown where they were dropped until it decides.
  const [moving, setMoving] = useState<Record<string, { start: string; end: string; employee_id: string }>>(
    {},
  );
  const update = useUpdateAppointment();
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
  const employees = useEmployees({ salon_id: salonId });

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

  const events = useMemo<CalendarEvent[]>(
    () =>
      (query.data ?? []).map((appointment) => {
        const moved = moving[appointment._id];
        return {
          id: appointment._id,
          title: [
            `${appointment.client.firstName} ${appointment.client.lastName}`,
            appointment.service.name,
            t(`appointment.status.${appointment.status}`),
            ...(appointment.source === 'online' ? [t('appointment.source.online')] : []),
          ].join(' · '),
          start: toWallDate(moved?.start ?? appointment.start, timeZone),
          end: toWallDate(moved?.end ?? appointment.end, timeZone),
          resourceId: moved?.employee_id ?? appointment.employee._id,
          appointment,
        };
      }),
    [query.data, moving, timeZone, t],
  );
  const resources = useMemo<Resource[]>(
    () =>
      (employees.data ?? [])
        .filter((employee) => !filters.employee_id || employee._id === filters.employee_id)
        .map((employee) => ({ id: employee._id, title: `${employee.firstName} ${employee.lastName}` })),
    [employees.data, filters.employee_id],
  );

  const move = ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
    const appointment = event.appointment;
    const next = {
      start: fromWallDate(new Date(start), timeZone).toISOString(),
      end: fromWallDate(new Date(end), timeZone).toISOString(),
      employee_id: typeof resourceId === 'string' ? resourceId : appointment.employee._id,
    };
    setMoving((current) => ({ ...current, [appointment._id]: next }));
    const when = new Date(next.start).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    update.mutate(
      { id: appointment._id, body: next },
      {
        onSuccess: () => enqueueSnackbar(t('appointment.messages.updated'), { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(
            t('appointment.calendar.moveRefused', { time: when, reason: errorText(t, error) }),
            {
              variant: 'error',
            },
          ),
        // The refetch that follows the answer holds the truth: accepted where dropped, refused where it was.
        onSettled: () =>
          setMoving((current) => {
            const { [appointment._id]: _done, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  const selectSlot = (slot: Pick<SlotInfo, 'start' | 'resourceId'>) => {
    const start = fromWallDate(slot.start, timeZone);
    setDialog({
      mode: 'new',
      start: view === 'month' ? undefined : start.toISOString(),
      date: view === 'month' ? start.toISOString() : undefined,
      employee_id: typeof slot.resourceId === 'string' ? slot.resourceId : filters.employee_id || undefined,
    });
  };

  // The keyboard's grid: the week's days, or the day view's employee columns in their order on screen.
  const slotColumns: SlotColumn[] =
    view === 'week'
      ? weekColumns(range.start)
      : resources.length
        ? resources.map((resource) => ({ day: startOfDay(date), resourceId: resource.id }))
        : [{ day: startOfDay(date) }];
  const { announcement } = useKeyboardSlotPicker(calendarRef, {
    enabled: view === 'week' || view === 'day',
    columns: slotColumns,
    stepMinutes: STEP_MINUTES,
    describe: (start, resourceId) =>
      t('appointment.calendar.slotCursor', {
        time: start.toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' }),
        employee: resources.find((resource) => resource.id === resourceId)?.title ?? '',
        context: resourceId ? 'employee' : undefined,
      }),
    onPick: (start, resourceId) => selectSlot({ start, resourceId }),
  });

  const messages = {
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
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1">{t('appointment.calendar.title')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={refresh}
            startIcon={<Refresh aria-hidden="true" />}
            aria-describedby="appointment-refresh-countdown"
          >
            {t('appointment.calendar.refresh')}
          </Button>
          <Typography id="appointment-refresh-countdown" variant="body2" color="text.secondary">
            {t('appointment.calendar.countdown', { count: secondsLeft })}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Add aria-hidden="true" />}
            onClick={() => setDialog({ mode: 'new', employee_id: filters.employee_id || undefined })}
          >
            {t('appointment.calendar.new')}
          </Button>
        </Box>
      </Box>
      <CalendarFilters
        salonId={salonId}
        value={filters}
        onChange={setFilters}
        employees={employees.data ?? []}
      />
      <StatusLegend />
      {query.isFetching ? <LinearProgress aria-label={t('appointment.common.loading')} /> : null}
      {query.isError ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorText(t, query.error)}
        </Alert>
      ) : null}
      <Box
        ref={calendarRef}
        sx={(theme) => ({
          height: 720,
          mt: 1,
          // The keyboard's slot cursor (calendar-keyboard.ts).
          '& .rbc-keyboard-slot': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: -3,
            backgroundColor: theme.palette.action.selected,
          },
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
          events={events}
          view={view}
          views={['month', 'week', 'day']}
          onView={setView}
          date={date}
          onNavigate={setDate}
          resources={view === 'day' ? resources : undefined}
          resourceIdAccessor="id"
          resourceTitleAccessor="title"
          getNow={() => toWallDate(new Date(), timeZone)}
          selectable
          popup
          step={STEP_MINUTES}
          timeslots={4}
          scrollToTime={new Date(1970, 0, 1, 8)}
          onSelectSlot={selectSlot}
          onSelectEvent={(event) => setDialog({ mode: 'edit', appointment: event.appointment })}
          onEventDrop={move}
          onEventResize={move}
          resizable
          draggableAccessor={(event) => event.appointment.status !== 'cancelled'}
          messages={messages}
          eventPropGetter={(event) => ({
            style: {
              backgroundColor: STATUS_COLORS[event.appointment.status as AppointmentStatus],
              color: '#fff',
              border: 'none',
              textDecoration: event.appointment.status === 'cancelled' ? 'line-through' : undefined,
            },
          })}
        />
      </Box>
      {dialog ? (
        <AppointmentDialog salonId={salonId} target={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}
