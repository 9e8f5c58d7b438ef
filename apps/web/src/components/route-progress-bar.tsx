import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { UI } from '@salon/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

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
      <LinearProgress aria-label={t('common.loadingPage')} sx={{ height: 3 }} />
    </Box>
  );
}
