import { DepositListView } from '@/features/deposit/components/deposit-list-view';
import { usePageTitle } from '@/lib/use-page-title';

/** The salon's deposits to check and decide. */
export function DepositPage() {
  usePageTitle('deposits.pageTitle');
  return <DepositListView />;
}
