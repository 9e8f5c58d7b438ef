import type { EmployeeWire, RecordStatus } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';

/** PATCH employee/{id}/status: `inactive` deactivates, `active` reactivates. */
export const patchEmployeeStatus = async (input: {
  id: string;
  status: RecordStatus;
}): Promise<EmployeeWire> =>
  unwrapData(
    await apiRequest(employeePath(input.id, '/status'), { method: 'PATCH', body: { status: input.status } }),
  );

export const useSetEmployeeStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchEmployeeStatus,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.one(employee._id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
};
