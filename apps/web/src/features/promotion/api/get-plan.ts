import type { PlanWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, promotionKeys } from './promotion-keys';

/** GET plan: the company's plan and its features; promotions come with some plans only. */
export const fetchPlan = async (signal?: AbortSignal): Promise<PlanWire> =>
  unwrapData(await apiRequest(`${BUSINESS}/plan`, { signal }));

export const usePlan = () =>
  useQuery({ queryKey: promotionKeys.plan(), queryFn: ({ signal }) => fetchPlan(signal), retry: 1 });
