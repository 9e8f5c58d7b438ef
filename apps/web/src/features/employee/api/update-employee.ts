import type { EmployeeWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { toEmployeeFormData, type EmployeeInput } from './employee-form-data';
import { employeeKeys, employeePath } from './employee-keys';

/** PUT employee/{id} (multipart): the form's fields, and a new photo when one was chosen. */
export const putEmployee = async ({ id, ...input }: EmployeeInput & { id: string }): Promise<EmployeeWire> =>
  unwrapData(await apiRequest(employeePath(id), { method: 'PUT', body: toEmployeeFormData(input) }));

export const useUpdateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.one(employee._id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
};
