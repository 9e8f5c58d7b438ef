import type { UpdateAvailabilityBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';
import type { MonthAvailability } from './get-availability';

export type AvailabilityChange = UpdateAvailabilityBody & { id: string; month: string };

/** PUT employee/{id}/availability?month=YYYY-MM: marks dates of that month available or off. */
export const putAvailability = async ({
  id,
  month,
  ...body
}: AvailabilityChange): Promise<MonthAvailability> =>
  unwrapData(
    await apiRequest(employeePath(id, '/availability'), {
      method: 'PUT',
      query: { month },
      body: { ...body },
    }),
  );

export const useUpdateAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAvailability,
    onSuccess: (answer, change) => {
      queryClient.setQueryData(employeeKeys.availability(change.id, change.month), answer);
    },
  });
};
