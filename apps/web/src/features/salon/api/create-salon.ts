import type { CreateSalonBody, SalonWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { toSalonFormData } from './salon-form-data';
import { BUSINESS, salonKeys } from './salon-keys';

export type SalonAddressInput = CreateSalonBody['address'];

/** The avatar and cover ride beside the fields as files (multipart), both required at creation. */
export type CreateSalonInput = CreateSalonBody & { avatar: File; cover: File };

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
