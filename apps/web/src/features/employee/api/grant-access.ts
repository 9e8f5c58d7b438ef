import type { EmployeeWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';

/** What granting or revoking answers: the employee and the company's monthly charge for app access. */
export interface AccessAnswer {
  employee: EmployeeWire;
  monthly_fee: number;
  employees_with_access: number;
}

/** POST employee/{id}/access: an employee login, with a temporary password mailed to the employee. */
export const postEmployeeAccess = async (id: string): Promise<AccessAnswer> =>
  unwrapData(await apiRequest(employeePath(id, '/access'), { method: 'POST' }));

export const useGrantAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEmployeeAccess,
    onSuccess: (answer) => {
      queryClient.setQueryData(employeeKeys.one(answer.employee._id), answer.employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
};
