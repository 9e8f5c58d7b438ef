import type { CommissionSettingsBody, CommissionSettingsWire } from '@salon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, employeeKeys } from './employee-keys';

const SETTINGS_PATH = `${BUSINESS}/commission-settings`;

/** GET commission-settings?salon_id: the salon's fee per payment method. */
export const fetchCommissionSettings = async (
  salonId: string,
  signal?: AbortSignal,
): Promise<CommissionSettingsWire> =>
  unwrapData(await apiRequest(SETTINGS_PATH, { query: { salon_id: salonId }, signal }));

export const useCommissionSettings = (salonId: string) =>
  useQuery({
    queryKey: employeeKeys.commissionSettings(salonId),
    queryFn: ({ signal }) => fetchCommissionSettings(salonId, signal),
    retry: 1,
  });

/** PUT commission-settings: every method's fee; a method left out has none. */
export const putCommissionSettings = async (body: CommissionSettingsBody): Promise<CommissionSettingsWire> =>
  unwrapData(await apiRequest(SETTINGS_PATH, { method: 'PUT', body: { ...body } }));

export const useSaveCommissionSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCommissionSettings,
    onSuccess: (settings, body) =>
      queryClient.setQueryData(employeeKeys.commissionSettings(body.salon_id), settings),
  });
};
