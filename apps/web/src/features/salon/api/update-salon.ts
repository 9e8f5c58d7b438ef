import type { SalonWire, ServiceArea } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import type { SalonAddressInput } from './create-salon';
import { toSalonFormData } from './salon-form-data';
import { BUSINESS, salonKeys } from './salon-keys';

export interface UpdateSalonInput {
  title?: string;
  description?: string;
  categories?: string[];
  email?: string;
  phone?: string;
  address?: SalonAddressInput;
  instagram?: string;
  tiktok?: string;
  facebook?: string;
  site?: string;
  service_area?: ServiceArea;
  status_salon?: 'active' | 'disabled';
  open_store?: 0 | 1;
  /** 2, 24 or 48; null: no reminders. */
  reminder_lead_hours?: number | null;
  slug?: string;
  online_booking?: boolean;
  online_approval?: boolean;
  booking_window_days?: number;
  booking_notice_minutes?: number;
  use_penalty?: boolean;
  cancel_notice_hours?: number;
  cancels_allowed?: number;
  avatar?: File;
  cover?: File;
}

/** PUT salon/{id} as form data: any subset of the fields; new images replace the old ones. */
export const putSalon = async ({ id, ...input }: UpdateSalonInput & { id: string }): Promise<SalonWire> =>
  unwrapData(
    await apiRequest(`${BUSINESS}/salon/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: toSalonFormData(input),
    }),
  );

export const useUpdateSalon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSalon,
    onSuccess: (salon) => {
      queryClient.setQueryData(salonKeys.one(salon._id), salon);
      return queryClient.invalidateQueries({ queryKey: salonKeys.lists() });
    },
  });
};
