import type { AdminPaymentWire, AdminPlanWire, AdminWire } from '@salon/core';
import type { RecordedCall } from '@/test/fetch-mock';

/* Shared by the administrator screen's tests: answers shaped like the API's. */

export const ADMIN = '/api/v1/admin';
export const ADMIN_TOKEN = 'adm_test-token';

export const admin: AdminWire = {
  _id: '0190a000-0000-7000-8000-0000000000a1',
  email: 'root@example.com',
  name: 'Root',
  last_login_at: null,
};

export const payment = (overrides: Partial<AdminPaymentWire> = {}): AdminPaymentWire => ({
  _id: '0190a000-0000-7000-8000-0000000000b1',
  method: 'pago_movil',
  status: 'pending',
  change: 'new_period',
  plan: 'standard_plan',
  period: 'monthly',
  amount: 31,
  lines: [],
  reference: '0102-55667788',
  details: {
    bank: 'Banesco',
    payer_phone: '0414 123 4567',
    payer_id: 'V12345678',
    amount_ves: 1240.5,
    paid_on: '2030-01-20',
  },
  reported_at: '2030-01-20T15:00:00.000Z',
  decided_at: null,
  rejection_reason: null,
  invoice_id: null,
  exchange_rate: { date: '2030-01-18', rate: 40 },
  expected_ves: 1240,
  company: {
    _id: '0190a000-0000-7000-8000-0000000000c1',
    name: 'Bella C.A.',
    rif: 'J-12345678-9',
    owner_email: 'owner@bella.example',
  },
  decided_by: null,
  ...overrides,
});

export const plan = (overrides: Partial<AdminPlanWire> = {}): AdminPlanWire => ({
  _id: 'basic_plan',
  monthly_price: 15,
  salons: 1,
  gallery_images_per_salon: 30,
  employees_per_salon: 10,
  promotions: false,
  cancellation_policy: false,
  additional_user: false,
  updated_at: '2030-01-01T15:00:00.000Z',
  ...overrides,
});

export const list = <T>(data: T[]) => ({ body: { data, meta: { total: data.length, page: 1, limit: 10 } } });

export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === `/api/proxy${path}`);

export const jsonBody = (call: RecordedCall): unknown => JSON.parse(String(call.body));
