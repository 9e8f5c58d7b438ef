import type { AppointmentWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { appointmentKeys } from './appointment-keys';
import { fetchCalendar } from './list-calendar';

/** Half a day either side of a part holds its whole visit: at most five services back to back. */
const REACH = 12 * 3_600_000;

/**
 * The parts of the visit an appointment belongs to, by start, read from the calendar around it
 * (GET appointment over a day); none for a visit of its own. A role that sees only its own calendar gets only
 * its own parts.
 */
export const useVisitParts = (appointment: AppointmentWire | null) => {
  const visitId = appointment?.visit_id ?? null;
  const at = appointment ? Date.parse(appointment.start) : 0;
  const params = {
    salon_id: appointment?.salon_id ?? '',
    from: new Date(at - REACH).toISOString(),
    to: new Date(at + REACH).toISOString(),
    status: [],
  };
  return useQuery({
    queryKey: [...appointmentKeys.calendar(params), 'visit'],
    queryFn: ({ signal }) => fetchCalendar(params, signal),
    enabled: Boolean(visitId),
    select: (rows: AppointmentWire[]) =>
      rows
        .filter((row) => row.visit_id === visitId)
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
    retry: false,
  });
};
