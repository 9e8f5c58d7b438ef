import Box from '@mui/material/Box';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsProvider } from '../settings/settings-context';
import { DEFAULT_SETTINGS, saveSettings } from '../settings/settings-store';
import { AppThemeProvider } from './app-theme-provider';

const renderBox = () =>
  render(
    <SettingsProvider>
      <AppThemeProvider>
        <Box data-testid="box" sx={{ marginLeft: '13px' }} />
      </AppThemeProvider>
    </SettingsProvider>,
  );

describe('AppThemeProvider', () => {
  it('writes left-to-right styles as they are', () => {
    renderBox();
    expect(getComputedStyle(screen.getByTestId('box')).marginLeft).toBe('13px');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads the right-to-left styles when that direction is chosen: margins flip', async () => {
    saveSettings({ ...DEFAULT_SETTINGS, direction: 'rtl' });
    renderBox();
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(getComputedStyle(screen.getByTestId('box')).marginRight).toBe('13px'));
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
  });
});
