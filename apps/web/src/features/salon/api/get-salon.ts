import type { SalonWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

/** GET salon/one/{id}. */
export const fetchSalon = async (id: string): Promise<SalonWire> =>
  unwrapData(await apiRequest(`${BUSINESS}/salon/one/${encodeURIComponent(id)}`));

export const useSalon = (id: string | null) =>
  useQuery({ queryKey: salonKeys.one(id ?? ''), queryFn: () => fetchSalon(id!), enabled: Boolean(id) });
