import type { AdminPlanWire, Plan, UpdatePlanBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** PUT admin/plans/:id: new price and limits, for quotes from now on. 400 names the wrong fields. */
export const updateAdminPlan = async ({
  id,
  body,
}: {
  id: Plan;
  body: UpdatePlanBody;
}): Promise<AdminPlanWire> =>
  unwrapData(await adminRequest(`/plans/${id}`, { method: 'PUT', body: { ...body } }));

export const useUpdateAdminPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData<AdminPlanWire[]>(adminKeys.plans(), (plans) =>
        plans?.map((current) => (current._id === plan._id ? plan : current)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
};
