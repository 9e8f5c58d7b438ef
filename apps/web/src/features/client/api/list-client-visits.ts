import type { ClientVisitWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientKeys, clientPath } from './client-keys';

export const VISIT_TABS = ['reserved', 'history'] as const;
export type VisitTab = (typeof VISIT_TABS)[number];

export interface VisitPage {
  data: ClientVisitWire[];
  meta: { total: number; page: number; limit: number };
}

/** GET client/{id}/visits: coming visits (reserved) or past ones (history). */
export const fetchClientVisits = (
  id: string,
  params: { tab: VisitTab; page: number; limit: number },
  signal?: AbortSignal,
): Promise<VisitPage> => apiRequest<VisitPage>(clientPath(id, '/visits'), { query: { ...params }, signal });

export const useClientVisits = (id: string, params: { tab: VisitTab; page: number; limit: number }) =>
  useQuery({
    queryKey: clientKeys.visits(id, params),
    queryFn: ({ signal }) => fetchClientVisits(id, params, signal),
    placeholderData: keepPreviousData,
  });
