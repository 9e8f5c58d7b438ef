import type { DepositWire } from '@salon/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, APPOINTMENT_ID, session } from './appointment-test-fixtures';

const deposit: DepositWire = {
  status: 'reported',
  amount: 5,
  bolivares: null,
  hold_until: '2030-01-07T12:00:00.000Z',
  pay_to: { pago_movil: null, zelle: { email: 'pay@example.com', name: 'Bella' }, binance: null },
  method: 'zelle',
  reference: 'ZX99',
  reported_at: '2030-01-07T10:00:00.000Z',
  reason: null,
  decided_at: null,
};

const open = async (
  routes: Record<string, () => { status?: number; body?: unknown }>,
  source: 'online' | 'staff' = 'online',
) => {
  const calls = mockApi({
    ...session(),
    [`GET ${A}/list`]: () => ({
      body: { data: [appointment({ price: 20, source })], meta: { total: 1, page: 1, limit: 20 } },
    }),
    ...routes,
  });
  await renderApp('/en-ve/dashboard/appointment/list');
  const user = userEvent.setup();
  await user.click(await screen.findByText('María González'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
  return { dialog, calls };
};

describe('the appointment’s deposit', () => {
  it('shows the state of an online booking’s deposit, what was reported and the hold', async () => {
    const { dialog } = await open({
      [`GET ${A}/${APPOINTMENT_ID}/deposit`]: () => ({ body: { data: deposit } }),
    });
    const section = await within(dialog).findByRole('region', { name: 'Deposit of $5.00' });
    expect(within(section).getByText('Reported, to check on the Deposits screen')).toBeTruthy();
    expect(within(section).getByText('Reported: Zelle, reference ZX99')).toBeTruthy();
    expect(within(section).getByText(/^Time held until /)).toBeTruthy();
  }, 30_000);

  it('says nothing when the appointment has none (404)', async () => {
    const { dialog } = await open({});
    await within(dialog).findByRole('region', { name: 'Payments' });
    expect(within(dialog).queryByRole('region', { name: /^Deposit/ })).toBeNull();
  }, 30_000);

  it('does not ask for the deposit of an appointment the staff booked', async () => {
    const { calls } = await open(
      { [`GET ${A}/${APPOINTMENT_ID}/deposit`]: () => ({ body: { data: deposit } }) },
      'staff',
    );
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('region', { name: /^Deposit/ })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/deposit'))).toBe(false);
  }, 30_000);
});
