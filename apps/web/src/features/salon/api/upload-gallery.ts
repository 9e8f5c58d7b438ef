import type { GalleryImageWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

export interface UploadGalleryInput {
  salonId: string;
  kind: 'portfolio' | 'interior';
  files: File[];
}

/** POST salon/gallery (multipart): several files under `images` at once. */
export const uploadGallery = async ({
  salonId,
  kind,
  files,
}: UploadGalleryInput): Promise<GalleryImageWire[]> => {
  const form = new FormData();
  form.append('salon_id', salonId);
  form.append('kind', kind);
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
