import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, parseSettings, saveSettings } from './settings-store';

describe('settings store', () => {
  it('defaults when nothing or garbage is stored', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('42')).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid fields and replaces invalid ones', () => {
    expect(parseSettings(JSON.stringify({ mode: 'dark', layout: 'sideways', stretch: true }))).toEqual({
      ...DEFAULT_SETTINGS,
      mode: 'dark',
      stretch: true,
    });
  });

  it('persists under the settings key', () => {
    saveSettings({ ...DEFAULT_SETTINGS, preset: 'blue', direction: 'rtl' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
      preset: 'blue',
      direction: 'rtl',
    });
    expect(loadSettings()).toMatchObject({ preset: 'blue', direction: 'rtl' });
  });
});
