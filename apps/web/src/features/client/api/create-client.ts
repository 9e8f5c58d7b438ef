import type { ClientFields, ClientWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { CLIENT_PATH, clientKeys } from './client-keys';

export type CreateClientInput = ClientFields & { salon_id: string };

/** POST client. */
export const postClient = async (input: CreateClientInput): Promise<ClientWire> =>
  unwrapData(await apiRequest(CLIENT_PATH, { method: 'POST', body: { ...input } }));

export const useCreateClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.one(client._id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
};
