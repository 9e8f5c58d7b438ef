import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import type { AppointmentWire, EmployeeWire } from '@salon/core';
import { useMemo, type ReactNode } from 'react';
import type { EventProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TimingBands } from './calendar-timing';
import { VisitIcon, VisitPartHidden, type VisitPart } from './calendar-visit-mark';
import { staffMarks, WHOLE_TEAM, weekStaffShown, type StaffMark } from './calendar-staff-marks';
import { wallTimeText } from './wall-clock';

/**
 * The desktop week's staff (docs/decisions.md "Calendar week: seven days on the screen"): seven day columns,
 * showing the whole team (each block with its employee's initials on their colour) or one employee's week,
 * picked in a bar of buttons above the grid and kept in the address as `?staff=`.
 */

interface WeekEvent {
  resourceId: string;
  title: string;
  staff?: StaffMark | null;
}

/**
 * With `enabled` (a desktop week of more than one employee): the choice from the address (`?staff=all` or an
 * employee's id, checked by `weekStaffShown`), the events it shows (the whole team's, each with its employee's
 * badge and name, or one employee's), that employee (who a new appointment is for) and the bar that picks.
 * Otherwise the events as they are.
 */
export function useWeekStaff<E extends WeekEvent>(options: {
  enabled: boolean;
  employees: readonly EmployeeWire[] | undefined;
  /** Each employee shown, with their count of appointments in the week. */
  lanes: readonly { id: string; count: number }[];
  events: E[];
}): { events: E[]; employee: string | undefined; bar: ReactNode } {
  const { enabled, employees, lanes, events } = options;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = weekStaffShown(params.get('staff'), lanes);
  const show = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('staff', id);
        return next;
      },
      // Back leaves the calendar rather than walking through the staff picked.
      { replace: true },
    );
  const marks = useMemo(() => staffMarks(employees ?? []), [employees]);
  const shownEvents = useMemo(() => {
    if (!enabled) return events;
    if (shown !== WHOLE_TEAM) return events.filter((event) => event.resourceId === shown);
    return events.map((event) => {
      const staff = marks.get(event.resourceId) ?? null;
      const title = staff
        ? `${event.title} · ${t('appointment.calendar.weekStaff.with', { name: staff.name })}`
        : event.title;
      return { ...event, staff, title };
    });
  }, [enabled, shown, events, marks, t]);
  if (!enabled) return { events, employee: undefined, bar: null };
  const staff = lanes.flatMap((one) => {
    const mark = marks.get(one.id);
    return mark ? [{ id: one.id, count: one.count, mark }] : [];
  });
  return {
    events: shownEvents,
    employee: shown === WHOLE_TEAM ? undefined : shown,
    bar: <WeekStaffBar staff={staff} shown={shown} onShow={show} />,
  };
}

/** An employee's initials on their colour (decoration: the text beside it, or hidden text, names them). */
export function StaffBadge({ mark }: { mark: StaffMark }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-staff-badge={mark.initials}
      sx={{
        display: 'inline-block',
        minWidth: 20,
        px: '3px',
        mr: 0.5,
        borderRadius: '9px',
        bgcolor: mark.colour,
        color: '#fff',
        // A ring of white sets the badge off the block's status colour behind it.
        boxShadow: '0 0 0 1px #fff',
        fontSize: 10,
        fontWeight: 700,
        lineHeight: '14px',
        textAlign: 'center',
        letterSpacing: 0.2,
      }}
    >
      {mark.initials}
    </Box>
  );
}

/**
 * The week's staff picker: "Whole team" and one button per employee (their badge, name and the week's count of
 * appointments); the pressed one is shown. It is also the key to the badges on the whole team's blocks.
 */
export function WeekStaffBar(props: {
  staff: readonly { id: string; mark: StaffMark; count: number }[];
  shown: string;
  onShow: (id: string) => void;
}) {
  const { staff, shown, onShow } = props;
  const { t } = useTranslation();
  const total = staff.reduce((sum, one) => sum + one.count, 0);
  const chip = (id: string, name: string, count: number, badge: StaffMark | null) => {
    const selected = id === shown;
    return (
      <Chip
        key={id}
        clickable
        onClick={() => onShow(id)}
        aria-pressed={selected}
        aria-label={t('appointment.calendar.lane', { name, count })}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        sx={{ fontWeight: selected ? 600 : 400 }}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {badge ? <StaffBadge mark={badge} /> : null}
            <span>{name}</span>
            <span aria-hidden="true">({count})</span>
          </Box>
        }
      />
    );
  };
  return (
    <Box
      role="group"
      aria-label={t('appointment.calendar.weekStaff.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
    >
      {chip(WHOLE_TEAM, t('appointment.calendar.weekStaff.all'), total, null)}
      {staff.map((one) => chip(one.id, one.mark.name, one.count, one.mark))}
    </Box>
  );
}

/**
 * The block's lines in a column that wraps: a line the block is too short for moves whole into a second column,
 * out of the block's box, rather than show its top half (where the page, not the block, would be its background).
 */
const lines = {
  display: 'flex',
  flexDirection: 'column',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  height: '100%',
  overflow: 'hidden',
  fontSize: 12,
  lineHeight: 1.25,
} as const;
/** One line, cut with an ellipsis. */
const oneLine = {
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * An appointment block of the desktop week. A day is about 140 px wide at 1440 px, too narrow for "time client"
 * on one line, so the client comes first (all a quarter of an hour has room for; the grid says the time), with
 * the employee's badge before it when the whole team is shown, and the name goes on to a second line between
 * its words rather than lose its end when the block is tall enough; the time, service, status and source follow.
 * A part of a visit starts with the visit's link icon. The lines, the part of the visit, the timing in words
 * and the employee are in the block's accessible name, in the order of its title, which holds the whole text.
 */
export function CalendarWeekBlock({
  event,
}: EventProps<{
  appointment: AppointmentWire;
  start: Date;
  end: Date;
  visitPart?: VisitPart | null;
  staff?: StaffMark | null;
}>) {
  const { t, i18n } = useTranslation();
  const { appointment, staff } = event;
  const details = [
    wallTimeText(event.start, i18n.language),
    appointment.service.name,
    t(`appointment.status.${appointment.status}`),
    ...(appointment.source === 'online' ? [t('appointment.source.online')] : []),
  ].join(' · ');
  return (
    <Box component="span" sx={lines}>
      <Box component="span" sx={{ width: '100%', overflow: 'hidden', overflowWrap: 'normal' }}>
        <VisitIcon part={event.visitPart} />
        {staff ? <StaffBadge mark={staff} /> : null}
        <Box component="span" sx={{ fontWeight: 700 }}>
          {appointment.client.firstName} {appointment.client.lastName}
        </Box>
      </Box>
      <Box component="span" sx={{ ...oneLine, opacity: 0.92 }}>
        {details}
      </Box>
      <VisitPartHidden part={event.visitPart} />
      <TimingBands event={event} />
      {staff ? (
        <Box component="span" sx={visuallyHidden}>
          {` ${t('appointment.calendar.weekStaff.with', { name: staff.name })}`}
        </Box>
      ) : null}
    </Box>
  );
}
