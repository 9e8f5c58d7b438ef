import type { ClientWire, StatusBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { clientKeys, clientPath, keepClient } from './client-keys';

/** PATCH client/{id}/status. */
export const patchClientStatus = async ({ id, ...body }: StatusBody & { id: string }): Promise<ClientWire> =>
  unwrapData(await apiRequest(clientPath(id, '/status'), { method: 'PATCH', body: { ...body } }));

export const useSetClientStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchClientStatus,
    onSuccess: (client) => {
      keepClient(queryClient, client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
};
