import Box from '@mui/material/Box';
import { LanguageMenu } from '@/components/language-menu';
import { Logo } from '@/components/logo';
import { NotFoundView } from '@/components/not-found-view';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

/** 404 outside the dashboard: its own header and main landmark. */
export function NotFoundPage() {
  usePageTitle('pageTitles.notFound');
  const to = useLangPath();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: 2,
        }}
      >
        <Logo />
        <LanguageMenu />
      </Box>
      <Box component="main">
        <NotFoundView homePath={to('/dashboard')} />
      </Box>
    </Box>
  );
}

/** 404 inside the dashboard layout, which already has the landmarks. */
export function DashboardNotFoundPage() {
  usePageTitle('pageTitles.notFound');
  const to = useLangPath();
  return <NotFoundView homePath={to('/dashboard')} />;
}
