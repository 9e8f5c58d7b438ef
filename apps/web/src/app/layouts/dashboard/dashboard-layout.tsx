import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageMenu } from '@/components/language-menu';
import { HelpButton } from '@/features/help/components/help-button';
import { Logo } from '@/components/logo';
import { SubscriptionBanner } from '@/features/billing/components/subscription-banner';
import { useSession } from '@/lib/session/session-context';
import { useSettings } from '@/lib/settings/settings-context';
import { AccountMenu } from './account-menu';
import { DashboardNav } from './dashboard-nav';
import { SalonSwitcher } from './salon-switcher';
import { StatusBanners } from './status-banners';

export const NAV_WIDTH = { vertical: 264, mini: 96 } as const;

/** Header, navigation (vertical, mini or horizontal; a drawer on small screens) and the content area. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings } = useSettings();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const session = useSession();
  const layout = settings.layout;
  const sideNav = desktop && layout !== 'horizontal';
  const sideWidth = layout === 'mini' ? NAV_WIDTH.mini : NAV_WIDTH.vertical;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (z) => z.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Link>

      {sideNav ? (
        <Drawer
          variant="permanent"
          sx={{ width: sideWidth, flexShrink: 0 }}
          slotProps={{ paper: { sx: { width: sideWidth, borderRightStyle: 'solid' } } }}
        >
          <DashboardNav
            variant={layout === 'mini' ? 'mini' : 'vertical'}
            header={
              <>
                <Box
                  sx={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2 }}
                >
                  <Logo compact={layout === 'mini'} />
                </Box>
                <Divider />
              </>
            }
          />
        </Drawer>
      ) : null}

      {!desktop ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: NAV_WIDTH.vertical }, 'aria-label': t('nav.label') } as object }}
        >
          <DashboardNav
            variant="vertical"
            onNavigate={() => setMobileOpen(false)}
            header={
              <>
                <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 2.5 }}>
                  <Logo />
                </Box>
                <Divider />
              </>
            }
          />
        </Drawer>
      ) : null}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          component="header"
          position="sticky"
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
        >
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 64 } }}>
            {!desktop ? (
              <IconButton
                edge="start"
                aria-label={t('nav.open')}
                aria-expanded={mobileOpen}
                onClick={() => setMobileOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            ) : null}
            {!sideNav ? <Logo compact={!desktop && session.salons.length > 0} /> : null}
            <Box sx={{ flexGrow: 1 }} />
            <SalonSwitcher />
            <HelpButton />
            <LanguageMenu />
            <AccountMenu />
          </Toolbar>
          {desktop && layout === 'horizontal' ? (
            <>
              <Divider />
              <DashboardNav variant="horizontal" />
            </>
          ) : null}
        </AppBar>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          // The floating settings button sits over the bottom right corner: the page ends below it, so the
          // last row's actions can always be scrolled clear of it.
          sx={{ flexGrow: 1, pt: { xs: 3, md: 5 }, pb: { xs: 12, md: 5 }, outline: 'none' }}
        >
          <Container maxWidth={settings.stretch ? false : 'lg'}>
            <SubscriptionBanner />
            <StatusBanners />
            <Outlet />
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
