import type { AdminExchangeRateWire, SetExchangeRateBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** PUT admin/exchange-rates: the rate of a date; a date entered again is replaced. 400 names the wrong fields. */
export const setExchangeRate = async (body: SetExchangeRateBody): Promise<AdminExchangeRateWire> =>
  unwrapData(await adminRequest('/exchange-rates', { method: 'PUT', body: { ...body } }));

export const useSetExchangeRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExchangeRate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.exchangeRates() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
};
