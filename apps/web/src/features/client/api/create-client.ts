import type { ClientWire, CreateClientBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { CLIENT_PATH, clientKeys, keepClient } from './client-keys';

/** POST client. */
export const postClient = async (input: CreateClientBody): Promise<ClientWire> =>
  unwrapData(await apiRequest(CLIENT_PATH, { method: 'POST', body: { ...input } }));

export const useCreateClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postClient,
    onSuccess: (client) => {
      keepClient(queryClient, client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
};
