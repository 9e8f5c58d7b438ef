import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountGeneralForm } from './account-general-form';
import { ChangePasswordForm } from './change-password-form';

/** The account tabs available so far; Company and Billing arrive with their issues. */
export const ACCOUNT_TABS = ['general', 'password'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const isAccountTab = (value: string | null): value is AccountTab =>
  ACCOUNT_TABS.includes(value as AccountTab);

/** Account screen: tabs General and Change password, selected by `?tab=`. */
export function AccountView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'general';
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
        {ACCOUNT_TABS.map((name) => (
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
        {tab === 'general' ? <AccountGeneralForm /> : <ChangePasswordForm />}
      </Paper>
    </Box>
  );
}
