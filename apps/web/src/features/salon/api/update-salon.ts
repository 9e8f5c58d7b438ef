import type { SalonWire, UpdateSalonBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { toSalonFormData } from './salon-form-data';
import { BUSINESS, salonKeys } from './salon-keys';

/** New images ride beside the fields as files (multipart) and replace the old ones. */
export type UpdateSalonInput = UpdateSalonBody & { avatar?: File; cover?: File };

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
