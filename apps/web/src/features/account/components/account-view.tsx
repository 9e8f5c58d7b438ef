import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { AccountGeneralForm } from './account-general-form';
import { ChangePasswordForm } from './change-password-form';

/** The account tabs of docs/product.md "Screens and routes", in that order. */
export const ACCOUNT_TABS = ['general', 'company', 'billing', 'calendar', 'password'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

interface AccountViewProps {
  /** The Company tab's content (another feature; the page combines them). Without it the tab is hidden. */
  companyPanel?: ReactNode;
  /** The Billing tab's content (the owner's only); without it the tab is hidden. */
  billingPanel?: ReactNode;
  /** The Calendar tab's content: an employee login's own calendar feed (another feature); else hidden. */
  calendarPanel?: ReactNode;
}

/** Account screen: tabs General, Company, Billing, Calendar and Change password, selected by `?tab=`. */
export function AccountView({ companyPanel, billingPanel, calendarPanel }: AccountViewProps) {
  const { t } = useTranslation();
  const tabs = ACCOUNT_TABS.filter(
    (name) =>
      (name !== 'company' || companyPanel) &&
      (name !== 'billing' || billingPanel) &&
      (name !== 'calendar' || calendarPanel),
  );
  const [tab, setTab] = useUrlTab<AccountTab>(tabs, 'general');

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('account.title')}
      </Typography>
      <UrlTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={t('account.tabsLabel')}
        tabLabel={(name) => t(`account.tabs.${name}`)}
        heading={t(`account.headings.${tab}`)}
      >
        {tab === 'general' ? <AccountGeneralForm /> : null}
        {tab === 'company' ? companyPanel : null}
        {tab === 'billing' ? billingPanel : null}
        {tab === 'calendar' ? calendarPanel : null}
        {tab === 'password' ? <ChangePasswordForm /> : null}
      </UrlTabs>
    </Box>
  );
}
