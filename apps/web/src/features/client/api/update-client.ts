import type { ClientWire, UpdateClientBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { clientKeys, clientPath, keepClient } from './client-keys';

export type UpdateClientInput = UpdateClientBody & { id: string };

/** PUT client/{id} with the changed fields only. */
export const putClient = async ({ id, ...changes }: UpdateClientInput): Promise<ClientWire> =>
  unwrapData(await apiRequest(clientPath(id), { method: 'PUT', body: { ...changes } }));

export const useUpdateClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putClient,
    onSuccess: (client) => {
      keepClient(queryClient, client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
};
