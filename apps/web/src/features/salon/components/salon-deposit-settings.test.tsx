import { NO_DEPOSITS, type SalonWire } from '@salon/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, signedIn } from '@/test/session-fixture';
import { salonFixture } from '@/test/salon-fixture';

const B = '/api/v1/business';

const salon = (overrides: Partial<SalonWire> = {}): SalonWire =>
  salonFixture({ description: '', status_process: 'approved', ...overrides });

const identity = ['id', 'users_id', 'account_type'];
const sentKeys = (body: FormData) => [...body.keys()].filter((key) => !identity.includes(key));

const setup = (initial: SalonWire) => {
  let current = initial;
  const calls = mockApi({
    ...signedIn({ salons: [initial] }),
    [`GET ${B}/salon/one/${SALON_ID}`]: () => ({ body: { data: current } }),
    [`PUT ${B}/salon/${SALON_ID}`]: (call) => {
      const deposit = (call.body as FormData).get('deposit');
      current = salon({ deposit: { ...NO_DEPOSITS, ...JSON.parse(String(deposit)) } });
      return { body: { data: current } };
    },
  });
  return { calls, puts: () => calls.filter((call) => call.method === 'PUT') };
};

describe('salon deposit settings', () => {
  it('turns deposits on: refuses them without a payment method or without a bank from the list', async () => {
    const { puts } = setup(salon());
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/salon/profile?tab=booking');
    await screen.findByRole('heading', { name: 'Deposits' });
    // Off: nothing else to fill.
    expect(screen.queryByRole('textbox', { name: 'Hours to pay' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Deposit' }));
    await user.click(await screen.findByRole('option', { name: 'A percentage of the price' }));
    const percent = screen.getByRole('textbox', { name: 'Percentage of the price' });
    await user.type(percent, '30');
    expect((screen.getByRole('textbox', { name: 'Hours to pay' }) as HTMLInputElement).value).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Give at least one payment method: pago móvil, Zelle or Binance'),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: 'Pago móvil' }));
    // A method switched on answers the rule: its message goes.
    expect(screen.queryByText('Give at least one payment method: pago móvil, Zelle or Binance')).toBeNull();
    // The bank is chosen from the list, not typed: saving without one says so on the field.
    expect(screen.queryByRole('textbox', { name: /Bank/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose the bank from the list')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('shows a bank typed before the list as it was, and sends the bank chosen from the list with its name', async () => {
    const pagoMovil = {
      bank_name: 'Banco Viejo',
      bank_code: '0199',
      phone: '+584125550199',
      rif: 'J-12345678-9',
    };
    const { puts } = setup(
      salon({ deposit: { ...NO_DEPOSITS, kind: 'percent', value: 30, pago_movil: pagoMovil } }),
    );
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/salon/profile?tab=booking');
    const bank = await screen.findByRole('combobox', { name: 'Bank' });
    expect(bank.textContent).toBe('0199 · Banco Viejo');

    await user.click(bank);
    const banks = await screen.findByRole('listbox');
    // The 22 banks of the list, and the one typed before.
    expect(within(banks).getAllByRole('option')).toHaveLength(23);
    await user.click(within(banks).getByRole('option', { name: '0134 · Banesco' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as FormData;
    expect(sentKeys(body)).toEqual(['deposit']);
    expect(JSON.parse(String(body.get('deposit')))).toEqual({
      kind: 'percent',
      value: 30,
      above: null,
      no_shows: null,
      hold_hours: 12,
      pago_movil: { ...pagoMovil, bank_name: 'Banesco', bank_code: '0134' },
      zelle: null,
      binance: null,
    });
  });

  it('shows saved settings, judges the percentage and the hold, and turns deposits off', async () => {
    const { puts } = setup(
      salon({
        deposit: {
          kind: 'amount',
          value: 10,
          above: 40,
          no_shows: 2,
          hold_hours: 6,
          // Typed before the list of banks: still shown as it was.
          pago_movil: {
            bank_name: 'Banco Viejo',
            bank_code: '0199',
            phone: '+584125550199',
            rif: 'J-1234567',
          },
          zelle: { email: 'pay@example.com', name: 'Bella C.A.' },
          binance: null,
        },
      }),
    );
    const user = userEvent.setup();
    await renderApp('/es-ve/dashboard/salon/profile?tab=booking');
    const amount = await screen.findByRole('textbox', { name: 'Monto (dólares)' });
    expect((amount as HTMLInputElement).value).toBe('10,00');
    expect(
      (screen.getByRole('textbox', { name: /También para reservas desde/ }) as HTMLInputElement).value,
    ).toBe('40,00');
    expect((screen.getByRole('textbox', { name: 'Correo' }) as HTMLInputElement).value).toBe(
      'pay@example.com',
    );
    expect(screen.getByRole('switch', { name: 'Zelle' })).toHaveProperty('checked', true);

    const hours = screen.getByRole('textbox', { name: 'Horas para pagar' });
    await user.clear(hours);
    await user.type(hours, '100');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(/^Entre 1 y 72 horas/)).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Depósito' }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Sin depósitos' }));
    expect(screen.queryByRole('textbox', { name: 'Horas para pagar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String((puts()[0]!.body as FormData).get('deposit')))).toMatchObject({ kind: 'none' });
  });
});
