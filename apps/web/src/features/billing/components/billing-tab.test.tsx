import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { BILLING, callsTo, invoice, session, subscription } from './billing-test-data';

const TAB = '/en-ve/dashboard/account?tab=billing';

const stubDownloads = () => {
  const createUrl = vi.fn(() => 'blob:invoice');
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = createUrl;
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
};

describe('billing tab', () => {
  it('shows the subscription, the pending payment, the scheduled change and the invoices', async () => {
    const current = subscription({
      scheduled_plan: 'basic_plan',
      scheduled_from: '2030-02-01T04:00:00.000Z',
      pending_payment: {
        _id: 'pay-1',
        method: 'pago_movil',
        status: 'pending',
        change: 'renewal',
        plan: 'standard_plan',
        period: 'monthly',
        amount: 31,
        lines: [],
        reference: '00123456',
        details: { bank: 'Banesco', payer_phone: '0414 123 4567', payer_id: 'V12345678', amount_ves: 1240.5 },
        reported_at: '2030-01-20T15:00:00.000Z',
        decided_at: null,
        rejection_reason: null,
        invoice_id: null,
        exchange_rate: null,
        expected_ves: null,
      },
    });
    const calls = mockApi({
      ...session('owner', current),
      [`GET ${BILLING}/invoices`]: () => ({
        body: { data: [invoice(), invoice({ _id: 'inv-7', number: 7, total: 15, plan: 'basic_plan' })] },
      }),
      [`GET ${BILLING}/invoices/${invoice()._id}.pdf`]: () => ({ body: 'pdf' }),
    });
    const names = stubDownloads();
    await renderApp(TAB);

    const tab = await screen.findByRole('tab', { name: 'Billing' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const summary = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(summary).getByText('Standard')).toBeTruthy();
    expect(within(summary).getByText('Active')).toBeTruthy();
    expect(within(summary).getByText('Monthly')).toBeTruthy();
    expect(within(summary).getByText('Next payment due')).toBeTruthy();
    expect(within(summary).getByText('Feb 1, 2030')).toBeTruthy();
    expect(within(summary).getByText('12 days')).toBeTruthy();
    expect(within(summary).getByText('2 ($3.00 each a month)')).toBeTruthy();
    expect(within(summary).getByText('Your plan changes to Basic on Feb 1, 2030.')).toBeTruthy();

    const pending = within(summary).getByRole('region', {
      name: 'Payment pending confirmation (up to 24 hours)',
    });
    for (const text of ['Pago móvil', '$31.00', '00123456', 'Banesco', '0414 123 4567', 'V12345678'])
      expect(within(pending).getByText(text)).toBeTruthy();
    expect(within(pending).getByText('Bs. 1,240.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change plan or pay' }).getAttribute('href')).toBe(
      '/en-ve/dashboard/subscription',
    );

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByRole('rowheader', { name: '000042' }).closest('tr')!;
    for (const text of ['Jan 1, 2030', 'Standard', 'Monthly', '$31.00', 'Pago móvil'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '000007' })).toBeTruthy();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Download invoice 000042' }));
    await waitFor(() => expect(names).toEqual(['invoice-000042.pdf']));
    const pdf = callsTo(calls, 'GET', `${BILLING}/invoices/${invoice()._id}.pdf`)[0]!;
    expect(pdf.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('cancels after confirmation, then offers to reactivate', async () => {
    const cancelled = subscription({ cancel_at_period_end: true });
    const calls = mockApi({
      ...session('owner'),
      [`GET ${BILLING}/invoices`]: () => ({ body: { data: [] } }),
      [`POST ${BILLING}/cancel`]: () => ({ body: { data: cancelled } }),
      [`POST ${BILLING}/reactivate`]: () => ({ body: { data: subscription() } }),
    });
    await renderApp(TAB);
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', `${BILLING}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(
      await screen.findByText(
        'Cancelled: your subscription stays active until Feb 1, 2030, then it expires.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Your subscription was reactivated.')).toBeTruthy();
    expect(callsTo(calls, 'POST', `${BILLING}/reactivate`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('is hidden from a manager, with no billing call', async () => {
    const calls = mockApi({ ...session('manager') });
    await renderApp(TAB);
    await screen.findByRole('tab', { name: 'General' });
    expect(screen.queryByRole('tab', { name: 'Billing' })).toBeNull();
    expect(calls.filter((call) => call.url.includes('/billing/'))).toHaveLength(0);
  });
});
