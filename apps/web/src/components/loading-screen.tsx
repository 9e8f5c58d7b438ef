import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Full-height spinner while the session or a lazy screen loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', width: '100%' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
