import type { SalonWire, ScheduleDay, ServiceArea } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { toSalonFormData } from './salon-form-data';
import { BUSINESS, salonKeys } from './salon-keys';

export interface SalonAddressInput {
  address: string;
  reference_point: string;
  additional_information: string;
  place_id: string;
  city: string;
  coordinates: [number, number];
}

export interface CreateSalonInput {
  title: string;
  description: string;
  categories: string[];
  email: string;
  phone: string;
  address: SalonAddressInput;
  instagram?: string;
  tiktok?: string;
  facebook?: string;
  site?: string;
  service_type: 'salon' | 'freelancer';
  service_area?: ServiceArea;
  days: ScheduleDay[];
  avatar: File;
  cover: File;
}

/** POST salon (multipart, with avatar and cover). The server then requests verification. */
export const postSalon = async (input: CreateSalonInput): Promise<SalonWire> =>
  unwrapData(await apiRequest(`${BUSINESS}/salon`, { method: 'POST', body: toSalonFormData({ ...input }) }));

export const useCreateSalon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSalon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonKeys.lists() }),
  });
};
