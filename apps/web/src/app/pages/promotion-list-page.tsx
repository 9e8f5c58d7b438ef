import { PromotionListView } from '@/features/promotion/components/promotion-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function PromotionListPage() {
  usePageTitle('promotion.pageTitles.list');
  return <PromotionListView />;
}
