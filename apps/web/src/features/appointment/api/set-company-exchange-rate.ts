import type { ExchangeRateWire, SetCompanyExchangeRateBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/**
 * PUT business/exchange-rate: the owner or a manager enters today's BCV rate for the company while the
 * official one is not published. Every checkout and the screens showing bolívares read it again.
 */
export const setCompanyExchangeRate = async (body: SetCompanyExchangeRateBody): Promise<ExchangeRateWire> =>
  unwrapData(await apiRequest('/api/v1/business/exchange-rate', { method: 'PUT', body: { ...body } }));

export const useSetCompanyExchangeRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyExchangeRate,
    onSuccess: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['exchange-rate'] }),
      ]),
  });
};
