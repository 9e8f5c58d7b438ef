import type { PlanWire, PromotionWire, ServiceWire } from '@salon/core';
import { sampleAccount, type RecordedCall } from '@/test/fetch-mock';

/* Shared by the promotion screens' tests: ids, a signed-in session with its plan and services, promotions. */

export const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
export const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';
export const CUT_ID = '0190a000-0000-7000-8000-0000000000f1';
export const COLOR_ID = '0190a000-0000-7000-8000-0000000000f2';
export const PROMOTION_ID = '0190a000-0000-7000-8000-0000000000a7';
export const B = '/api/v1/business';
export const P = `${B}/promotion`;

export const plan = (promotions = true): PlanWire => ({
  plan: promotions ? 'standard_plan' : 'basic_plan',
  status: 'active',
  current_period_end: '2031-01-01T00:00:00.000Z',
  features: {
    salons: 1,
    gallery_images_per_salon: 30,
    employees_per_salon: 10,
    promotions,
    cancellation_policy: false,
  },
});

const salonService = (overrides: Partial<ServiceWire>): ServiceWire => ({
  _id: CUT_ID,
  salon_id: SALON_ID,
  name: 'Corte',
  group: { _id: '0190a000-0000-7000-8000-0000000000b9', name: 'Cabello' },
  regular_price: 20,
  discount_price: null,
  duration: 60,
  description: '',
  remote: false,
  remote_charge: null,
  deposit_required: false,
  price_type: 'exact',
  status: 'active',
  buffer_before: 0,
  buffer_after: 0,
  processing_start: 0,
  processing_minutes: 0,
  promotion: null,
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
  ...overrides,
});

/** Corte at $20 and Color at $50 with a standing $45.50 discount price. */
export const SERVICES = [
  salonService({}),
  salonService({ _id: COLOR_ID, name: 'Color', regular_price: 50, discount_price: 45.5 }),
];

/** A signed-in owner (or another role) of one salon in Caracas, on a plan with or without promotions. */
export const session = (options: { role?: 'owner' | 'manager' | 'secretary'; promotions?: boolean } = {}) => {
  localStorage.setItem('accessToken', 'tok');
  const account = {
    ...sampleAccount,
    roles: [{ type: options.role ?? 'owner' }],
    company: [{ _id: COMPANY_ID, name: 'Bella C.A.' }],
  };
  return {
    [`GET ${B}/account/me`]: () => ({ body: { data: account } }),
    [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({
      body: {
        data: [
          {
            _id: SALON_ID,
            title: 'Centro',
            status_salon: 'active',
            open_store: 1,
            time_zone: 'America/Caracas',
          },
        ],
      },
    }),
    [`GET ${B}/plan`]: () => ({ body: { data: plan(options.promotions ?? true) } }),
    [`GET ${B}/service`]: () => ({ body: { data: SERVICES, meta: { total: 2, page: 1, limit: 100 } } }),
  };
};

export const promotion = (overrides: Partial<PromotionWire> = {}): PromotionWire => ({
  _id: PROMOTION_ID,
  salon_id: SALON_ID,
  title: 'Semana del color',
  start: '2030-01-07',
  end: '2030-01-13',
  mode: 'discount',
  services: [CUT_ID, COLOR_ID],
  discount: 20,
  is_dollars: false,
  discounted_price: 16,
  lines: [
    { service: { _id: CUT_ID, name: 'Corte', status: 'active' }, original_price: 20, price: 16 },
    { service: { _id: COLOR_ID, name: 'Color', status: 'active' }, original_price: 45.5, price: 36.4 },
  ],
  status: 'scheduled',
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
  ...overrides,
});

export const page = (data: PromotionWire[]) => ({
  body: { data, meta: { total: data.length, page: 1, limit: 20 } },
});
export const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
export const jsonOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
export const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === `/api/proxy${P}`);
