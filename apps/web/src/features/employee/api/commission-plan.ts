import type { CommissionPlanBody, CommissionPlanWire } from '@salon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';

/** GET employee/{id}/commission-plan?salon_id: the plan, or null while the employee has none. */
export const fetchCommissionPlan = async (
  id: string,
  salonId: string,
  signal?: AbortSignal,
): Promise<CommissionPlanWire | null> =>
  unwrapData(
    await apiRequest(employeePath(id, '/commission-plan'), { query: { salon_id: salonId }, signal }),
  );

export const useCommissionPlan = (id: string, salonId: string) =>
  useQuery({
    queryKey: employeeKeys.commissionPlan(id),
    queryFn: ({ signal }) => fetchCommissionPlan(id, salonId, signal),
    retry: 1,
  });

/** PUT employee/{id}/commission-plan: the whole plan, replacing the one before. */
export const putCommissionPlan = async ({
  id,
  body,
}: {
  id: string;
  body: CommissionPlanBody;
}): Promise<CommissionPlanWire> =>
  unwrapData(await apiRequest(employeePath(id, '/commission-plan'), { method: 'PUT', body: { ...body } }));

export const useSaveCommissionPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCommissionPlan,
    onSuccess: (plan, { id }) => queryClient.setQueryData(employeeKeys.commissionPlan(id), plan),
  });
};
