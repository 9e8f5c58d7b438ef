import type { ServiceGroupWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { GROUP_PATH, serviceKeys } from './service-keys';

/** GET service-group: the salon's live groups by name, with service counts. */
export const fetchServiceGroups = async (salonId: string): Promise<ServiceGroupWire[]> =>
  unwrapData(await apiRequest(GROUP_PATH, { query: { salon_id: salonId } }));

export const useServiceGroups = (salonId: string | null, enabled = true) =>
  useQuery({
    queryKey: serviceKeys.groups(salonId ?? ''),
    queryFn: () => fetchServiceGroups(salonId!),
    enabled: Boolean(salonId) && enabled,
  });
