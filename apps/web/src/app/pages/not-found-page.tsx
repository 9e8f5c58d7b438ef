import Box from '@mui/material/Box';
import { PublicHeader } from '@/components/public-header';
import { NotFoundView } from '@/components/not-found-view';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

/** 404 outside the dashboard: its own header and main landmark. */
export function NotFoundPage() {
  usePageTitle('pageTitles.notFound');
  const to = useLangPath();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PublicHeader />
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
