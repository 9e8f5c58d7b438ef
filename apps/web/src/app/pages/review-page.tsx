import { ReviewListView } from '@/features/review/components/review-list-view';
import { usePageTitle } from '@/lib/use-page-title';

export function ReviewPage() {
  usePageTitle('review.pageTitle');
  return <ReviewListView />;
}
