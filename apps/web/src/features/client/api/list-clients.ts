import type { ClientSort, ClientWithFiguresWire, RecordStatus, SortOrder } from '@salon/core';
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
  /** What the list is sorted by and which way (ties by id); the server's default is newest first. */
  sort?: ClientSort;
  order?: SortOrder;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** From the page on screen: "next page" / "previous page" read on from its last / first row. */
  cursor?: string;
}

export interface ClientPage {
  data: ClientWithFiguresWire[];
  meta: { total: number; page: number; limit: number };
  cursors?: PageCursors;
}

/** GET client: one salon's clients with their figures, in the order asked, filtered by status and text, paged by the server. */
export const fetchClients = (params: ClientListParams, signal?: AbortSignal): Promise<ClientPage> =>
  apiRequest<ClientPage>(CLIENT_PATH, { query: { ...params }, signal });

export const useClients = (params: ClientListParams | null) =>
  useQuery({
    queryKey: clientKeys.list(params ?? {}),
    queryFn: ({ signal }) => fetchClients(params!, signal),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
  });
