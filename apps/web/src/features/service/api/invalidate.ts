import type { ServiceWire } from '@salon/core';
import type { QueryClient } from '@tanstack/react-query';
import { serviceKeys } from './service-keys';

/** After a service changes: its own entry, its preview, the lists and the groups' counts. */
export const refreshAfterServiceChange = (queryClient: QueryClient, saved: ServiceWire) => {
  queryClient.setQueryData(serviceKeys.one(saved._id), saved);
  void queryClient.invalidateQueries({ queryKey: serviceKeys.preview(saved._id) });
  void queryClient.invalidateQueries({ queryKey: serviceKeys.allGroups() });
  return queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
};

/** A group change shows in the group list, and a rename in every service that names the group. */
export const refreshAfterGroupChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: serviceKeys.all });
