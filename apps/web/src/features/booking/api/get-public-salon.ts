import type { PublicSalonWire } from '@salon/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, toErrorEnvelope } from '@/lib/api-client';
import { bookingKeys, bookingPath } from './booking-keys';

/** GET public/salon/{slug}: the salon's page, its services and whether it takes bookings now. */
export const fetchPublicSalon = async (slug: string): Promise<PublicSalonWire> =>
  (await apiRequest<{ data: PublicSalonWire }>(bookingPath(slug))).data;

export const publicSalonQuery = (slug: string) =>
  queryOptions({
    queryKey: bookingKeys.salon(slug),
    queryFn: () => fetchPublicSalon(slug),
    // An unknown page stays unknown; other failures are worth one more try.
    retry: (failures, error) => toErrorEnvelope(error).statusCode !== 404 && failures < 1,
  });

export const usePublicSalon = (slug: string) => useQuery(publicSalonQuery(slug));
