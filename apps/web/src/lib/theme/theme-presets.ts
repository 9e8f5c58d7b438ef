import type { PresetName } from '../settings/settings-store';

export interface ColorPreset {
  /** Light mode main colour; each one keeps at least 4.5:1 against white. */
  light: string;
  /** Dark mode main colour, lighter so that text in it stays readable on dark surfaces. */
  dark: string;
  highContrastLight: string;
  highContrastDark: string;
}

export const COLOR_PRESETS: Record<PresetName, ColorPreset> = {
  default: { light: '#DC143C', dark: '#FF6B81', highContrastLight: '#A50E2D', highContrastDark: '#FF9AAA' },
  blue: { light: '#1565C0', dark: '#64B5F6', highContrastLight: '#0D3C75', highContrastDark: '#9FD0FA' },
  purple: { light: '#7B1FA2', dark: '#CE93D8', highContrastLight: '#4A1262', highContrastDark: '#E1BEE7' },
  teal: { light: '#00796B', dark: '#4DB6AC', highContrastLight: '#004D40', highContrastDark: '#80CBC4' },
  orange: { light: '#C43E00', dark: '#FFB74D', highContrastLight: '#8A2B00', highContrastDark: '#FFCC80' },
  green: { light: '#2E7D32', dark: '#81C784', highContrastLight: '#1B5E20', highContrastDark: '#A5D6A7' },
};
