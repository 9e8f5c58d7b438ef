import {
  ADMIN_AUDIT_ACTIONS,
  BILLING_PERIODS,
  MANUAL_PAYMENT_METHODS,
  PAYEE_FIELDS,
  PAYMENT_STATUSES,
  PLANS,
  SUBSCRIPTION_PAYMENT_METHODS,
  SUBSCRIPTION_STATES,
} from '@salon/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ADMIN, ADMIN_TOKEN, admin, callsTo, jsonBody, list, plan } from './admin-test-data';

const me = { [`GET ${ADMIN}/me`]: () => ({ body: { data: admin } }) };

describe('administrator tabs', () => {
  beforeEach(() => localStorage.setItem('salon.adminToken', ADMIN_TOKEN));

  it('lists companies and searches them', async () => {
    const calls = mockApi({
      ...me,
      [`GET ${ADMIN}/companies`]: () =>
        list([
          {
            _id: 'c1',
            name: 'Bella C.A.',
            rif: 'J-12345678-9',
            owner_email: 'owner@bella.example',
            owner_name: 'Ana Pérez',
            status: 'active',
            plan: 'standard_plan',
            state: 'past_due',
            period: 'yearly',
            period_end: '2030-02-01T04:00:00.000Z',
            salons: 2,
            pending_payment: true,
            created_at: '2029-01-01T04:00:00.000Z',
          },
        ]),
    });
    await renderApp('/en-ve/admin?tab=companies');
    const table = await screen.findByRole('table', { name: 'Companies' });
    const row = (await within(table).findByRole('rowheader', { name: /Bella C\.A\./ })).closest('tr')!;
    for (const text of [
      'Ana Pérez',
      'owner@bella.example',
      'Standard',
      'Yearly',
      'Past due',
      'Feb 1, 2030',
      '2',
      'Yes',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search companies' }), 'bella');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', `${ADMIN}/companies`).some((c) => c.url.includes('q=bella'))).toBe(true),
    );
  });

  it('saves a plan and shows the server field errors', async () => {
    let attempt = 0;
    const calls = mockApi({
      ...me,
      [`GET ${ADMIN}/plans`]: () => ({
        body: { data: [plan(), plan({ _id: 'standard_plan', monthly_price: 25 })] },
      }),
      [`PUT ${ADMIN}/plans/basic_plan`]: (call) => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Bad input',
              details: [{ field: 'salons', code: 'validation.admin.limit', message: 'bad' }],
            },
          };
        return {
          body: {
            data: { ...plan(), ...(jsonBody(call) as object), updated_at: '2030-01-02T15:00:00.000Z' },
          },
        };
      },
    });
    await renderApp('/en-ve/admin?tab=plans');
    const user = userEvent.setup();
    const basic = await screen.findByRole('region', { name: 'Basic' });
    expect(screen.getByRole('region', { name: 'Standard' })).toBeTruthy();
    const price = within(basic).getByRole('textbox', { name: 'Monthly price (USD)' });
    await user.clear(price);
    await user.type(price, '17.5');
    await user.click(within(basic).getByRole('switch', { name: 'Promotions' }));
    await user.click(within(basic).getByRole('button', { name: 'Save plan Basic' }));
    expect(await within(basic).findByText('Enter a whole number from 1 to 1,000. Example: 10')).toBeTruthy();

    await user.click(within(basic).getByRole('button', { name: 'Save plan Basic' }));
    expect(await screen.findByText('Plan Basic saved.')).toBeTruthy();
    const sent = callsTo(calls, 'PUT', `${ADMIN}/plans/basic_plan`);
    expect(jsonBody(sent[1]!)).toEqual({
      monthly_price: 17.5,
      salons: 1,
      gallery_images_per_salon: 30,
      employees_per_salon: 10,
      promotions: true,
      cancellation_policy: false,
      additional_user: false,
    });

    await user.clear(price);
    await user.click(within(basic).getByRole('button', { name: 'Save plan Basic' }));
    expect(await within(basic).findByText(/Enter a price above 0/)).toBeTruthy();
    expect(callsTo(calls, 'PUT', `${ADMIN}/plans/basic_plan`)).toHaveLength(2);
  });

  it('approves a salon waiting for verification', async () => {
    const salon = {
      _id: 's1',
      title: 'Bella Centro',
      service_type: 'salon',
      status_process: 'requested',
      email: 'centro@bella.example',
      phone: '+58 414 1234567',
      address: 'Av. Principal',
      city: 'Caracas',
      created_at: '2030-01-10T15:00:00.000Z',
      updated_at: '2030-01-10T15:00:00.000Z',
      company: { _id: 'c1', name: 'Bella C.A.', rif: 'J-12345678-9', owner_email: 'owner@bella.example' },
    };
    const calls = mockApi({
      ...me,
      [`GET ${ADMIN}/salons`]: () => list([salon]),
      [`POST ${ADMIN}/salons/s1/approve`]: () => ({
        body: { data: { ...salon, status_process: 'approved' } },
      }),
    });
    await renderApp('/en-ve/admin?tab=salons');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Salons' });
    expect(callsTo(calls, 'GET', `${ADMIN}/salons`)[0]!.url).toContain('status_process=requested');
    await user.click(await within(table).findByRole('button', { name: 'Approve salon Bella Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bella Centro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Bella Centro approved.')).toBeTruthy();
    expect(callsTo(calls, 'POST', `${ADMIN}/salons/s1/approve`)).toHaveLength(1);
  });

  it('shows the audit log', async () => {
    mockApi({
      ...me,
      [`GET ${ADMIN}/audit`]: () =>
        list([
          {
            _id: 'a1',
            at: '2030-01-20T16:00:00.000Z',
            action: 'plan.update',
            target_type: 'plan',
            target_id: 'basic_plan',
            details: { changes: { monthlyPriceCents: { from: 1500, to: 1750 } } },
            admin: { _id: admin._id, email: admin.email, name: admin.name },
          },
          {
            _id: 'a2',
            at: '2030-01-20T15:00:00.000Z',
            action: 'admin.create',
            target_type: 'admin',
            target_id: null,
            details: {},
            admin: null,
          },
        ]),
    });
    await renderApp('/en-ve/admin?tab=audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(await within(table).findByText('Plan changed')).toBeTruthy();
    expect(within(table).getByText('monthlyPriceCents: 1500 → 1750')).toBeTruthy();
    expect(within(table).getByText('Command line')).toBeTruthy();
    expect(within(table).getByText('Administrator created')).toBeTruthy();
  });

  it('has the texts built at run time in both languages', () => {
    const keys = [
      ...ADMIN_AUDIT_ACTIONS.map((action) => `admin.audit.actions.${action}`),
      ...PAYMENT_STATUSES.map((status) => `admin.paymentStatuses.${status}`),
      ...MANUAL_PAYMENT_METHODS.flatMap((method) =>
        PAYEE_FIELDS[method].map((field) => `admin.payees.fields.${field}`),
      ),
      ...['date', 'rate', 'source', 'entered_by', 'entered_at'].map(
        (column) => `admin.exchangeRate.columns.${column}`,
      ),
      ...['exchange_rate', 'payees'].map((target) => `admin.audit.targets.${target}`),
      ...SUBSCRIPTION_STATES.map((state) => `billing.states.${state}`),
      ...PLANS.map((id) => `billing.plans.${id}`),
      ...BILLING_PERIODS.map((period) => `billing.periods.${period}`),
      ...SUBSCRIPTION_PAYMENT_METHODS.map((method) => `billing.methods.${method}`),
      ...['new_period', 'upgrade', 'downgrade', 'renewal'].map(
        (change) => `admin.payments.changes.${change}`,
      ),
      ...['payments', 'companies', 'plans', 'exchange_rate', 'payees', 'salons', 'audit'].flatMap((tab) => [
        `admin.shell.tabs.${tab}`,
        `admin.shell.headings.${tab}`,
      ]),
    ];
    for (const lng of ['es-ve', 'en-ve'])
      expect(keys.filter((key) => !i18n.exists(key, { lng, fallbackLng: [] }))).toEqual([]);
  });
});
