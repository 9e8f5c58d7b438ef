import type { ClientLookup, ClientWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { CLIENT_PATH, clientKeys, keepClient } from './client-keys';

/** POST client/assign: the server looks the person up again and copies who they are into this salon. */
export const assignClient = async (input: ClientLookup): Promise<ClientWire> =>
  unwrapData(await apiRequest(`${CLIENT_PATH}/assign`, { method: 'POST', body: { ...input } }));

export const useAssignClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignClient,
    onSuccess: (client) => {
      keepClient(queryClient, client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
};
