import type { ExchangeRateWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';

/**
 * The day's official rate on the current salon's clock when the salon shows prices in bolívares too; null
 * when it does not, or before any rate is published. Kept ten minutes: a rate changes once a day.
 */
export function useBolivaresRate(): ExchangeRateWire | null {
  const { salons, salonId } = useSession();
  const shown = salons.find((salon) => salon._id === salonId)?.show_bolivares === true;
  const rate = useQuery({
    queryKey: ['exchange-rate', salonId],
    queryFn: async ({ signal }): Promise<ExchangeRateWire | null> =>
      unwrapData(
        await apiRequest('/api/v1/business/exchange-rate', { query: { salon_id: salonId! }, signal }),
      ),
    enabled: shown && !!salonId,
    staleTime: 10 * 60_000,
  });
  return shown ? (rate.data ?? null) : null;
}
