import type { ServicePriceWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { appointmentKeys, BUSINESS } from './appointment-keys';

export interface ServicePriceParams {
  service_id: string;
  /** The booking's start (ISO with offset): its local day decides which promotion runs. */
  at: string;
  service_count: number;
}

/** GET service/{id}/price: what a booking of the service at `at` costs, a running promotion's price first. */
export const fetchServicePrice = async (
  params: ServicePriceParams,
  signal?: AbortSignal,
): Promise<ServicePriceWire> => {
  const { service_id, ...query } = params;
  return unwrapData(
    await apiRequest(`${BUSINESS}/service/${encodeURIComponent(service_id)}/price`, { query, signal }),
  );
};

export const useServicePrice = (params: ServicePriceParams | null) =>
  useQuery({
    queryKey: appointmentKeys.price(params ?? {}),
    queryFn: ({ signal }) => fetchServicePrice(params!, signal),
    enabled: Boolean(params),
    retry: 1,
  });
