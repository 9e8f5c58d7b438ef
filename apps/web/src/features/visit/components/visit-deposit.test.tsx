import type { DepositWire, VisitWire } from '@salon/core';
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const TOKEN = 'tok_dep123';
const V = `/api/v1/public/visit/${TOKEN}`;

const deposit = (overrides: Partial<DepositWire> = {}): DepositWire => ({
  status: 'awaiting',
  amount: 5,
  bolivares: { amount: 182, rate: 36.4, date: '2030-01-06' },
  hold_until: '2030-01-06T22:00:00.000Z',
  pay_to: {
    pago_movil: {
      bank_name: 'Banco de Venezuela',
      bank_code: '0102',
      phone: '+584125550199',
      rif: 'J-123456789',
    },
    zelle: { email: 'pay@example.com', name: 'Bella C.A.' },
    binance: null,
  },
  method: null,
  reference: null,
  reported_at: null,
  reason: null,
  decided_at: null,
  ...overrides,
});

const visit = (overrides: Partial<VisitWire> = {}): VisitWire => ({
  _id: '0190a000-0000-7000-8000-0000000000f1',
  status: 'pending',
  date: '2030-01-07',
  time: '10:00',
  end_time: '10:45',
  start: '2030-01-07T14:00:00.000Z',
  end: '2030-01-07T14:45:00.000Z',
  time_zone: 'America/Caracas',
  salon: {
    name: 'Studio Bella',
    address: 'Av. Principal 1',
    city: 'Caracas',
    is_visit_address: false,
    contact: { phone: '+58 412-555 0199', whatsapp_url: null, email: 's@example.com' },
  },
  service: { name: 'Corte', duration: 45, price_type: 'exact' },
  parts: [],
  series: [],
  employee: { firstName: 'Ana' },
  client: { firstName: 'María' },
  price: 20,
  travel_fee: null,
  total: 20,
  deposit: deposit(),
  bolivares: null,
  cancel: {
    allowed: true,
    reason: null,
    deadline: '2030-01-06T14:00:00.000Z',
    notice_hours: 24,
    remaining: 2,
  },
  reschedule: { allowed: false, reason: 'closed' },
  review: { possible: false, given: false, reason: 'not_done' },
  ...overrides,
});

const section = async (name: string) => screen.findByRole('region', { name });

describe('visit page deposit', () => {
  it('shows what to pay and where, checks the report, sends it and then says the salon is checking it', async () => {
    const calls = mockApi({
      [`GET ${V}`]: () => ({ body: { data: visit() } }),
      [`POST ${V}/deposit`]: () => ({
        body: {
          data: visit({
            deposit: deposit({
              status: 'reported',
              method: 'pagoMovil',
              reference: '00123456',
              reported_at: '2030-01-06T15:00:00.000Z',
            }),
          }),
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const box = await section('Deposit');
    expect(within(box).getByText('Waiting for your payment')).toBeTruthy();
    expect(
      within(box).getByText('$5.00 (Bs. 182.00 at the official BCV rate of Jan 6, 2030: 36.40)'),
    ).toBeTruthy();
    expect(within(box).getByText('Sunday, January 6 at 6:00 PM')).toBeTruthy();
    const payTo = within(box).getByRole('region', { name: 'Where to pay' });
    expect(within(payTo).getByText('0102 · Banco de Venezuela')).toBeTruthy();
    expect(within(payTo).getByText('J-123456789')).toBeTruthy();
    expect(within(payTo).getByText('pay@example.com')).toBeTruthy();
    expect(within(payTo).queryByText('Binance Pay')).toBeNull();

    const form = within(box).getByRole('form', { name: 'Report your payment' });
    // Only the methods the salon takes.
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['pagoMovil', 'zelle']);
    const reference = within(form).getByRole('textbox', { name: /Payment reference/ });
    await user.type(reference, '<script>alert(1)</script>');
    await user.click(within(form).getByRole('button', { name: 'Report payment' }));
    expect(await within(form).findByText('Choose how you paid')).toBeTruthy();
    expect(
      within(form).getByText(
        'Write the payment reference as your bank or app shows it: 4 to 40 letters or digits (spaces, - . / allowed)',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(form).getByRole('radio', { name: 'Pago móvil' }));
    await user.clear(reference);
    await user.type(reference, '123456');
    await user.click(within(form).getByRole('button', { name: 'Report payment' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({
      method: 'pagoMovil',
      reference: '123456',
    });
    expect(await screen.findByText('The salon is checking it')).toBeTruthy();
    expect(
      screen.getByText(
        'You reported the Pago móvil reference 00123456. The salon is checking it and confirms your appointment once it does.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Report your payment' })).toBeNull();
  });

  it('gives the salon reason for a rejected reference, lets the client report again and translates a refusal', async () => {
    mockApi({
      [`GET ${V}`]: () => ({
        body: {
          data: visit({
            deposit: deposit({
              status: 'rejected',
              method: 'zelle',
              reference: 'ZX11',
              reason: 'No llegó el pago',
            }),
          }),
        },
      }),
      [`POST ${V}/deposit`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'DEPOSIT_REFERENCE_USED',
          message: 'This reference was already reported for a deposit.',
        },
      }),
    });
    const user = userEvent.setup();
    const { container } = await renderApp(`/es-ve/visit/${TOKEN}`);
    const box = await section('Depósito');
    expect(within(box).getByText('No aceptado')).toBeTruthy();
    expect(
      within(box).getByText(/El salón no pudo aceptar la referencia que reportaste: No llegó el pago\./),
    ).toBeTruthy();
    const form = within(box).getByRole('form', { name: 'Reporta tu pago' });
    // The method reported before stays chosen.
    expect((within(form).getByRole('radio', { name: 'Zelle' }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: /Referencia del pago/ }), 'ZX12345');
    await user.click(within(form).getByRole('button', { name: 'Reportar pago' }));
    expect(await within(form).findByText('Esta referencia ya se reportó para un depósito.')).toBeTruthy();

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('a paid deposit shows only its state and amount', async () => {
    mockApi({
      [`GET ${V}`]: () => ({
        body: {
          data: visit({
            status: 'reserved',
            deposit: deposit({ status: 'confirmed', method: 'pagoMovil', reference: '0099' }),
          }),
        },
      }),
    });
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const box = await section('Deposit');
    expect(within(box).getByText('Paid')).toBeTruthy();
    expect(
      within(box).getByText('The salon received your deposit: it counts as part of what you pay.'),
    ).toBeTruthy();
    expect(within(box).queryByRole('region', { name: 'Where to pay' })).toBeNull();
    expect(within(box).queryByRole('form')).toBeNull();
  });
});
