import type { CreateEmployeeBody, EmployeeWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { toEmployeeFormData, type EmployeeInput } from './employee-form-data';
import { EMPLOYEE_PATH, employeeKeys } from './employee-keys';

/** POST employee (multipart, the photo required). */
export const postEmployee = async (
  input: EmployeeInput & Pick<CreateEmployeeBody, 'salon_id'>,
): Promise<EmployeeWire> =>
  unwrapData(
    await apiRequest(EMPLOYEE_PATH, {
      method: 'POST',
      body: toEmployeeFormData(input, { salon_id: input.salon_id }),
    }),
  );

export const useCreateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEmployee,
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.one(employee._id), employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
};
