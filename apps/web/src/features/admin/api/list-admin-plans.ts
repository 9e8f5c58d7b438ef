import type { AdminPlanWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/plans: the plans as data (price and limits). */
export const fetchAdminPlans = async (signal?: AbortSignal): Promise<AdminPlanWire[]> =>
  unwrapData(await adminRequest('/plans', { signal }));

export const useAdminPlans = () =>
  useQuery({ queryKey: adminKeys.plans(), queryFn: ({ signal }) => fetchAdminPlans(signal) });
