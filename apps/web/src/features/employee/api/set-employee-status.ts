import type { EmployeeWire, StatusBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';

/** PATCH employee/{id}/status: `inactive` deactivates, `active` reactivates. */
export const patchEmployeeStatus = async ({
  id,
  ...body
}: StatusBody & { id: string }): Promise<EmployeeWire> =>
  unwrapData(await apiRequest(employeePath(id, '/status'), { method: 'PATCH', body: { ...body } }));

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
