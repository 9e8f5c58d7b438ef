import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';
import type { AccessAnswer } from './grant-access';

/** DELETE employee/{id}/access: the employee login and its sessions end. */
export const deleteEmployeeAccess = async (id: string): Promise<AccessAnswer> =>
  unwrapData(await apiRequest(employeePath(id, '/access'), { method: 'DELETE' }));

export const useRevokeAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployeeAccess,
    onSuccess: (answer) => {
      queryClient.setQueryData(employeeKeys.one(answer.employee._id), answer.employee);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
};
