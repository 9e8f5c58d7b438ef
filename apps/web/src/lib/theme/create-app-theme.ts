import { createTheme, type Theme } from '@mui/material/styles';
import type { Settings } from '../settings/settings-store';
import { COLOR_PRESETS } from './theme-presets';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

const mainColor = ({ preset, mode, contrast }: Settings): string => {
  const colors = COLOR_PRESETS[preset];
  if (contrast === 'high') return mode === 'dark' ? colors.highContrastDark : colors.highContrastLight;
  return mode === 'dark' ? colors.dark : colors.light;
};

/** The MUI theme for the user's appearance settings: crimson primary and radius 8 by default. */
export const createAppTheme = (settings: Settings): Theme => {
  const dark = settings.mode === 'dark';
  const high = settings.contrast === 'high';
  return createTheme({
    direction: settings.direction,
    palette: {
      mode: settings.mode,
      primary: { main: mainColor(settings) },
      // Pick button text colours that reach WCAG AA against the fill.
      contrastThreshold: 4.5,
      ...(dark
        ? {
            background: high
              ? { default: '#000000', paper: '#0B0B0B' }
              : { default: '#121212', paper: '#1A1A1A' },
            text: high
              ? { primary: '#FFFFFF', secondary: 'rgba(255,255,255,0.92)', disabled: 'rgba(255,255,255,0.6)' }
              : {
                  primary: '#FFFFFF',
                  secondary: 'rgba(255,255,255,0.74)',
                  disabled: 'rgba(255,255,255,0.5)',
                },
            divider: high ? 'rgba(255,255,255,0.55)' : 'rgba(255,255,255,0.14)',
          }
        : {
            background: { default: high ? '#FFFFFF' : '#F7F7F9', paper: '#FFFFFF' },
            text: high
              ? { primary: '#000000', secondary: 'rgba(0,0,0,0.9)', disabled: 'rgba(0,0,0,0.6)' }
              : { primary: 'rgba(0,0,0,0.87)', secondary: 'rgba(0,0,0,0.66)', disabled: 'rgba(0,0,0,0.42)' },
            divider: high ? 'rgba(0,0,0,0.6)' : 'rgba(0,0,0,0.12)',
          }),
    },
    shape: { borderRadius: 8 },
    breakpoints: { values: BREAKPOINTS },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Required inputs stay aria-required; the label has no asterisk so its text is exactly the field name.
      MuiInputLabel: { defaultProps: { required: false } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { outlined: high ? { borderWidth: 2 } : {} } },
      MuiOutlinedInput: high
        ? { styleOverrides: { notchedOutline: { borderColor: dark ? '#FFFFFF' : '#000000' } } }
        : {},
      MuiLink: { defaultProps: { underline: high ? 'always' : 'hover' } },
    },
  });
};
