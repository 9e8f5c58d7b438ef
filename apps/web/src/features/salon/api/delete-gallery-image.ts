import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

/** DELETE salon/gallery/{imageId}. */
export const deleteGalleryImage = async ({
  imageId,
}: {
  imageId: string;
  salonId: string;
}): Promise<void> => {
  await apiRequest(`${BUSINESS}/salon/gallery/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
};

export const useDeleteGalleryImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: salonKeys.gallery(input.salonId) }),
  });
};
