import type { SalonListBody, SalonWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

export const SALON_FILTERS = ['all', 'active', 'disabled'] as const;
export type SalonFilter = (typeof SALON_FILTERS)[number];

/** POST salon/all with an optional status filter: the salons of the owner's company. */
export const fetchSalons = async (status: SalonFilter): Promise<SalonWire[]> => {
  const body: SalonListBody = { status };
  return unwrapData(await apiRequest(`${BUSINESS}/salon/all`, { method: 'POST', encoding: 'form', body }));
};

export const useSalons = (status: SalonFilter, enabled = true) =>
  useQuery({ queryKey: salonKeys.list(status), queryFn: () => fetchSalons(status), enabled });
