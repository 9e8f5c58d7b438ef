import { useQuery } from '@tanstack/react-query';
import { fetchActiveServices } from '@/lib/active-services';
import { promotionKeys } from './promotion-keys';

/** The salon's active services with their prices: what a promotion may cover. */
export const usePromotableServices = (salonId: string) =>
  useQuery({
    queryKey: promotionKeys.services(salonId),
    queryFn: ({ signal }) => fetchActiveServices(salonId, signal),
    retry: 1,
  });
