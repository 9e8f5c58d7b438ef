import type { ClientWire, RecordStatus } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageCursors } from '@/lib/use-paging';
import { CLIENT_PATH, clientKeys } from './client-keys';

export const CLIENT_FILTERS = ['all', 'active', 'inactive'] as const satisfies readonly (
  'all' | RecordStatus
)[];
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

export interface ClientListParams {
  salon_id: string;
  status: ClientFilter;
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** From the page on screen: "next page" / "previous page" read on from its last / first row. */
  cursor?: string;
}

export interface ClientPage {
  data: ClientWire[];
  meta: { total: number; page: number; limit: number };
  cursors?: PageCursors;
}

/** GET client: one salon's clients, newest first, filtered by status and text, paged by the server. */
export const fetchClients = (params: ClientListParams, signal?: AbortSignal): Promise<ClientPage> =>
  apiRequest<ClientPage>(CLIENT_PATH, { query: { ...params }, signal });

export const useClients = (params: ClientListParams | null) =>
  useQuery({
    queryKey: clientKeys.list(params ?? {}),
    queryFn: ({ signal }) => fetchClients(params!, signal),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
  });
