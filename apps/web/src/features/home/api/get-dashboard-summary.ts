import { STORAGE_KEYS, type DashboardSummaryWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { earlyCalls } from '@/lib/early-calls';
import { storage } from '@/lib/storage';

export const DASHBOARD_SUMMARY_PATH = '/api/v1/business/dashboard/summary';

/** Query keys of the welcome dashboard, so a change elsewhere (an edited appointment) can refresh it. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (salonId: string, allSalons = false) =>
    [...dashboardKeys.all, 'summary', salonId, ...(allSalons ? ['all'] : [])] as const,
};

/** `allSalons`: the figures of every salon of the company (`salons=all`, owner only); the upcoming list stays the salon's. */
const request = async (
  salonId: string,
  signal?: AbortSignal,
  allSalons = false,
): Promise<DashboardSummaryWire> =>
  unwrapData(
    await apiRequest(DASHBOARD_SUMMARY_PATH, {
      query: { salon_id: salonId, salons: allSalons ? 'all' : undefined },
      signal,
    }),
  );

const early = earlyCalls<DashboardSummaryWire>(30_000);
let prefetched = false;

/**
 * When the app opens on the welcome dashboard with a stored session and salon (a returning owner), its summary is
 * asked for as soon as the route matches (its loader), beside the session's own calls (account, salons, plan)
 * instead of after them. Once per page load; the server checks the token and the salon as for any call, and a
 * stored salon that is no longer the session's is simply not taken.
 */
export const prefetchDashboardSummary = (): void => {
  if (prefetched) return;
  prefetched = true;
  const salonId = storage.get(STORAGE_KEYS.salonId);
  if (salonId && storage.get(STORAGE_KEYS.accessToken)) early.start(salonId, () => request(salonId));
};

/** GET dashboard/summary: the welcome dashboard of a salon in one call; parts the role may not see are null. */
export const fetchDashboardSummary = (
  salonId: string,
  signal?: AbortSignal,
  allSalons = false,
): Promise<DashboardSummaryWire> =>
  (allSalons ? undefined : early.take(salonId)) ?? request(salonId, signal, allSalons);

export const dashboardSummaryQuery = (salonId: string, allSalons = false) =>
  queryOptions({
    queryKey: dashboardKeys.summary(salonId, allSalons),
    queryFn: ({ signal }) => fetchDashboardSummary(salonId, signal, allSalons),
  });

export const useDashboardSummary = (salonId: string, allSalons = false) =>
  useQuery(dashboardSummaryQuery(salonId, allSalons));
