import { AccountView } from '@/features/account/components/account-view';
import { CompanyTab } from '@/features/company/components/company-tab';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/session/session-context';

export function AccountPage() {
  usePageTitle('pageTitles.account');
  const session = useSession();
  // Only business owners have a company to create; employee logins see their salon's company elsewhere.
  return <AccountView companyPanel={session.account_type === 'business' ? <CompanyTab /> : undefined} />;
}
