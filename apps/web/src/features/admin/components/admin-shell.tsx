import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/language-menu';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { useAdminLogout } from '../api/admin-logout';
import { useAdminMe } from '../api/get-admin-me';
import { AuditPanel } from './audit-panel';
import { CompaniesPanel } from './companies-panel';
import { DiagnosticsPanel } from './diagnostics-panel';
import { ExchangeRatePanel } from './exchange-rate-panel';
import { PayeesPanel } from './payees-panel';
import { PaymentsPanel } from './payments-panel';
import { PlansPanel } from './plans-panel';
import { SalonsPanel } from './salons-panel';

const TABS = [
  'payments',
  'companies',
  'plans',
  'exchange_rate',
  'payees',
  'salons',
  'audit',
  'diagnostics',
] as const;
type AdminTab = (typeof TABS)[number];

const PANELS: Record<AdminTab, ComponentType> = {
  payments: PaymentsPanel,
  companies: CompaniesPanel,
  plans: PlansPanel,
  exchange_rate: ExchangeRatePanel,
  payees: PayeesPanel,
  salons: SalonsPanel,
  audit: AuditPanel,
  diagnostics: DiagnosticsPanel,
};

/** The signed-in administrator's screen: an app bar and one tab per desk, the tab kept in `?tab=`. */
export function AdminShell() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const me = useAdminMe(true);
  const logout = useAdminLogout();
  const [tab, setTab] = useUrlTab(TABS, 'payments');
  const Panel = PANELS[tab];

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(t('admin.shell.signedOut'), { variant: 'info' }),
    });

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('admin.title')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
            {me.data ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {me.data.email}
              </Typography>
            ) : null}
            <LanguageMenu />
            <Button
              color="inherit"
              startIcon={<Logout aria-hidden="true" />}
              onClick={signOut}
              loading={logout.isPending}
            >
              {t('admin.shell.signOut')}
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <UrlTabs
          tabs={TABS}
          value={tab}
          onChange={setTab}
          label={t('admin.shell.sectionsLabel')}
          tabLabel={(name) => t(`admin.shell.tabs.${name}`)}
          heading={t(`admin.shell.headings.${tab}`)}
        >
          <Panel />
        </UrlTabs>
      </Container>
    </Box>
  );
}
