import type { DepositListItemWire } from '@salon/core';
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

const D = '/api/v1/business/deposits';
const A = (id: string) => `/api/v1/business/appointment/${id}/deposit`;
const REPORTED_ID = '0190a000-0000-7000-8000-0000000000a1';
const AWAITING_ID = '0190a000-0000-7000-8000-0000000000a2';

const item = (overrides: Partial<DepositListItemWire> = {}): DepositListItemWire => ({
  appointment_id: REPORTED_ID,
  start: '2030-01-07T14:00:00.000Z',
  client: { _id: 'c1', name: 'María González', phone: '+584125550101' },
  service: 'Corte',
  price: 20,
  status: 'reported',
  amount: 5,
  bolivares: { amount: 182, rate: 36.4, date: '2030-01-06' },
  hold_until: '2030-01-06T22:00:00.000Z',
  pay_to: { pago_movil: null, zelle: null, binance: null },
  method: 'pagoMovil',
  reference: '00123456',
  reported_at: '2030-01-06T15:00:00.000Z',
  reason: null,
  decided_at: null,
  visit: null,
  ...overrides,
});

const awaiting = item({
  appointment_id: AWAITING_ID,
  client: { _id: 'c2', name: 'Rosa Díaz', phone: '+584125550102' },
  status: 'awaiting',
  method: null,
  reference: null,
  reported_at: null,
});

const session = (role: 'owner' | 'secretary' | 'basic' = 'owner') =>
  signedIn({ role, salons: [sessionSalon({ time_zone: 'America/Caracas' })] });

const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;

describe('staff deposits', () => {
  it('lists the open deposits as cards, confirms one after asking, and filters all', async () => {
    let open = [item(), awaiting];
    const calls = mockApi({
      ...session(),
      [`GET ${D}`]: (call) => ({
        body: { data: queryOf(call).get('status') === 'all' ? [item({ status: 'confirmed' })] : open },
      }),
      [`POST ${A(REPORTED_ID)}/confirm`]: () => {
        open = [awaiting];
        return { body: { data: item({ status: 'confirmed' }) } };
      },
    });
    const user = userEvent.setup();
    const { container } = await renderApp('/en-ve/dashboard/deposits');
    const list = await screen.findByRole('list', { name: 'Deposits' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const maria = within(list).getByRole('article', { name: 'María González' });
    expect(within(maria).getByText('Reported, to check')).toBeTruthy();
    expect(within(maria).getByText('Corte · $20.00')).toBeTruthy();
    expect(within(maria).getByText('$5.00 · Bs. 182.00')).toBeTruthy();
    expect(within(maria).getByText('Pago móvil, reference 00123456')).toBeTruthy();
    expect(within(maria).getByRole('link', { name: '0412-555.01.01' }).getAttribute('href')).toBe(
      'tel:+584125550101',
    );
    const rosa = within(list).getByRole('article', { name: 'Rosa Díaz' });
    expect(within(rosa).getByText('Nothing yet')).toBeTruthy();
    // Nothing reported: nothing to reject, but the salon may have the money already.
    expect(within(rosa).queryByRole('button', { name: /Reject/ })).toBeNull();
    expect(within(rosa).getByRole('button', { name: 'Confirm the deposit of Rosa Díaz' })).toBeTruthy();
    expect(queryOf(calls.find((call) => call.url.includes(D))!).get('salon_id')).toBe(SALON_ID);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(within(maria).getByRole('button', { name: 'Confirm the deposit of María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this deposit?' });
    expect(
      within(dialog).getByText(
        /received \$5\.00 · Bs\. 182\.00 from María González \(Pago móvil, reference 00123456\)/,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));
    expect(
      await screen.findByText('Deposit of María González confirmed: the appointment is confirmed.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Deposits' })).getAllByRole('article')).toHaveLength(1),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/proxy${A(REPORTED_ID)}/confirm`,
    ]);

    await user.click(screen.getByRole('tab', { name: 'All (90 days)' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm the deposit/ })).toBeNull();
  }, 30_000);

  it('rejects a reported reference with a reason the shared rule checks (in Spanish)', async () => {
    const calls = mockApi({
      ...session('secretary'),
      [`GET ${D}`]: () => ({ body: { data: [item()] } }),
      [`POST ${A(REPORTED_ID)}/reject`]: () => ({
        body: { data: item({ status: 'rejected', reason: 'No llegó el pago' }) },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/es-ve/dashboard/deposits');
    const card = await screen.findByRole('article', { name: 'María González' });
    await user.click(
      within(card).getByRole('button', { name: 'Rechazar el pago que reportó María González' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar este pago?' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await user.type(reason, 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await within(dialog).findByText(/Escribe el motivo \(de 3 a 300 caracteres\)/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(reason, ' llegó el pago');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByText('Se rechazó el pago de María González.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toMatchObject({ reason: 'No llegó el pago' });
  }, 30_000);

  it('is not in a basic employee’s menu, and the page refuses them', async () => {
    mockApi({ ...session('basic'), [`GET ${D}`]: () => ({ body: { data: [] } }) });
    await renderApp('/en-ve/dashboard/deposits');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Deposits' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Deposits' })).toBeNull();
  });
});
