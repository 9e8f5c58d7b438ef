import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { SettingsProvider } from '@/lib/settings/settings-context';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { ServicePicker } from './service-picker';

const SERVICES = [
  { _id: 'cut', name: 'Corte' },
  { _id: 'color', name: 'Color' },
  { _id: 'nails', name: 'Manicure' },
];

function Picker({ onPick }: { onPick: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ServicePicker
      options={SERVICES}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onPick(ids);
      }}
      label="Servicios"
      loading={false}
      noOptionsText="Ninguno"
      loadingText="Cargando"
    />
  );
}

const renderPicker = (onPick: (ids: string[]) => void = () => undefined) =>
  render(
    <SettingsProvider>
      <AppThemeProvider>
        <Picker onPick={onPick} />
      </AppThemeProvider>
    </SettingsProvider>,
  );

describe('ServicePicker', () => {
  it('stays open after a pick, so several services are chosen in a row', async () => {
    await i18n.changeLanguage('es-ve');
    const picks: string[][] = [];
    renderPicker((ids) => picks.push(ids));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Servicios' }));
    await user.click(await screen.findByRole('option', { name: 'Corte' }));
    // Still open: the next service is one click away.
    const list = screen.getByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Manicure' }));
    expect(picks.at(-1)).toEqual(['cut', 'nails']);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('names MUI’s own buttons in the page’s language: "Abrir" in Spanish, "Open" in English', async () => {
    await i18n.changeLanguage('es-ve');
    const { unmount } = renderPicker();
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeTruthy();
    unmount();
    await i18n.changeLanguage('en-ve');
    renderPicker();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
  });
});
