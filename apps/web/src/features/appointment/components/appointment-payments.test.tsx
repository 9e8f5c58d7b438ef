import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppointmentPaymentWire, AppointmentPayments, AppointmentWire } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { sessionSalon, signedIn } from '@/test/session-fixture';
import { renderApp } from '@/test/render-app';
import { A, appointment, APPOINTMENT_ID, B, pathOf, session } from './appointment-test-fixtures';

const PAYMENTS = `${A}/${APPOINTMENT_ID}/payments`;
const RATE = { date: '2030-01-07', rate: 36.5, source: 'BCV' };

const cashPayment: AppointmentPaymentWire = {
  _id: '0190a000-0000-7000-8000-0000000000p1',
  method: 'cash',
  currency: 'USD',
  amount: 10,
  rate: null,
  rate_date: null,
  dollars: 10,
  reference: '',
  paid_at: '2030-01-07T15:00:00.000Z',
  recorded_by: 'Ana Pérez',
};
const pagoMovilPayment: AppointmentPaymentWire = {
  _id: '0190a000-0000-7000-8000-0000000000p2',
  method: 'pagoMovil',
  currency: 'VES',
  amount: 182.5,
  rate: 36.5,
  rate_date: '2030-01-07',
  dollars: 5,
  reference: '123456',
  paid_at: '2030-01-07T15:05:00.000Z',
  recorded_by: null,
};

/** A checkout of a $20 appointment with `payments`, at today's rate unless told otherwise. */
const checkout = (
  payments: AppointmentPaymentWire[],
  options: { due?: number; rate?: AppointmentPayments['rate'] } = {},
): AppointmentPayments => {
  const due = options.due ?? 20;
  const paid = payments.reduce((sum, payment) => sum + payment.dollars, 0);
  return {
    due,
    paid,
    balance: Math.max(0, due - paid),
    tip: Math.max(0, paid - due),
    payments,
    rate: options.rate === undefined ? RATE : options.rate,
  };
};

const bodyOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && pathOf(call) === PAYMENTS);

