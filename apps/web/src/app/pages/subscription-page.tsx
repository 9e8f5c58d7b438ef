import { SubscriptionPackagesView } from '@/features/billing/components/subscription-packages-view';
import { usePageTitle } from '@/lib/use-page-title';

export function SubscriptionPage() {
  usePageTitle('billing.pageTitle');
  return <SubscriptionPackagesView />;
}
