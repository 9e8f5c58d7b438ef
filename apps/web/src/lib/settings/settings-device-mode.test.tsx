import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsProvider, useSettings } from './settings-context';
import { DEFAULT_SETTINGS, saveSettings } from './settings-store';

// A device set to dark: the test setup's matchMedia answers every other query as it does.
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: query.includes('prefers-color-scheme: dark') ? true : original(query).matches,
  });
  localStorage.clear();
});
afterEach(() => {
  window.matchMedia = original;
  localStorage.clear();
});

function Probe() {
  const { settings, updateSettings, isDefault } = useSettings();
  return (
    <>
      <output data-testid="mode">{`${settings.mode} ${isDefault ? 'default' : 'changed'}`}</output>
      <button onClick={() => updateSettings({ preset: 'blue' })}>blue</button>
      <button onClick={() => updateSettings({ mode: 'light' })}>light</button>
    </>
  );
}
const show = () =>
  render(
    <SettingsProvider>
      <Probe />
    </SettingsProvider>,
  );

describe('appearance mode', () => {
  it('follows the device’s dark mode when the user never chose one, and stores no mode for it', () => {
    show();
    expect(screen.getByTestId('mode').textContent).toBe('dark default');
    // Another setting changed: the mode still follows the device, nothing pins it.
    fireEvent.click(screen.getByRole('button', { name: 'blue' }));
    expect(screen.getByTestId('mode').textContent).toBe('dark changed');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).not.toHaveProperty('mode');
  });

  it('keeps the user’s explicit choice over the device’s', () => {
    saveSettings({ ...DEFAULT_SETTINGS, mode: 'light' });
    show();
    expect(screen.getByTestId('mode').textContent).toBe('light changed');
  });

  it('takes a choice made in the drawer and keeps it', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(screen.getByTestId('mode').textContent).toBe('light changed');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ mode: 'light' });
  });
});
