import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useConnectionTrouble } from '@/lib/connection-trouble';

/**
 * "Connection problem, retrying…" above every screen while the server's database is out of reach. A status
 * region that is always there (polite): a screen reader hears the notice when it appears without losing
 * its place.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const trouble = useConnectionTrouble();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        maxWidth: 'calc(100% - 16px)',
      }}
    >
      {trouble && (
        <Alert severity="warning" variant="filled">
          {t('errors.RETRYING')}
        </Alert>
      )}
    </Box>
  );
}
