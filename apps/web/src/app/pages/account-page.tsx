import { AccountView } from '@/features/account/components/account-view';
import { usePageTitle } from '@/lib/use-page-title';

export function AccountPage() {
  usePageTitle('pageTitles.account');
  return <AccountView />;
}
