import type {
  AppointmentStatusBody,
  AppointmentWire,
  CreateAppointmentBodyInput,
  UpdateAppointmentBodyInput,
} from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { APPOINTMENT_PATH, appointmentKeys, appointmentPath } from './appointment-keys';

/** POST appointment, PUT/DELETE appointment/{id}, PATCH appointment/{id}/status. */
export const createAppointment = async (body: CreateAppointmentBodyInput): Promise<AppointmentWire> =>
  unwrapData(await apiRequest(APPOINTMENT_PATH, { method: 'POST', body: { ...body } }));

export const updateAppointment = async (input: {
  id: string;
  body: UpdateAppointmentBodyInput;
}): Promise<AppointmentWire> =>
  unwrapData(await apiRequest(appointmentPath(input.id), { method: 'PUT', body: { ...input.body } }));

export const deleteAppointment = async (id: string): Promise<void> => {
  await apiRequest(appointmentPath(id), { method: 'DELETE' });
};

export const setAppointmentStatus = async ({
  id,
  ...body
}: AppointmentStatusBody & { id: string }): Promise<AppointmentWire> =>
  unwrapData(await apiRequest(appointmentPath(id, '/status'), { method: 'PATCH', body: { ...body } }));

/** Any change refreshes every appointment query (calendar, list, availability), and the client visits. */
const useInvalidating = <I, O>(fn: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['client'] }),
      ]),
  });
};

export const useCreateAppointment = () => useInvalidating(createAppointment);
export const useUpdateAppointment = () => useInvalidating(updateAppointment);
export const useDeleteAppointment = () => useInvalidating(deleteAppointment);
export const useSetAppointmentStatus = () => useInvalidating(setAppointmentStatus);
