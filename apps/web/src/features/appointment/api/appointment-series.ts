import type { SeriesBodyInput, SeriesOccurrenceWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { APPOINTMENT_PATH, appointmentKeys } from './appointment-keys';

/** POST appointment/series/check and POST appointment/series (repeating appointments). */
export const SERIES_PATH = `${APPOINTMENT_PATH}/series`;

/** Every occurrence checked, and the dates left out because the salon is closed then. */
export const checkSeries = async (
  body: SeriesBodyInput,
): Promise<{ occurrences: SeriesOccurrenceWire[]; closed_dates: string[] }> =>
  unwrapData(await apiRequest(`${SERIES_PATH}/check`, { method: 'POST', body: { ...body } }));

export const createSeries = async (
  body: SeriesBodyInput,
): Promise<{ series_id: string; appointment_ids: string[] }> =>
  unwrapData(await apiRequest(SERIES_PATH, { method: 'POST', body: { ...body } }));

export const useCheckSeries = () => useMutation({ mutationFn: checkSeries });

/** Saving a series refreshes every appointment query (calendar, list, availability), and the client visits. */
export const useCreateSeries = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['client'] }),
      ]),
  });
};
