import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { BILLING, callsTo, jsonBody, prices, quote, session, subscription } from './billing-test-data';

const PAGE = '/en-ve/dashboard/subscription';

describe('subscription packages page', () => {
  it('shows the three plans, monthly or yearly, and marks the current one', async () => {
    mockApi({ ...session('owner'), [`GET ${BILLING}/prices`]: () => ({ body: { data: prices() } }) });
    const { router } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Subscription plans' });
    const standard = await screen.findByRole('region', { name: 'Standard' });
    expect(within(standard).getByText('Current plan')).toBeTruthy();
    expect(within(standard).getByText('$25.00')).toBeTruthy();
    const basic = screen.getByRole('region', { name: 'Basic' });
    expect(within(basic).queryByText('Current plan')).toBeNull();
    const features = within(basic).getByRole('list', { name: 'What Basic includes' });
    expect(within(features).getByText('1 salon')).toBeTruthy();
    expect(within(features).getByText('30 gallery images per salon')).toBeTruthy();
    expect(within(features).getByText('10 employees per salon')).toBeTruthy();
    expect(within(features).getAllByText('Not included')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Advanced' })).getByText('3 salons')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yearly (save 10%)' }));
    expect(within(standard).getByText('$270.00')).toBeTruthy();
    expect(within(standard).getByText('You save $30.00 a year (10%): $22.50 a month.')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('yearly');
  });

  it('reports a pago móvil payment with the right body, and shows a taken reference under its field', async () => {
    let answers = 0;
    let current = subscription({ state: 'trialing' });
    const pending = subscription({
      state: 'trialing',
      pending_payment: {
        _id: 'pay-1',
        method: 'pago_movil',
        status: 'pending',
        change: 'new_period',
        plan: 'standard_plan',
        period: 'monthly',
        amount: 31,
        lines: quote().lines,
        reference: '00123457',
        details: { bank: 'Banesco' },
        reported_at: '2030-01-20T15:00:00.000Z',
        decided_at: null,
        rejection_reason: null,
        invoice_id: null,
        exchange_rate: null,
        expected_ves: null,
      },
    });
    const calls = mockApi({
      ...session('owner'),
      [`GET ${BILLING}/active`]: () => ({ body: { data: current } }),
      [`GET ${BILLING}/prices`]: () => ({ body: { data: prices() } }),
      [`GET ${BILLING}/quote`]: () => ({ body: { data: quote() } }),
      [`GET ${BILLING}/invoices`]: () => ({ body: { data: [] } }),
      [`POST ${BILLING}/create`]: () =>
        (answers += 1) === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'PAYMENT_REFERENCE_TAKEN',
                message: 'This payment reference has already been reported.',
                details: [
                  {
                    field: 'payment.reference',
                    code: 'errors.PAYMENT_REFERENCE_TAKEN',
                    message: 'Reference already reported',
                  },
                ],
              },
            }
          : { body: { data: (current = pending) } },
    });
    const { router } = await renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Standard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Standard plan, monthly' });
    const lines = await within(dialog).findByRole('table', { name: 'Amount to pay' });
    expect(within(lines).getByText('Standard plan, 1 month')).toBeTruthy();
    expect(within(lines).getByText('App access, 2 employees')).toBeTruthy();
    expect(within(lines).getByText('$31.00')).toBeTruthy();
    const quoteCall = callsTo(calls, 'GET', `${BILLING}/quote`)[0]!;
    expect(new URL(quoteCall.url, 'http://x').search).toBe('?plan=standard_plan&period=monthly');

    expect(within(dialog).getByRole('radio', { name: 'Pago móvil' })).toHaveProperty('checked', true);
    expect(within(dialog).queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveProperty('value', '31.00');

    await user.click(within(dialog).getByRole('button', { name: 'Report payment' }));
    expect(await within(dialog).findByText('Enter the bank')).toBeTruthy();
    expect(callsTo(calls, 'POST', `${BILLING}/create`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Amount in bolívares'), '1240.50');
    await user.type(within(dialog).getByLabelText('Paying bank'), 'Banesco');
    await user.type(within(dialog).getByLabelText('Payer phone'), '0414 123 4567');
    await user.type(within(dialog).getByLabelText('Cédula or RIF'), 'v-12.345.678');
    await user.type(within(dialog).getByLabelText('Reference'), '00123456');
    const date = within(dialog).getByLabelText('Payment date');
    await user.clear(date);
    await user.type(date, '2030-01-20');
    await user.click(within(dialog).getByRole('button', { name: 'Report payment' }));

    expect(await within(dialog).findByText('This payment reference has already been reported.')).toBeTruthy();
    const reference = within(dialog).getByLabelText('Reference');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    const [first] = callsTo(calls, 'POST', `${BILLING}/create`);
    expect(jsonBody(first!)).toMatchObject({
      plan: 'standard_plan',
      period: 'monthly',
      payment: {
        method: 'pago_movil',
        amount: 31,
        amount_ves: 1240.5,
        bank: 'Banesco',
        payer_phone: '+584141234567',
        payer_id: 'V12345678',
        reference: '00123456',
        paid_on: '2030-01-20',
      },
    });
    expect(Object.keys(jsonBody(first!).payment as object).sort()).toEqual(
      ['amount', 'amount_ves', 'bank', 'method', 'paid_on', 'payer_id', 'payer_phone', 'reference'].sort(),
    );

    await user.clear(reference);
    await user.type(reference, '00123457');
    await user.click(within(dialog).getByRole('button', { name: 'Report payment' }));
    expect(await screen.findByText('Payment reported: pending confirmation (up to 24 hours)')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ve/dashboard/account'));
    expect(router.state.location.search).toBe('?tab=billing');
    const card = await screen.findByRole('region', { name: 'Payment pending confirmation (up to 24 hours)' });
    expect(within(card).getByText('00123457')).toBeTruthy();
  });

  it('refuses a plan the business is above, and confirms a downgrade without payment', async () => {
    let current = subscription({ plan: 'advanced_plan' });
    const calls = mockApi({
      ...session('owner'),
      [`GET ${BILLING}/active`]: () => ({ body: { data: current } }),
      [`GET ${BILLING}/prices`]: () => ({ body: { data: prices({ paypal: true }) } }),
      [`GET ${BILLING}/invoices`]: () => ({ body: { data: [] } }),
      [`GET ${BILLING}/quote`]: (call) =>
        new URL(call.url, 'http://x').searchParams.get('plan') === 'basic_plan'
          ? { body: { data: quote({ plan: 'basic_plan', change: 'downgrade', exceeded: ['salons'] }) } }
          : {
              body: {
                data: quote({
                  change: 'downgrade',
                  lines: [],
                  total: 0,
                  applies_from: '2030-02-01T04:00:00.000Z',
                }),
              },
            },
      [`POST ${BILLING}/create`]: () => {
        current = subscription({
          plan: 'advanced_plan',
          scheduled_plan: 'standard_plan',
          scheduled_from: '2030-02-01T04:00:00.000Z',
        });
        return { body: { data: current } };
      },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    let dialog = await screen.findByRole('dialog', { name: 'Basic plan, monthly' });
    expect(
      await within(dialog).findByText('This plan does not fit your business now. Reduce these first:'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Salons: this plan allows 1')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Report payment|Confirm change/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Choose Standard' }));
    dialog = await screen.findByRole('dialog', { name: 'Standard plan, monthly' });
    expect(await within(dialog).findByText('Applies from Feb 1, 2030, nothing to pay now.')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Plan change scheduled: Standard from your next period.')).toBeTruthy();
    const [create] = callsTo(calls, 'POST', `${BILLING}/create`);
    expect(jsonBody(create!)).toMatchObject({ plan: 'standard_plan', period: 'monthly' });
    expect(jsonBody(create!).payment).toBeUndefined();
    expect(await screen.findByText('Your plan changes to Standard on Feb 1, 2030.')).toBeTruthy();
  });

  it('is not offered to a manager', async () => {
    const calls = mockApi({ ...session('manager') });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/billing/'))).toHaveLength(0);
  });
});
