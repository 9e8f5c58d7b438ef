import type { VisitWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest, toErrorEnvelope } from '@/lib/api-client';
import { visitKeys, visitPath } from './visit-keys';

/** GET public/visit/{token}: the appointment as its client sees it. */
export const fetchVisit = async (token: string): Promise<VisitWire> =>
  (await apiRequest<{ data: VisitWire }>(visitPath(token))).data;

export const visitQuery = (token: string) =>
  queryOptions({
    queryKey: visitKeys.detail(token),
    queryFn: () => fetchVisit(token),
    // An unknown link stays unknown; other failures are worth one more try.
    retry: (failures, error) => toErrorEnvelope(error).statusCode !== 404 && failures < 1,
  });

export const useVisit = (token: string) => useQuery(visitQuery(token));

/** The .ics file's address: a plain link, so a phone hands the file to its calendar app. */
export const visitCalendarUrl = (token: string) => `${API_BASE}${visitPath(token)}/calendar.ics`;
