import type { ClientWithFiguresWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { clientKeys, clientPath } from './client-keys';

/** GET client/{id}: the client with their figures. */
export const fetchClient = async (id: string, signal?: AbortSignal): Promise<ClientWithFiguresWire> =>
  unwrapData(await apiRequest(clientPath(id), { signal }));

export const useClient = (id: string) =>
  useQuery({ queryKey: clientKeys.one(id), queryFn: ({ signal }) => fetchClient(id, signal) });
