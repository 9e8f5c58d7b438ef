import Close from '@mui/icons-material/Close';
import Contrast from '@mui/icons-material/Contrast';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import TonalityOutlined from '@mui/icons-material/TonalityOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/settings-context';
import { PRESET_NAMES } from '@/lib/settings/settings-store';
import { COLOR_PRESETS } from '@/lib/theme/theme-presets';
import { SettingsOptionGroup } from './settings-option-group';

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Appearance settings: mode, contrast, direction, layout, colour preset, stretch; persisted, with reset. */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation();
  const { settings, updateSettings, resetSettings, isDefault } = useSettings();
  const titleId = useId();
  const presetTitleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 340 } },
          role: 'dialog',
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2 }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip title={t('settings.reset')}>
          <IconButton aria-label={t('settings.reset')} onClick={resetSettings}>
            <Badge color="error" variant="dot" invisible={isDefault}>
              <RestartAlt />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('settings.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 3, overflowY: 'auto' }}>
        <SettingsOptionGroup
          title={t('settings.mode.title')}
          value={settings.mode}
          onChange={(mode) => updateSettings({ mode })}
          options={[
            {
              value: 'light',
              label: t('settings.mode.light'),
              icon: <LightModeOutlined aria-hidden="true" />,
            },
            { value: 'dark', label: t('settings.mode.dark'), icon: <DarkModeOutlined aria-hidden="true" /> },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.contrast.title')}
          value={settings.contrast}
          onChange={(contrast) => updateSettings({ contrast })}
          options={[
            {
              value: 'default',
              label: t('settings.contrast.default'),
              icon: <TonalityOutlined aria-hidden="true" />,
            },
            { value: 'high', label: t('settings.contrast.high'), icon: <Contrast aria-hidden="true" /> },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.direction.title')}
          value={settings.direction}
          onChange={(direction) => updateSettings({ direction })}
          options={[
            {
              value: 'ltr',
              label: t('settings.direction.ltr'),
              icon: <FormatTextdirectionLToR aria-hidden="true" />,
            },
            {
              value: 'rtl',
              label: t('settings.direction.rtl'),
              icon: <FormatTextdirectionRToL aria-hidden="true" />,
            },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.layout.title')}
          value={settings.layout}
          onChange={(layout) => updateSettings({ layout })}
          options={[
            {
              value: 'vertical',
              label: t('settings.layout.vertical'),
              icon: <ViewSidebarOutlined aria-hidden="true" />,
            },
            {
              value: 'horizontal',
              label: t('settings.layout.horizontal'),
              icon: <ViewAgendaOutlined aria-hidden="true" />,
            },
            {
              value: 'mini',
              label: t('settings.layout.mini'),
              icon: <ViewQuiltOutlined aria-hidden="true" />,
            },
          ]}
        />
        <Box component="section" aria-labelledby={presetTitleId} sx={{ mb: 3 }}>
          <Typography
            id={presetTitleId}
            component="h3"
            variant="subtitle2"
            sx={{ mb: 1, color: 'text.secondary' }}
          >
            {t('settings.presets.title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={settings.preset}
            aria-labelledby={presetTitleId}
            onChange={(_event, preset: (typeof PRESET_NAMES)[number] | null) => {
              if (preset) updateSettings({ preset });
            }}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          >
            {PRESET_NAMES.map((name) => (
              <ToggleButton
                key={name}
                value={name}
                aria-label={t(`settings.presets.${name}`)}
                sx={{
                  borderRadius: '8px !important',
                  border: '1px solid !important',
                  borderColor: 'divider',
                  py: 1.25,
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: '50%',
                    bgcolor: settings.mode === 'dark' ? COLOR_PRESETS[name].dark : COLOR_PRESETS[name].light,
                    boxShadow: settings.preset === name ? '0 0 0 3px currentColor' : 'none',
                  }}
                />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={settings.stretch}
              onChange={(event) => updateSettings({ stretch: event.target.checked })}
            />
          }
          label={t('settings.stretch')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('settings.stretchHelp')}
        </Typography>
      </Box>
    </Drawer>
  );
}
