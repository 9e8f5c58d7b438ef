import { AccountView } from '@/features/account/components/account-view';
import { BillingTab } from '@/features/billing/components/billing-tab';
import { CompanyTab } from '@/features/company/components/company-tab';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';

export function AccountPage() {
  usePageTitle('pageTitles.account');
  const session = useSession();
  const owner = useCan('billing.manage') && session.account_type === 'business';
  // Only business owners have a company to create and a subscription to pay; employee logins see neither.
  return (
    <AccountView
      companyPanel={session.account_type === 'business' ? <CompanyTab /> : undefined}
      billingPanel={owner && session.company ? <BillingTab /> : undefined}
    />
  );
}