/** Opens the edit dialog of `row` from the list and returns its Payments section. */
async function openPayments(
  routes: Record<string, (call: RecordedCall) => { status?: number; body?: unknown }>,
  row: AppointmentWire = appointment({ price: 20 }),
) {
  const calls = mockApi({
    ...session(),
    [`GET ${A}/list`]: () => ({ body: { data: [row], meta: { total: 1, page: 1, limit: 20 } } }),
    ...routes,
  });
  await renderApp('/en-ve/dashboard/appointment/list');
  const user = userEvent.setup();
  await user.click(await screen.findByText('María González'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
  const section = within(dialog).getByRole('region', { name: 'Payments' });
  return { calls, user, dialog, section };
}

const amountField = (section: HTMLElement) => within(section).getByLabelText(/^Amount/) as HTMLInputElement;

describe('the appointment’s payments', () => {
  it('lists a split payment with its rate, reference and recorder, and the balance due', async () => {
    const { dialog, section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment, pagoMovilPayment]) } }),
    });
    expect(await within(section).findByText('$5.00')).toBeTruthy();
    expect(within(section).getByText('Balance due')).toBeTruthy();
    // The balance in bolívares at today's rate: 5 × 36.5.
    expect(within(section).getByText("Bs. 182.50 at today's rate")).toBeTruthy();
    expect(within(section).getByText('$20.00')).toBeTruthy();
    expect(within(section).getByText('$15.00')).toBeTruthy();
    const list = within(section).getByRole('list', { name: 'Payments recorded' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Cash (dollars) · $10.00')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Recorded by Ana Pérez, /)).toBeTruthy();
    expect(within(items[1]!).getByText('Pago móvil · Bs. 182.50')).toBeTruthy();
    expect(
      within(items[1]!).getByText(/^At Bs\. 36\.50 per dollar \(rate of Jan 7, 2030\): \$5\.00$/),
    ).toBeTruthy();
    expect(within(items[1]!).getByText('Ref. 123456')).toBeTruthy();
    // The owner may remove a payment; the appointment's own method select gives way to the payments.
    expect(
      within(items[0]!).getByRole('button', { name: 'Remove the payment Cash (dollars) · $10.00' }),
    ).toBeTruthy();
    const methodSelects = within(dialog).getAllByRole('combobox', { name: /^Payment method/ });
    expect(methodSelects).toHaveLength(1);
    expect(section.contains(methodSelects[0]!)).toBe(true);
  }, 30_000);

  it('adds a payment in dollars, prefilled with the balance, and shows the new balance', async () => {
    const { calls, user, dialog, section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([]) } }),
      [`POST ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }),
      [`PUT ${A}/${APPOINTMENT_ID}`]: () => ({ body: { data: appointment({ payment_method: 'cash' }) } }),
    });
    await waitFor(() => expect(amountField(section).value).toBe('20.00'));
    expect(within(section).getByRole('combobox', { name: /^Payment method/ }).textContent).toBe(
      'Cash (dollars)',
    );
    await user.clear(amountField(section));
    await user.type(amountField(section), '10');
    await user.type(within(section).getByLabelText(/^Reference/), 'R-1');
    const listsBefore = calls.filter((call) => pathOf(call) === `${A}/list`).length;
    await user.click(within(section).getByRole('button', { name: 'Add payment' }));

    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(bodyOf(posts(calls)[0]!)).toMatchObject({
      method: 'cash',
      currency: 'USD',
      amount: 10,
      reference: 'R-1',
      tip: false,
    });
    expect(await within(section).findByText('Cash (dollars) · $10.00')).toBeTruthy();
    // The next payment is prefilled with what is left, and the lists read the appointment's method again.
    await waitFor(() => expect(amountField(section).value).toBe('10.00'));
    expect((within(section).getByLabelText(/^Reference/) as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(calls.filter((call) => pathOf(call) === `${A}/list`).length).toBeGreaterThan(listsBefore),
    );

    // Saving the appointment afterwards leaves its method to the payments (the dialog's copy is stale).
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!)).not.toHaveProperty('payment_method');
  }, 30_000);

  it('takes bolívares at today’s rate: pago móvil brings Bs., prefilled with the balance times the rate', async () => {
    const { calls, user, section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }),
      [`POST ${PAYMENTS}`]: () => ({
        body: { data: checkout([cashPayment, pagoMovilPayment], { due: 15 }) },
      }),
    });
    await waitFor(() => expect(amountField(section).value).toBe('10.00'));
    await user.click(within(section).getByRole('combobox', { name: /^Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'Pago móvil' }));
    expect(
      within(section).getByRole('button', { name: 'Bolívares (Bs.)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // $10 at 36.50 is Bs. 365.00; back to dollars by hand, the balance in dollars again.
    expect(amountField(section).value).toBe('365.00');
    expect(within(section).getByText('Worth $10.00 at Bs. 36.50 per dollar (BCV, Jan 7, 2030)')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Dollars ($)' }));
    expect(amountField(section).value).toBe('10.00');
    await user.click(within(section).getByRole('button', { name: 'Bolívares (Bs.)' }));
    expect(amountField(section).value).toBe('365.00');
    await user.clear(amountField(section));
    await user.type(amountField(section), '182.5');
    expect(within(section).getByText('Worth $5.00 at Bs. 36.50 per dollar (BCV, Jan 7, 2030)')).toBeTruthy();
    // Enter in the amount sends the payment, not the appointment's form around it.
    await user.type(amountField(section), '{Enter}');

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(bodyOf(posts(calls)[0]!)).toMatchObject({ method: 'pagoMovil', currency: 'VES', amount: 182.5 });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
  }, 30_000);

  it('asks before recording a payment over the balance as a tip, then sends it with tip', async () => {
    const { calls, user, section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }),
      [`POST ${PAYMENTS}`]: (call) =>
        bodyOf(call).tip
          ? {
              body: { data: checkout([cashPayment, { ...cashPayment, _id: 'p3', amount: 15, dollars: 15 }]) },
            }
          : {
              status: 409,
              body: { statusCode: 409, code: 'PAYMENT_OVER_BALANCE', message: 'Over the balance' },
            },
    });
    await waitFor(() => expect(amountField(section).value).toBe('10.00'));
    await user.clear(amountField(section));
    await user.type(amountField(section), '15');
    await user.click(within(section).getByRole('button', { name: 'Add payment' }));

    const confirm = await screen.findByRole('dialog', { name: 'Record the extra as a tip?' });
    expect(
      within(confirm).getByText(
        "This payment is $5.00 more than the balance due ($10.00). The extra is recorded as the client's tip.",
      ),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Record with tip' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(bodyOf(posts(calls).at(-1)!)).toMatchObject({ amount: 15, currency: 'USD', tip: true });
    expect(await within(section).findByText('Tip')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record the extra as a tip?' })).toBeNull(),
    );
  }, 30_000);

  it('shows the shared rule’s message for a wrong amount and sends nothing', async () => {
    const { calls, user, section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([]) } }),
    });
    await waitFor(() => expect(amountField(section).value).toBe('20.00'));
    await user.clear(amountField(section));
    await user.type(amountField(section), '0');
    await user.click(within(section).getByRole('button', { name: 'Add payment' }));
    expect(await within(section).findByText(/^Enter an amount above 0 with at most 2 decimals/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  }, 30_000);

  it('offers no bolívares without a rate', async () => {
    const { section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([], { rate: null }) } }),
    });
    const bolivares = await within(section).findByRole('button', { name: 'Bolívares (Bs.)' });
    expect((bolivares as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(section).getByText(
        'No official rate has been published yet: take the payment in dollars for now.',
      ),
    ).toBeTruthy();
  }, 30_000);

  it('tells a cancelled appointment takes no payments', async () => {
    const { section } = await openPayments(
      { [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }) },
      appointment({ price: 20, status: 'cancelled' }),
    );
    expect(await within(section).findByText('A cancelled appointment takes no payments.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Add payment' })).toBeNull();
  }, 30_000);
});

describe('payments by role', () => {
  const asRole = (role: 'secretary' | 'basic') => ({
    ...session(),
    ...signedIn({ role, salons: [sessionSalon({ time_zone: 'America/Caracas', service_type: 'salon' })] }),
  });

  it('a secretary adds payments but has no remove button', async () => {
    const { section } = await openPayments({
      ...asRole('secretary'),
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }),
    });
    expect(await within(section).findByText('Cash (dollars) · $10.00')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Remove the payment/ })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Add payment' })).toBeTruthy();
  }, 30_000);

  it('basic staff see the payments and nothing to change them with', async () => {
    const { section } = await openPayments({
      ...asRole('basic'),
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }),
    });
    expect(await within(section).findByText('Cash (dollars) · $10.00')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Remove the payment/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Add payment' })).toBeNull();
  }, 30_000);

  it('an owner removes a payment after confirming', async () => {
    const { calls, user, section } = await openPayments({
      [`GET ${PAYMENTS}`]: () => ({ body: { data: checkout([cashPayment]) } }),
      [`DELETE ${PAYMENTS}/${cashPayment._id}`]: () => ({ body: { data: checkout([]) } }),
    });
    await user.click(
      await within(section).findByRole('button', { name: 'Remove the payment Cash (dollars) · $10.00' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment removed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await within(section).findByText('No payments yet.')).toBeTruthy();
  }, 30_000);
});

describe('the price in bolívares', () => {
  it('shows the price at today’s rate under the price field when the salon shows bolívares', async () => {
    mockApi({
      ...session({ show_bolivares: true }),
      [`GET ${B}/exchange-rate`]: () => ({ body: { data: RATE } }),
      [`GET ${A}/list`]: () => ({
        body: { data: [appointment({ price: 35 })], meta: { total: 1, page: 1, limit: 20 } },
      }),
    });
    await renderApp('/en-ve/dashboard/appointment/list');
    await userEvent.setup().click(await screen.findByText('María González'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    // 35 × 36.5 = 1,277.50, beside the price's own help.
    expect(await within(dialog).findByText("Bs. 1,277.50 at today's rate")).toBeTruthy();
    expect(within(dialog).getByText("The service's price unless you change it")).toBeTruthy();
  }, 30_000);
});
