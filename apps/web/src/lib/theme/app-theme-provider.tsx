import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-context';
import { createAppTheme } from './create-app-theme';
import { modernPrefixer } from './modern-prefixer';
import { muiLocaleFor } from './mui-locale';

// Left-to-right styles with only the prefixes current browsers need (modern-prefixer.ts); the right-to-left
// cache (rtl-cache.ts) loads the first time it is chosen.
const ltrCache = createCache({ key: 'css', stylisPlugins: [modernPrefixer] });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  // MUI's own texts (Autocomplete's "Open", "No options"…) follow the page's language.
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useMemo(
    () => createTheme(createAppTheme(settings), muiLocaleFor(language)),
    [settings, language],
  );
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  const rtl = settings.direction === 'rtl';

  useEffect(() => {
    if (rtl && !rtlCache) void import('./rtl-cache').then((module) => setRtlCache(module.rtlCache));
  }, [rtl, rtlCache]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.style.colorScheme = settings.mode;
  }, [settings.direction, settings.mode]);

  return (
    <CacheProvider value={rtl && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
