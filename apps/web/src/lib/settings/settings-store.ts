import { storage } from '../storage';

export const THEME_MODES = ['light', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const NAV_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const CONTRASTS = ['default', 'high'] as const;
export const PRESET_NAMES = ['default', 'blue', 'purple', 'teal', 'orange', 'green'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type Contrast = (typeof CONTRASTS)[number];
export type PresetName = (typeof PRESET_NAMES)[number];

export interface Settings {
  mode: ThemeMode;
  direction: Direction;
  layout: NavLayout;
  contrast: Contrast;
  preset: PresetName;
  /** true: content uses the full width; false: it stops at a comfortable maximum width. */
  stretch: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'light',
  direction: 'ltr',
  layout: 'vertical',
  contrast: 'default',
  preset: 'default',
  stretch: false,
};

export const SETTINGS_STORAGE_KEY = 'settings';

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Stored settings, each field checked on its own so one bad value does not lose the others. */
export const parseSettings = (raw: string | null): Settings => {
  if (!raw) return DEFAULT_SETTINGS;
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SETTINGS;
    value = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_SETTINGS;
  }
  return {
    mode: pick(THEME_MODES, value.mode, DEFAULT_SETTINGS.mode),
    direction: pick(DIRECTIONS, value.direction, DEFAULT_SETTINGS.direction),
    layout: pick(NAV_LAYOUTS, value.layout, DEFAULT_SETTINGS.layout),
    contrast: pick(CONTRASTS, value.contrast, DEFAULT_SETTINGS.contrast),
    preset: pick(PRESET_NAMES, value.preset, DEFAULT_SETTINGS.preset),
    stretch: typeof value.stretch === 'boolean' ? value.stretch : DEFAULT_SETTINGS.stretch,
  };
};

export const loadSettings = (): Settings => parseSettings(storage.get(SETTINGS_STORAGE_KEY));

/**
 * Whether the user chose light or dark themselves: until they do, the mode follows the device's
 * (prefers-color-scheme), and nothing stored pins it (docs/decisions.md "Appearance follows the device").
 */
export const hasChosenMode = (): boolean => {
  const raw = storage.get(SETTINGS_STORAGE_KEY);
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      THEME_MODES.includes((parsed as { mode?: unknown }).mode as ThemeMode)
    );
  } catch {
    return false;
  }
};

/** Stores the settings; the mode only when the user chose it (`modeChosen`), so the device's keeps leading. */
export const saveSettings = (settings: Settings, modeChosen = true): void => {
  const { mode, ...rest } = settings;
  storage.set(SETTINGS_STORAGE_KEY, JSON.stringify(modeChosen ? { mode, ...rest } : rest));
};
