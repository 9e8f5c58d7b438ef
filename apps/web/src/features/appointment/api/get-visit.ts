import type { AppointmentVisitWire, AppointmentWire, VisitStatusBody } from '@salon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { appointmentKeys, appointmentPath } from './appointment-keys';

/**
 * GET appointment/{id}/visit: the visit an appointment is part of, its parts the caller sees (soonest first)
 * and the whole visit's totals; asked only for a part of a visit of several services.
 */
export const fetchVisit = async (id: string, signal?: AbortSignal): Promise<AppointmentVisitWire> =>
  unwrapData(await apiRequest(appointmentPath(id, '/visit'), { signal }));

export const useAppointmentVisit = (appointment: AppointmentWire | null) =>
  useQuery({
    queryKey: [...appointmentKeys.all, 'visit', appointment?._id ?? ''],
    queryFn: ({ signal }) => fetchVisit(appointment!._id, signal),
    enabled: Boolean(appointment?.visit_id),
    retry: false,
  });

/** PATCH appointment/{id}/visit/status: confirm, mark done or cancel the whole visit in one action. */
export const setVisitStatus = async ({
  id,
  ...body
}: VisitStatusBody & { id: string }): Promise<AppointmentVisitWire> =>
  unwrapData(await apiRequest(appointmentPath(id, '/visit/status'), { method: 'PATCH', body: { ...body } }));

/** Like every appointment change, it refreshes the calendar, the lists and the client's visits. */
export const useSetVisitStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisitStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['client'] }),
      ]),
  });
};
