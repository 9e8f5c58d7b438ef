import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadingScreenProps {
  /**
   * Shows the spinner only after this long (the area stays empty until then): for the app's first screen, whose
   * code is usually in sooner, so the first thing painted is that screen and not a spinner flashing before it.
   */
  delayMs?: number;
}

/** Full-height spinner while the session or a lazy screen loads. */
export function LoadingScreen({ delayMs = 0 }: LoadingScreenProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [shown, delayMs]);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', width: '100%' }}
    >
      {shown ? <CircularProgress aria-label={t('common.loading')} /> : null}
    </Box>
  );
}
