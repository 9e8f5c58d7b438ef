import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import { UI } from '@salon/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** MUI's indeterminate LinearProgress, drawn here: the component would add to the first download. */
const slide = keyframes`
  0% { left: -35%; right: 100%; }
  60% { left: 100%; right: -90%; }
  100% { left: 100%; right: -90%; }
`;

/** A bar at the top of the page, only for navigations that take longer than 300 ms. */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const pending = navigation.location;
  // The navigation (by its target location) whose 300 ms have passed; a new navigation starts over.
  const [slowNavigation, setSlowNavigation] = useState<typeof pending>(undefined);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setSlowNavigation(pending), UI.progressBarDelayMs);
    return () => window.clearTimeout(timer);
  }, [busy, pending]);

  const visible = busy && pending !== undefined && slowNavigation === pending;

  if (!visible) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}>
      <Box
        role="progressbar"
        aria-label={t('common.loadingPage')}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          height: 3,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.3),
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            bgcolor: 'primary.main',
            animation: `${slide} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', left: 0, right: 0, opacity: 0.6 },
          }}
        />
      </Box>
    </Box>
  );
}
