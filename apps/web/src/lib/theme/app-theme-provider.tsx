import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSettings } from '../settings/settings-context';
import { createAppTheme } from './create-app-theme';

// Two style caches: right-to-left styles are flipped by the stylis plugin, left-to-right ones untouched.
const ltrCache = createCache({ key: 'css' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.style.colorScheme = settings.mode;
  }, [settings.direction, settings.mode]);

  return (
    <CacheProvider value={settings.direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
