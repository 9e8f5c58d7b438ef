import type { ClientWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { CLIENT_PATH, clientKeys } from './client-keys';
import type { ClientLookupKey } from './search-client';

/** POST client/assign: the server looks the person up again and copies who they are into this salon. */
export const assignClient = async (input: ClientLookupKey & { salon_id: string }): Promise<ClientWire> =>
  unwrapData(await apiRequest(`${CLIENT_PATH}/assign`, { method: 'POST', body: { ...input } }));

export const useAssignClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.one(client._id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
};
