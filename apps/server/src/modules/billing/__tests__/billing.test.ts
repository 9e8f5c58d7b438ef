import type { BillingPricesWire } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  active,
  billingBase,
  confirmPayment,
  createBilling,
  invoices,
  pagoMovil,
  quote,
  rejectPayment,
  reportPayment,
} from '../../../test/billing-fixtures.js';
import { employeeLogin, loginsByRole } from '../../../test/employee-fixtures.js';
import { createSalon, GHOST_ID } from '../../../test/salon-fixtures.js';
import { get, ownerWithSalons, send } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
const OWNER_EMAIL = 'billing.owner@example.com';

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, OWNER_EMAIL);
  // Two employees with app access: each period charges them.
  for (const role of ['basic', 'secretary'] as const) {
    await employeeLogin(t, { companyId: owner.company._id, salonId: owner.salon._id, role });
  }
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

describe('billing: plans, trial and quotes', () => {
  it('starts a new company on a 30-day trial of standard_plan, nothing pending', async () => {
    const subscription = await active(t, owner.token);
    expect(subscription).toMatchObject({
      plan: 'standard_plan',
      state: 'trialing',
      writable: true,
      cancel_at_period_end: false,
      subscribed_employees: 2,
      pending_payment: null,
      paypal: null,
    });
    expect(subscription.days_left).toBe(30);
    const length = Date.parse(subscription.period_end) - Date.parse(subscription.period_start);
    expect(Math.round(length / DAY_MS)).toBe(30);
  });

  it('lists the plans from the database with monthly and yearly (10 % off) prices; no PayPal unconfigured', async () => {
    const res = await get(t, `${billingBase}/prices`, owner.token);
    expect(res.statusCode).toBe(200);
    const prices = res.json().data as BillingPricesWire;
    expect(prices.plans.map((plan) => [plan._id, plan.monthly_price, plan.yearly_price])).toEqual([
      ['basic_plan', 15, 162],
      ['standard_plan', 25, 270],
      ['advanced_plan', 45, 486],
    ]);
    expect(prices.plans[0]!.features).toEqual({
      salons: 1,
      gallery_images_per_salon: 30,
      employees_per_salon: 10,
      promotions: false,
      cancellation_policy: false,
      additional_user: true,
    });
    expect(prices).toMatchObject({
      employee_access_monthly: 3,
      yearly_discount_percent: 10,
      employees_with_access: 2,
      paypal: false,
      methods: ['pago_movil', 'zelle', 'binance_pay', 'wire', 'cash'],
    });
  });

  it('quotes a period line by line: the plan, 3 USD per employee with access, the yearly discount', async () => {
    const trial = await active(t, owner.token);
    const monthly = await quote(t, owner.token, 'standard_plan', 'monthly');
    expect(monthly).toMatchObject({
      change: 'new_period',
      total: 31,
      exceeded: [],
      lines: [
        { kind: 'plan', quantity: 1, unit: 25, amount: 25 },
        { kind: 'employee_access', quantity: 2, unit: 3, amount: 6 },
      ],
    });
    // Paying during the trial buys the period that starts when the trial ends.
    expect(monthly.period_start).toBe(trial.period_end);
    const yearly = await quote(t, owner.token, 'standard_plan', 'yearly');
    expect(yearly.lines).toEqual([
      { kind: 'plan', quantity: 12, unit: 25, amount: 300 },
      { kind: 'employee_access', quantity: 2, unit: 36, amount: 72 },
      { kind: 'yearly_discount', quantity: 1, unit: -37.2, amount: -37.2 },
    ]);
    expect(yearly.total).toBe(334.8);
  });

  it('refuses an unknown plan or period with field errors', async () => {
    const res = await get(t, `${billingBase}/quote?plan=gold_plan&period=weekly`, owner.token);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().details as { field: string }[]).map((detail) => detail.field).sort();
    expect(fields).toEqual(['period', 'plan']);
    const create = await createBilling(t, owner.token, { plan: 'gold_plan', period: 'monthly' });
    expect(create.statusCode).toBe(400);
  });
});

