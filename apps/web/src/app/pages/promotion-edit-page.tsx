import { useParams } from 'react-router';
import { PromotionFormView } from '@/features/promotion/components/promotion-form-view';
import { usePageTitle } from '@/lib/use-page-title';

export function PromotionEditPage() {
  usePageTitle('promotion.pageTitles.edit');
  const { id } = useParams();
  return <PromotionFormView key={id} id={id!} />;
}
