import type { GalleryImageWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

export interface GalleryList {
  images: GalleryImageWire[];
  total: number;
  limit: number;
}

/** GET salon/gallery/{salonId}: every image of the salon and the plan's limit. */
export const fetchGallery = async (salonId: string): Promise<GalleryList> => {
  const body = await apiRequest<{ data: GalleryImageWire[]; meta?: { total: number; limit: number } }>(
    `${BUSINESS}/salon/gallery/${encodeURIComponent(salonId)}`,
  );
  const images = body?.data ?? [];
  return { images, total: body?.meta?.total ?? images.length, limit: body?.meta?.limit ?? 0 };
};

export const useGallery = (salonId: string | null) =>
  useQuery({
    queryKey: salonKeys.gallery(salonId ?? ''),
    queryFn: () => fetchGallery(salonId!),
    enabled: Boolean(salonId),
  });
