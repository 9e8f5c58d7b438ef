import type { ReviewSummary, ReviewWire } from '@salon/core';
import { sampleAccount, type RecordedCall } from '@/test/fetch-mock';

/* Shared by the Reviews screen's tests: ids, a signed-in session with its staff and services, reviews. */

export const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
export const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';
export const CUT_ID = '0190a000-0000-7000-8000-0000000000f1';
export const COLOR_ID = '0190a000-0000-7000-8000-0000000000f2';
export const ANA_ID = '0190a000-0000-7000-8000-0000000000d1';
export const LUIS_ID = '0190a000-0000-7000-8000-0000000000d2';
export const REVIEW_ID = '0190a000-0000-7000-8000-0000000000a1';
export const ANONYMOUS_ID = '0190a000-0000-7000-8000-0000000000a2';
export const B = '/api/v1/business';
export const R = `${B}/review`;

const employee = (id: string, firstName: string) => ({
  _id: id,
  salon_id: SALON_ID,
  firstName,
  lastName: 'Rivas',
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: '+58 412 555 0000',
  role: 'basic',
  avatar: null,
  services: [],
  schedule: [],
  active_in_calendar: true,
  access_to_app: false,
  deactivated: false,
  status: 'active',
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
});

const service = (id: string, name: string) => ({ _id: id, salon_id: SALON_ID, name, status: 'active' });

/** A signed-in owner (or another role) of one salon in Caracas with two employees and two services. */
export const session = (role: 'owner' | 'manager' | 'secretary' = 'owner') => {
  localStorage.setItem('accessToken', 'tok');
  const account = {
    ...sampleAccount,
    roles: [{ type: role }],
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
    [`GET ${B}/employee`]: () => ({
      body: {
        data: [employee(LUIS_ID, 'Luis'), employee(ANA_ID, 'Ana')],
        meta: { total: 2, page: 1, limit: 100 },
      },
    }),
    [`GET ${B}/service`]: () => ({
      body: {
        data: [service(COLOR_ID, 'Color'), service(CUT_ID, 'Corte')],
        meta: { total: 2, page: 1, limit: 100 },
      },
    }),
  };
};

/** María González's 4-star review of a haircut with Ana, Jan 7 2030 at 10:00 in Caracas ($23.50). */
export const review = (overrides: Partial<ReviewWire> = {}): ReviewWire => ({
  _id: REVIEW_ID,
  salon_id: SALON_ID,
  appointment_id: '0190a000-0000-7000-8000-0000000000b1',
  anonymous: false,
  client: { _id: '0190a000-0000-7000-8000-0000000000b2', name: 'María González' },
  date: '2030-01-07',
  start: '2030-01-07T14:00:00.000Z',
  time_zone: 'America/Caracas',
  service: { _id: CUT_ID, name: 'Corte' },
  employee: { _id: ANA_ID, name: 'Ana Rivas' },
  total_price: 23.5,
  stars: 4,
  comment: 'Muy bien atendida.',
  reply: null,
  replied_at: null,
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  created_at: '2030-01-08T12:00:00.000Z',
  ...overrides,
});

/** An anonymous 1-star review whose comment looks like markup, already answered by the salon. */
export const anonymousReview = () =>
  review({
    _id: ANONYMOUS_ID,
    anonymous: true,
    client: null,
    service: { _id: COLOR_ID, name: 'Color' },
    employee: { _id: LUIS_ID, name: 'Luis Rivas' },
    total_price: 45,
    stars: 1,
    comment: '<b>Pésimo</b> <img src=x onerror=alert(1)>',
    reply: 'Lamentamos la espera.',
    replied_at: '2030-01-09T12:00:00.000Z',
  });

export const summary = (overrides: Partial<ReviewSummary> = {}): ReviewSummary => ({
  average: 2.5,
  count: 2,
  distribution: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 },
  ...overrides,
});

export const page = (data: ReviewWire[], sum: ReviewSummary = summary()) => ({
  body: { data, meta: { total: data.length, page: 1, limit: 10 }, summary: sum },
});

export const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
export const jsonOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
export const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === `/api/proxy${R}`);
