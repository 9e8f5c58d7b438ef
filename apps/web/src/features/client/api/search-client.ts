import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { CLIENT_PATH } from './client-keys';

/** Who the person is (core's clientSearchResponseSchema): never another salon's note or status. */
export interface ClientPerson {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** This salon's own client, when it already has the person. */
  client_id: string | null;
}
export type ClientLookupKey = { email: string } | { phone: string };

/**
 * GET client/search: a person anywhere in the system by exact e-mail or phone. Run on demand (the Search
 * button), hence a mutation rather than a cached query.
 */
export const searchClient = async (input: ClientLookupKey & { salon_id: string }): Promise<ClientPerson> =>
  unwrapData(await apiRequest(`${CLIENT_PATH}/search`, { query: { ...input } }));

export const useSearchClient = () => useMutation({ mutationFn: searchClient });
