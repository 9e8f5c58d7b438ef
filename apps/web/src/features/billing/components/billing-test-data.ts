import type { BillingPricesWire, BillingQuoteWire, InvoiceWire, SubscriptionWire } from '@salon/core';
import { sampleAccount, type RecordedCall } from '@/test/fetch-mock';

/* Shared by the billing tests: a signed-in owner (or another role) and answers shaped like the API's. */

const B = '/api/v1/business';
export const BILLING = `${B}/billing`;
const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';

export const subscription = (overrides: Partial<SubscriptionWire> = {}): SubscriptionWire => ({
  _id: '0190a000-0000-7000-8000-0000000000f1',
  plan: 'standard_plan',
  state: 'active',
  period: 'monthly',
  period_start: '2030-01-01T04:00:00.000Z',
  period_end: '2030-02-01T04:00:00.000Z',
  grace_ends_at: null,
  days_left: 12,
  writable: true,
  cancel_at_period_end: false,
  scheduled_plan: null,
  scheduled_from: null,
  subscribed_employees: 2,
  pending_payment: null,
  paypal: null,
  ...overrides,
});

export const invoice = (overrides: Partial<InvoiceWire> = {}): InvoiceWire => ({
  _id: '0190a000-0000-7000-8000-0000000000d1',
  number: 42,
  issued_at: '2030-01-01T15:00:00.000Z',
  company: { name: 'Bella C.A.', rif: 'J-12345678-9' },
  plan: 'standard_plan',
  period: 'monthly',
  period_start: '2030-01-01T04:00:00.000Z',
  period_end: '2030-02-01T04:00:00.000Z',
  lines: [{ kind: 'plan', quantity: 1, unit: 25, amount: 25 }],
  total: 31,
  method: 'pago_movil',
  reference: '123456',
  language: 'en-ve',
  ...overrides,
});

export const prices = (overrides: Partial<BillingPricesWire> = {}): BillingPricesWire => {
  const features = (salons: number, images: number, flags: boolean) => ({
    salons,
    gallery_images_per_salon: images,
    employees_per_salon: 10,
    promotions: flags,
    cancellation_policy: flags,
    additional_user: salons > 1,
  });
  return {
    plans: [
      { _id: 'basic_plan', monthly_price: 15, yearly_price: 162, features: features(1, 30, false) },
      { _id: 'standard_plan', monthly_price: 25, yearly_price: 270, features: features(1, 30, true) },
      { _id: 'advanced_plan', monthly_price: 45, yearly_price: 486, features: features(3, 50, true) },
    ],
    employee_access_monthly: 3,
    yearly_discount_percent: 10,
    employees_with_access: 2,
    methods: ['pago_movil', 'zelle', 'binance_pay', 'wire', 'cash'],
    paypal: false,
    payees: { pago_movil: null, zelle: null, binance_pay: null, wire: null, cash: null },
    ...overrides,
  };
};

export const quote = (overrides: Partial<BillingQuoteWire> = {}): BillingQuoteWire => ({
  change: 'new_period',
  plan: 'standard_plan',
  period: 'monthly',
  lines: [
    { kind: 'plan', quantity: 1, unit: 25, amount: 25 },
    { kind: 'employee_access', quantity: 2, unit: 3, amount: 6 },
  ],
  total: 31,
  period_start: '2030-02-01T04:00:00.000Z',
  period_end: '2030-03-01T04:00:00.000Z',
  applies_from: '2030-02-01T04:00:00.000Z',
  exceeded: [],
  exchange_rate: null,
  total_ves: null,
  ...overrides,
});

/** The start-up calls of an owner (or another role) of one salon in Caracas, with its subscription. */
export const session = (
  role: 'owner' | 'manager' | 'secretary' = 'owner',
  current: SubscriptionWire | null = subscription(),
) => {
  localStorage.setItem('accessToken', 'tok');
  const account = {
    ...sampleAccount,
    account_type: role === 'owner' ? ('business' as const) : ('employee' as const),
    type: role === 'owner' ? ('business' as const) : ('employee' as const),
    roles: [{ type: role }],
    company: [{ _id: COMPANY_ID, name: 'Bella C.A.' }],
    salon: role === 'owner' ? [] : [{ _id: SALON_ID, title: 'Centro', company: COMPANY_ID }],
  };
  const forbidden = {
    status: 403,
    body: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  };
  return {
    [`GET ${B}/account/me`]: () => ({ body: { data: account } }),
    [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({
      body: { data: [{ _id: SALON_ID, title: 'Centro', status_salon: 'active', open_store: 1 }] },
    }),
    [`GET ${BILLING}/active`]: () => (role === 'owner' && current ? { body: { data: current } } : forbidden),
  };
};

export const jsonBody = (call: RecordedCall): Record<string, unknown> =>
  JSON.parse(String(call.body)) as Record<string, unknown>;

export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === `/api/proxy${path}`);
