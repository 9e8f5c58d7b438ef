import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PublicHeader } from '@/components/public-header';

/** Sign-in, registration and password reset: a branded side panel and a card with the form. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        component="aside"
        aria-label={t('auth.layout.asideLabel', { name: t('app.name') })}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#FFFFFF',
          background: 'linear-gradient(160deg, #B3102F 0%, #7A0A20 100%)',
        }}
      >
        <Box aria-hidden="true" sx={{ fontWeight: 700, fontSize: '1.1rem', letterSpacing: 0.3 }}>
          {t('app.name')}
        </Box>
        <Box>
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, mb: 2 }}>
            {t('auth.layout.headline')}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.95, maxWidth: 420 }}>
            {t('auth.layout.tagline')}
          </Typography>
        </Box>
        <Typography component="p" variant="body2" sx={{ opacity: 0.95 }}>
          © {new Date().getFullYear()} {t('app.name')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <PublicHeader />
        <Box
          component="main"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 10 }}
        >
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 } }}>
            <Outlet />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
