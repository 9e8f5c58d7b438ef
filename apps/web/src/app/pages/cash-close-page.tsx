import { CashCloseView } from '@/features/cash-close/components/cash-close-view';
import { usePageTitle } from '@/lib/use-page-title';

/** A salon's daily cash close: count the till, close the day, print it. */
export function CashClosePage() {
  usePageTitle('cashClose.pageTitle');
  return <CashCloseView />;
}
