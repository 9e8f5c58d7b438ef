import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, hasChosenMode, loadSettings, saveSettings, type Settings } from './settings-store';

interface SettingsContextValue {
  settings: Settings;
  updateSettings: (patch: Partial<Settings>) => void;
  resetSettings: () => void;
  isDefault: boolean;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState<Settings>(loadSettings);
  // Light or dark as the device is set, live, until the user picks one in the settings drawer.
  const [modeChosen, setModeChosen] = useState(hasChosenMode);
  const deviceDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const settings = useMemo<Settings>(
    () => (modeChosen ? stored : { ...stored, mode: deviceDark ? 'dark' : 'light' }),
    [stored, modeChosen, deviceDark],
  );

  const updateSettings = useCallback(
    (patch: Partial<Settings>) => {
      const chosen = modeChosen || patch.mode !== undefined;
      setModeChosen(chosen);
      setStored((current) => {
        const next = { ...current, ...patch };
        saveSettings(next, chosen);
        return next;
      });
    },
    [modeChosen],
  );

  const resetSettings = useCallback(() => {
    saveSettings(DEFAULT_SETTINGS, false);
    setModeChosen(false);
    setStored(DEFAULT_SETTINGS);
  }, []);

  const value = useMemo(
    () => ({
      settings,
      updateSettings,
      resetSettings,
      // Following the device is the default mode, whichever it is.
      isDefault:
        !modeChosen &&
        (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).every(
          (key) => key === 'mode' || settings[key] === DEFAULT_SETTINGS[key],
        ),
    }),
    [settings, updateSettings, resetSettings, modeChosen],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export const useSettings = (): SettingsContextValue => {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
};
