import type { GalleryImageWire, GalleryUploadFields } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

export interface UploadGalleryInput {
  salonId: string;
  kind: GalleryUploadFields['kind'];
  files: File[];
}

/** POST salon/gallery (multipart): several files under `images` at once. */
export const uploadGallery = async ({
  salonId,
  kind,
  files,
}: UploadGalleryInput): Promise<GalleryImageWire[]> => {
  const fields: GalleryUploadFields = { salon_id: salonId, kind };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('images', file, file.name);
  return unwrapData(await apiRequest(`${BUSINESS}/salon/gallery`, { method: 'POST', body: form }));
};

export const useUploadGallery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGallery,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: salonKeys.gallery(input.salonId) }),
  });
};
