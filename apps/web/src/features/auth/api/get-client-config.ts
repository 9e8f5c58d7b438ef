import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

export interface ClientConfig {
  google_client_id: string | null;
  version: string;
}

/** GET /util/config: public settings of this server (the Google client id, when Google sign-in is set up). */
export const getClientConfig = async (): Promise<ClientConfig> =>
  unwrapData(await apiRequest('/util/config'));

export const clientConfigQuery = queryOptions({
  queryKey: ['util', 'config'],
  queryFn: getClientConfig,
  staleTime: 10 * 60_000,
  retry: false,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
