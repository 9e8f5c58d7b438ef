import type { EventArea, EventLogEntryWire } from '@salon/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageCursors } from '@/lib/use-paging';

/** The areas the screen filters by (docs/product.md "Screens and routes"). */
export const EVENT_LOG_FILTERS = [
  'all',
  'appointment',
  'service',
  'employee',
  'client',
  'salon',
  'gallery',
  'promotion',
] as const satisfies readonly ('all' | EventArea)[];
export type EventLogFilter = (typeof EVENT_LOG_FILTERS)[number];

export interface EventLogParams {
  area: EventLogFilter;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** From the page on screen: "next page" / "previous page" read on from its last / first row. */
  cursor?: string;
}

export interface EventLogPage {
  data: EventLogEntryWire[];
  meta: { total: number; page: number; limit: number };
  cursors?: PageCursors;
}

export const EVENT_LOG_PATH = '/api/v1/business/event-log';

export const fetchEventLog = async (params: EventLogParams, signal?: AbortSignal): Promise<EventLogPage> =>
  apiRequest<EventLogPage>(EVENT_LOG_PATH, { query: { ...params }, signal });

export const eventLogQuery = (params: EventLogParams) =>
  queryOptions({
    queryKey: ['event-log', params],
    queryFn: ({ signal }) => fetchEventLog(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEventLog = (params: EventLogParams, enabled = true) =>
  useQuery({ ...eventLogQuery(params), enabled });