describe('billing: only the owner, only their company', () => {
  it('answers 403 to every role but the owner, and 401 without a token', async () => {
    const staffed = await ownerWithSalons(t, 'billing.staffed@example.com');
    const logins = await loginsByRole(t, staffed.company._id, staffed.salon._id);
    const calls = [
      ['GET', `${billingBase}/prices`],
      ['GET', `${billingBase}/quote?plan=basic_plan&period=monthly`],
      ['GET', `${billingBase}/active`],
      ['GET', `${billingBase}/invoices`],
      ['POST', `${billingBase}/create`],
      ['POST', `${billingBase}/cancel`],
      ['POST', `${billingBase}/reactivate`],
    ] as const;
    for (const [role, login] of Object.entries(logins)) {
      for (const [method, url] of calls) {
        const body = { plan: 'standard_plan', period: 'monthly', payment: pagoMovil(31) };
        const res =
          method === 'GET' ? await get(t, url, login.token) : await send(t, method, url, body, login.token);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await get(t, `${billingBase}/active`)).statusCode).toBe(401);
    expect(await active(t, staffed.token)).toMatchObject({ pending_payment: null, subscribed_employees: 4 });
  });
});

describe('billing: reporting a manual payment', () => {
  it('refuses a payment without the method fields, of another amount, or missing, and writes nothing', async () => {
    const missingFields = await createBilling(t, owner.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: { method: 'pago_movil', amount: 31, paid_on: '2026-11-25' },
    });
    expect(missingFields.statusCode).toBe(400);
    const fields = (missingFields.json().details as { field: string }[]).map((detail) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining(['payment.bank', 'payment.payer_phone', 'payment.reference']),
    );

    const badPayerId = await createBilling(t, owner.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: pagoMovil(31, { payer_id: '12345678X' }),
    });
    expect(badPayerId.statusCode).toBe(400);
    expect(badPayerId.json().details[0].field).toBe('payment.payer_id');

    const mismatch = await createBilling(t, owner.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: pagoMovil(25),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(mismatch.json().details[0]).toMatchObject({ field: 'payment.amount', message: '31' });

    const none = await createBilling(t, owner.token, { plan: 'standard_plan', period: 'monthly' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('PAYMENT_REQUIRED');
    expect((await active(t, owner.token)).pending_payment).toBeNull();
  });

  it('keeps a report pending, refuses a second one, and a rejection mails the reason', async () => {
    const reported = await createBilling(t, owner.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: pagoMovil(31, { reference: '0102-55667788' }),
    });
    expect(reported.statusCode).toBe(200);
    const pending = reported.json().data.pending_payment;
    expect(pending).toMatchObject({
      method: 'pago_movil',
      status: 'pending',
      amount: 31,
      reference: '0102-55667788',
      details: { bank: 'Banesco', payer_id: 'V12345678', amount_ves: 7750 },
    });
    expect(reported.json().data.state).toBe('trialing');

    const second = await createBilling(t, owner.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: pagoMovil(31),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PAYMENT_PENDING');

    await rejectPayment(t, pending._id, 'No encontramos la referencia 0102-55667788 en Banesco');
    const mail = await t.mail.lastTo(OWNER_EMAIL);
    expect(mail.subject).toMatch(/payment/i);
    expect(mail.text).toContain('No encontramos la referencia 0102-55667788 en Banesco');
    expect((await active(t, owner.token)).pending_payment).toBeNull();
    expect(await invoices(t, owner.token)).toEqual([]);
  });

  it('confirmation activates the plan from the end of the trial and issues a numbered invoice as a PDF', async () => {
    const trial = await active(t, owner.token);
    // A rejected reference may be reported again (written differently: compared without hyphens or case).
    const reported = await createBilling(t, owner.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: pagoMovil(31, { reference: '010255667788' }),
    });
    expect(reported.statusCode).toBe(200);
    await confirmPayment(t, reported.json().data.pending_payment._id);

    const paid = await active(t, owner.token);
    expect(paid).toMatchObject({
      state: 'active',
      plan: 'standard_plan',
      period: 'monthly',
      pending_payment: null,
    });
    expect(paid.period_start).toBe(trial.period_end);
    const periodDays = (Date.parse(paid.period_end) - Date.parse(paid.period_start)) / DAY_MS;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31);
    expect((await t.mail.lastTo(OWNER_EMAIL)).text).toContain('000001');

    const [invoice, ...others] = await invoices(t, owner.token);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      number: 1,
      plan: 'standard_plan',
      period: 'monthly',
      total: 31,
      method: 'pago_movil',
      reference: '010255667788',
      language: 'en-ve',
      period_start: paid.period_start,
      period_end: paid.period_end,
    });
    expect(invoice!.company.rif).toMatch(/^J-/);
    expect(invoice!.lines.map((line) => line.kind)).toEqual(['plan', 'employee_access']);

    const pdf = await get(t, `${billingBase}/invoices/${invoice!._id}.pdf`, owner.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="invoice-000001.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a reference already reported by another company, and hides invoices across companies', async () => {
    const other = await ownerWithSalons(t, 'billing.other@example.com');
    const [invoice] = await invoices(t, owner.token);
    expect((await get(t, `${billingBase}/invoices/${invoice!._id}.pdf`, other.token)).statusCode).toBe(404);
    expect((await get(t, `${billingBase}/invoices/${GHOST_ID}.pdf`, owner.token)).statusCode).toBe(404);
    expect((await get(t, `${billingBase}/invoices/not-an-id.pdf`, owner.token)).statusCode).toBe(400);
    expect(await invoices(t, other.token)).toEqual([]);

    const { total } = await quote(t, other.token, 'standard_plan', 'monthly');
    const taken = await createBilling(t, other.token, {
      plan: 'standard_plan',
      period: 'monthly',
      payment: pagoMovil(total, { reference: '0102 5566 7788' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PAYMENT_REFERENCE_TAKEN' });
    expect(taken.json().details[0].field).toBe('payment.reference');
    expect((await active(t, other.token)).pending_payment).toBeNull();
  });
});

describe('billing: cancel, reactivate and changes of plan', () => {
  it('cancels to the end of the paid period and reactivates; a trial cannot be cancelled', async () => {
    const trialOwner = await ownerWithSalons(t, 'billing.trial@example.com');
    const onTrial = await send(t, 'POST', `${billingBase}/cancel`, undefined, trialOwner.token);
    expect(onTrial.statusCode).toBe(409);
    expect(onTrial.json().code).toBe('SUBSCRIPTION_NOT_ACTIVE');

    const cancelled = await send(t, 'POST', `${billingBase}/cancel`, undefined, owner.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ cancel_at_period_end: true, state: 'active' });
    expect((await send(t, 'POST', `${billingBase}/cancel`, undefined, owner.token)).json().code).toBe(
      'SUBSCRIPTION_ALREADY_CANCELLED',
    );
    const reactivated = await send(t, 'POST', `${billingBase}/reactivate`, undefined, owner.token);
    expect(reactivated.json().data.cancel_at_period_end).toBe(false);
    expect((await send(t, 'POST', `${billingBase}/reactivate`, undefined, owner.token)).json().code).toBe(
      'SUBSCRIPTION_NOT_CANCELLED',
    );
  });

  it('upgrades at once with the difference prorated, keeping the period', async () => {
    const before = await active(t, owner.token);
    const locked = await get(t, `${billingBase}/quote?plan=advanced_plan&period=yearly`, owner.token);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('BILLING_PERIOD_LOCKED');

    // The paid period starts when the trial ends, so all of it is still ahead: the whole difference.
    const upgrade = await quote(t, owner.token, 'advanced_plan', 'monthly');
    expect(upgrade).toMatchObject({
      change: 'upgrade',
      total: 20,
      lines: [{ kind: 'proration', quantity: 1, unit: 20, amount: 20 }],
      period_end: before.period_end,
    });
    await confirmPayment(t, await reportPayment(t, owner.token, 'advanced_plan', 'monthly'));
    const after = await active(t, owner.token);
    expect(after).toMatchObject({ plan: 'advanced_plan', period_end: before.period_end, state: 'active' });
    const [latest] = await invoices(t, owner.token);
    expect(latest).toMatchObject({
      number: 2,
      total: 20,
      plan: 'advanced_plan',
      period_end: before.period_end,
    });
    const plan = await get(t, '/api/v1/business/plan', owner.token);
    expect(plan.json().data.plan).toBe('advanced_plan');
  });

  it('refuses a downgrade while above the smaller plan’s limits, naming them', async () => {
    // Advanced allows three salons; basic one.
    await createSalon(t, owner.token, { title: 'Salón Tres' });
    const refused = await quote(t, owner.token, 'basic_plan', 'monthly');
    expect(refused).toMatchObject({ change: 'downgrade', exceeded: ['salons'] });
    const res = await createBilling(t, owner.token, { plan: 'basic_plan', period: 'monthly' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PLAN_LIMIT_EXCEEDED', details: [{ field: 'salons' }] });
    expect((await active(t, owner.token)).scheduled_plan).toBeNull();
  });

  it('schedules a downgrade for the next period, nothing to pay now', async () => {
    const small = await ownerWithSalons(t, 'billing.small@example.com');
    await confirmPayment(t, await reportPayment(t, small.token, 'standard_plan', 'monthly'));
    const before = await active(t, small.token);
    const res = await createBilling(t, small.token, { plan: 'basic_plan', period: 'monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      plan: 'standard_plan',
      scheduled_plan: 'basic_plan',
      scheduled_from: before.period_end,
      pending_payment: null,
    });
    expect(await invoices(t, small.token)).toHaveLength(1);
  });
});
