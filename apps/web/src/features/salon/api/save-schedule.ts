import type { ScheduleBody, ScheduleDay, ScheduleWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

export interface SaveScheduleInput {
  salonId: string;
  /** The salon's schedule id; without one a schedule is created for the salon. */
  scheduleId: string | null;
  title: string;
  description: string;
  days: ScheduleDay[];
}

/** POST schedule/schedule (create) or PUT schedule/schedule/{id}, form-urlencoded with `days` as JSON. */
export const saveSchedule = async (input: SaveScheduleInput): Promise<ScheduleWire> => {
  const body: ScheduleBody = { title: input.title, description: input.description, days: input.days };
  if (input.scheduleId) {
    return unwrapData(
      await apiRequest(`${BUSINESS}/schedule/schedule/${encodeURIComponent(input.scheduleId)}`, {
        method: 'PUT',
        encoding: 'form',
        body,
      }),
    );
  }
  return unwrapData(
    await apiRequest(`${BUSINESS}/schedule/schedule`, {
      method: 'POST',
      encoding: 'form',
      body: { ...body, salon_id: input.salonId },
    }),
  );
};

export const useSaveSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: (_schedule, input) =>
      queryClient.invalidateQueries({ queryKey: salonKeys.one(input.salonId) }),
  });
};
