import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appointmentKeys, BUSINESS } from './appointment-keys';

export interface ServiceAreaCheckParams {
  salonId: string;
  /** The visit's point, [lng, lat] as everywhere else. */
  coordinates: [number, number];
  /** Decides an entire-city area; empty when not typed yet. */
  city: string;
}

export interface ServiceAreaCheck {
  inside: boolean;
  /** Dollars; 0 when outside. */
  travel_fee: number;
}

/** GET salon/{id}/service-area/check: whether a freelancer's visit point is inside the area, at what fee. */
export const fetchServiceAreaCheck = async (
  params: ServiceAreaCheckParams,
  signal?: AbortSignal,
): Promise<ServiceAreaCheck> => {
  const [lng, lat] = params.coordinates;
  const body = await apiRequest<{ data: ServiceAreaCheck }>(
    `${BUSINESS}/salon/${encodeURIComponent(params.salonId)}/service-area/check`,
    { query: { lng, lat, city: params.city.trim() || undefined }, signal },
  );
  return body.data;
};

export const useServiceAreaCheck = (params: ServiceAreaCheckParams | null) =>
  useQuery({
    queryKey: appointmentKeys.serviceArea(params ?? {}),
    queryFn: ({ signal }) => fetchServiceAreaCheck(params!, signal),
    enabled: Boolean(params),
    // A point does not move in or out of the area while the dialog is open.
    staleTime: 5 * 60_000,
    retry: false,
  });
