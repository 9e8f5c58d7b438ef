import type { ServiceGroupWire, ServiceWire } from '@salon/core';
import { sampleAccount, type RecordedCall } from '@/test/fetch-mock';

export const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
export const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';
export const SERVICE_ID = '0190a000-0000-7000-8000-0000000000d1';
export const HAIR_ID = '0190a000-0000-7000-8000-0000000000a1';
export const NAILS_ID = '0190a000-0000-7000-8000-0000000000a2';
export const B = '/api/v1/business';
export const S = `${B}/service`;
export const G = `${B}/service-group`;

export const group = (overrides: Partial<ServiceGroupWire> = {}): ServiceGroupWire => ({
  _id: HAIR_ID,
  salon_id: SALON_ID,
  name: 'Hair',
  services_count: 1,
  active_services_count: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const service = (overrides: Partial<ServiceWire> = {}): ServiceWire => ({
  _id: SERVICE_ID,
  salon_id: SALON_ID,
  name: 'Ladies cut',
  group: { _id: HAIR_ID, name: 'Hair' },
  regular_price: 25,
  discount_price: 19.99,
  duration: 45,
  description: 'Wash, cut and dry.',
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
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** A signed-in business owner (or an employee role) with one salon selected. */
export const session = (role: 'owner' | 'intermediate' = 'owner') => {
  localStorage.setItem('accessToken', 'tok');
  const account = {
    ...sampleAccount,
    roles: [{ type: role }],
    company: [{ _id: COMPANY_ID, name: 'Bella C.A.' }],
  };
  return {
    [`GET ${B}/account/me`]: () => ({ body: { data: account } }),
    [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({
      body: { data: [{ _id: SALON_ID, title: 'Centro', status_salon: 'active', open_store: 1 }] },
    }),
  };
};

export const page = (data: ServiceWire[]) => ({
  body: { data, meta: { total: data.length, page: 1, limit: 20 } },
});
export const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
export const jsonOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
export const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === `/api/proxy${S}`);
