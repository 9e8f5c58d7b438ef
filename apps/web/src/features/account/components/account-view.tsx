import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountGeneralForm } from './account-general-form';
import { ChangePasswordForm } from './change-password-form';

/** The account tabs available so far; Billing arrives with its issue. */
export const ACCOUNT_TABS = ['general', 'company', 'password'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

interface AccountViewProps {
  /** The Company tab's content (another feature; the page combines them). Without it the tab is hidden. */
  companyPanel?: ReactNode;
}

/** Account screen: tabs General, Company and Change password, selected by `?tab=`. */
export function AccountView({ companyPanel }: AccountViewProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tabs = ACCOUNT_TABS.filter((name) => name !== 'company' || companyPanel);
  const tab: AccountTab = tabs.includes(requested as AccountTab) ? (requested as AccountTab) : 'general';
  const baseId = useId();

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('account.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: AccountTab) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        aria-label={t('account.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
            label={t(`account.tabs.${name}`)}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        <Typography variant="h2" sx={{ mb: 3 }}>
          {t(`account.headings.${tab}`)}
        </Typography>
        {tab === 'general' ? <AccountGeneralForm /> : null}
        {tab === 'company' ? companyPanel : null}
        {tab === 'password' ? <ChangePasswordForm /> : null}
      </Paper>
    </Box>
  );
}
