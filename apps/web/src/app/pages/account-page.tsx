import { AccountView } from '@/features/account/components/account-view';
import { BillingTab } from '@/features/billing/components/billing-tab';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { CompanyTab } from '@/features/company/components/company-tab';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';

export function AccountPage() {
  usePageTitle('pageTitles.account');
  const session = useSession();
  const owner = useCan('billing.manage') && session.account_type === 'business';
  // Only business owners have a company to create and a subscription to pay; employee logins see neither.
  // Only employee logins have appointments of their own for a calendar feed (the owner's is per salon).
  const ownFeed = session.account_type === 'employee' && session.salonId;
  return (
    <AccountView
      companyPanel={session.account_type === 'business' ? <CompanyTab /> : undefined}
      billingPanel={owner && session.company ? <BillingTab /> : undefined}
      calendarPanel={ownFeed ? <CalendarFeedCard scope="own" salonId={ownFeed} /> : undefined}
    />
  );
}
