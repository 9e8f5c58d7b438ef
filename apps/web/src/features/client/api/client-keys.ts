import type { ClientWire, ClientWithFiguresWire } from '@salon/core';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the client feature, so mutations refresh exactly what they changed. */
export const clientKeys = {
  all: ['client'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: object) => [...clientKeys.lists(), params] as const,
  one: (id: string) => [...clientKeys.all, 'one', id] as const,
  visits: (id: string, params: object) => [...clientKeys.all, 'visits', id, params] as const,
};

export const CLIENT_PATH = '/api/v1/business/client';
export const clientPath = (id: string, suffix = '') => `${CLIENT_PATH}/${encodeURIComponent(id)}${suffix}`;

/**
 * A write answers the client without their figures (only GET client/{id} and the list have them): the profile
 * on screen keeps its figures and takes the rest; one never read is left for the profile to fetch.
 */
export const keepClient = (queryClient: QueryClient, client: ClientWire) =>
  queryClient.setQueryData<ClientWithFiguresWire>(clientKeys.one(client._id), (old) =>
    old ? { ...old, ...client } : undefined,
  );
