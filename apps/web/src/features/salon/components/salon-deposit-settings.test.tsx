import { NO_DEPOSITS, type SalonWire } from '@salon/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, SALON_ID, signedIn } from '@/test/session-fixture';

const B = '/api/v1/business';

const salon = (overrides: Partial<SalonWire> = {}): SalonWire => ({
  _id: SALON_ID,
  company: COMPANY_ID,
  companies_id: COMPANY_ID,
  title: 'Studio Bella',
  description: '',
  categories: [],
  email: 'studio@example.com',
  phone: '+58 412 555 0101',
  avatar: null,
  cover: null,
  use_penalty: 0,
  cancels_allowed: 0,
  reminder_lead_hours: 24,
  cancel_notice_hours: 24,
  slug: 'studio-bella',
  online_booking: 1,
  online_approval: 0,
  booking_window_days: 60,
  booking_notice_minutes: 120,
  waitlist_offer_minutes: 30,
  deposit: NO_DEPOSITS,
  show_bolivares: false,
  whatsapp_available: false,
  whatsapp_enabled: false,
  whatsapp_messages: ['confirmed', 'changed', 'cancelled', 'reminder', 'review_request'],
  address: {
    address: 'Av. Principal 1',
    reference_point: '',
    additional_information: '',
    place_id: 'map:10.48,-66.9',
    city: 'Caracas',
  },
  location: { type: 'Point', coordinates: [-66.9, 10.48] },
  facebook: null,
  instagram: null,
  tiktok: null,
  site: null,
  open_store: 1,
  service_type: 'salon',
  service_area: null,
  status_process: 'approved',
  status_salon: 'active',
  time_zone: 'America/Caracas',
  schedule: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

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
  it('turns deposits on: refuses them without a payment method or with a wrong bank code, then sends the deposit JSON alone', async () => {
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
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'Banco de Venezuela');
    await user.type(screen.getByRole('textbox', { name: 'Bank code (4 digits)' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0412 555 0199');
    await user.type(screen.getByRole('textbox', { name: 'ID card or RIF' }), 'j123456789');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const code = screen.getByRole('textbox', { name: 'Bank code (4 digits)' });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(puts()).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '0102');
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
      pago_movil: {
        bank_name: 'Banco de Venezuela',
        bank_code: '0102',
        phone: '+584125550199',
        rif: 'J-123456789',
      },
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
          pago_movil: null,
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
