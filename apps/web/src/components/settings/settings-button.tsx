import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer (toggle groups, switches, tooltips) loads on the first click: every page, the public ones
// included, shows this button, and most visitors never open it.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })),
);

/** The floating settings button (bottom right) and the drawer it opens. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Box component="aside" aria-label={t('settings.title')}>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <SettingsOutlined />
      </Fab>
      {opened ? (
        // Kept mounted once loaded, so closing plays its transition and reopening is instant.
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
