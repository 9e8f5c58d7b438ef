import { PromotionFormView } from '@/features/promotion/components/promotion-form-view';
import { usePageTitle } from '@/lib/use-page-title';

export function PromotionNewPage() {
  usePageTitle('promotion.pageTitles.new');
  return <PromotionFormView />;
}
