import { GalleryView } from '@/features/salon/components/gallery-view';
import { usePageTitle } from '@/lib/use-page-title';

export function GalleryEditPage() {
  usePageTitle('gallery.pageTitle');
  return <GalleryView />;
}
