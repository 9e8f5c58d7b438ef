import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDrawer } from './settings-drawer';

/** The floating settings button (bottom right) and the drawer it opens. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box component="aside" aria-label={t('settings.title')}>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <SettingsOutlined />
      </Fab>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
