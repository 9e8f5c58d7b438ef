import type { DashboardSummaryWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

export const DASHBOARD_SUMMARY_PATH = '/api/v1/business/dashboard/summary';

/** Query keys of the welcome dashboard, so a change elsewhere (an edited appointment) can refresh it. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (salonId: string) => [...dashboardKeys.all, 'summary', salonId] as const,
};

/** GET dashboard/summary: the welcome dashboard of a salon in one call; parts the role may not see are null. */
export const fetchDashboardSummary = async (
  salonId: string,
  signal?: AbortSignal,
): Promise<DashboardSummaryWire> =>
  unwrapData(await apiRequest(DASHBOARD_SUMMARY_PATH, { query: { salon_id: salonId }, signal }));

export const dashboardSummaryQuery = (salonId: string) =>
  queryOptions({
    queryKey: dashboardKeys.summary(salonId),
    queryFn: ({ signal }) => fetchDashboardSummary(salonId, signal),
  });

export const useDashboardSummary = (salonId: string) => useQuery(dashboardSummaryQuery(salonId));
