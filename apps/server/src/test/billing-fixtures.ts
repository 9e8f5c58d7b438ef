import type { BillingQuoteWire, InvoiceWire, SubscriptionWire } from '@salon/core';
import { newId } from '../lib/ids.js';
import { paymentDecisionService } from '../modules/billing/billing-payment.service.js';
import { get, send } from './service-fixtures.js';
import type { TestApp } from './test-app.js';

export const billingBase = '/api/v1/business/billing';

/** Today as the owner would type it in the payment form. */
export const today = () => new Date().toISOString().slice(0, 10);

export async function quote(t: TestApp, token: string, plan: string, period: string) {
  const res = await get(t, `${billingBase}/quote?plan=${plan}&period=${period}`, token);
  if (res.statusCode !== 200) throw new Error(`quote ${res.statusCode} ${res.body}`);
  return res.json().data as BillingQuoteWire;
}

export async function active(t: TestApp, token: string) {
  const res = await get(t, `${billingBase}/active`, token);
  if (res.statusCode !== 200) throw new Error(`active ${res.statusCode} ${res.body}`);
  return res.json().data as SubscriptionWire;
}

export async function invoices(t: TestApp, token: string) {
  const res = await get(t, `${billingBase}/invoices`, token);
  if (res.statusCode !== 200) throw new Error(`invoices ${res.statusCode} ${res.body}`);
  return res.json().data as InvoiceWire[];
}

let referenceCounter = 10_000_000;
/** A pago móvil report of `amount` dollars with a fresh reference, as the packages page sends it. */
export const pagoMovil = (amount: number, overrides: Record<string, unknown> = {}) => ({
  method: 'pago_movil',
  bank: 'Banesco',
  payer_phone: '+58 412 555 1234',
  payer_id: 'V-12.345.678',
  reference: String(referenceCounter++),
  amount,
  amount_ves: amount * 250,
  paid_on: today(),
  ...overrides,
});

export const createBilling = (t: TestApp, token: string, body: Record<string, unknown>) =>
  send(t, 'POST', `${billingBase}/create`, body, token);

/** Reports the quoted amount for `plan` and `period` by pago móvil; answers the pending payment's id. */
export async function reportPayment(t: TestApp, token: string, plan: string, period: string) {
  const { total } = await quote(t, token, plan, period);
  const res = await createBilling(t, token, { plan, period, payment: pagoMovil(total) });
  if (res.statusCode !== 200) throw new Error(`create ${res.statusCode} ${res.body}`);
  const subscription = res.json().data as SubscriptionWire;
  return subscription.pending_payment!._id;
}

/** What a platform administrator's confirmation does (the admin screen calls the same service). */
export const confirmPayment = (t: TestApp, paymentId: string) =>
  paymentDecisionService.confirm(t.app.ctx, newId(), paymentId);

export const rejectPayment = (t: TestApp, paymentId: string, reason: string) =>
  paymentDecisionService.reject(t.app.ctx, newId(), paymentId, reason);
