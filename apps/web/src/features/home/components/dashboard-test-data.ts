import type { AppointmentWire, DashboardSummaryWire } from '@salon/core';
import { sampleAccount } from '@/test/fetch-mock';

/* Shared by the dashboard's tests: a signed-in session of any role and summaries shaped as the API sends them. */

export const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
export const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';
export const B = '/api/v1/business';
export const SUMMARY = `${B}/dashboard/summary`;

type Role = 'owner' | 'manager' | 'secretary' | 'intermediate' | 'basic';

const salon = { _id: SALON_ID, title: 'Centro', status_salon: 'active', time_zone: 'America/Caracas' };

/** A signed-in owner (business account) or employee login of one salon in Caracas; the profile is complete. */
export const session = (role: Role = 'owner', patch: Record<string, unknown> = {}) => {
  localStorage.setItem('accessToken', 'tok');
  const employee = role !== 'owner';
  const account = {
    ...sampleAccount,
    account_type: employee ? ('employee' as const) : ('business' as const),
    type: employee ? ('employee' as const) : ('business' as const),
    user: { ...sampleAccount.user, phone: '+58 412 555 0101', avatar: '/api/files/a.webp' },
    roles: [{ type: role }],
    company: [{ _id: COMPANY_ID, name: 'Bella C.A.' }],
    salon: employee ? [salon] : [],
    ...patch,
  };
  return {
    [`GET ${B}/account/me`]: () => ({ body: { data: account } }),
    [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({ body: { data: [salon] } }),
  };
};

export const appointment = (overrides: Partial<AppointmentWire> = {}): AppointmentWire => ({
  _id: '0190a000-0000-7000-8000-0000000000a9',
  salon_id: SALON_ID,
  date: '2030-01-08',
  start: '2030-01-08T14:00:00.000Z',
  end: '2030-01-08T15:00:00.000Z',
  time_zone: 'America/Caracas',
  client: { _id: 'c1', firstName: 'María', lastName: 'González', phoneNumber: '+58 412 555 0101' },
  employee: { _id: 'e1', name: 'Luis Mora' },
  service: { _id: 's1', name: 'Corte', duration: 60 },
  price: 20,
  promotion: null,
  status: 'reserved',
  note: '',
  payment_method: null,
  client_phone: '+58 412 555 0101',
  address: null,
  travel_fee: null,
  service_count: 1,
  visit_id: null,
  series_id: null,
  timing: null,
  source: 'staff',
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
  ...overrides,
});

/** What an owner gets: every part, money included, and no reviews yet. */
export const ownerSummary = (): DashboardSummaryWire => ({
  time_zone: 'America/Caracas',
  from: '2029-12-09',
  to: '2030-01-07',
  upcoming: [
    appointment(),
    // The first part of a visit of two services.
    appointment({
      _id: '0190a000-0000-7000-8000-0000000000b1',
      start: '2030-01-09T14:00:00.000Z',
      end: '2030-01-09T15:00:00.000Z',
      client: { _id: 'c2', firstName: 'Ana', lastName: 'Pérez', phoneNumber: '+58 412 555 0102' },
      visit_id: '0190a000-0000-7000-8000-0000000000b1',
      visit: {
        parts: 2,
        services: ['Corte', 'Tinte'],
        price: 44,
        duration: 135,
        start: '2030-01-09T14:00:00.000Z',
        end: '2030-01-09T16:15:00.000Z',
      },
    }),
  ],
  totals: { appointments: 42, income: 1234.5, clients: 17 },
  visits: { this_week: [3, 4, 0, 2, 5, 6, 1], previous_week: [2, 2, 1, 3, 4, 5, 0] },
  top_services: [
    { _id: 's1', name: 'Corte', count: 12, income: 240 },
    { _id: 's2', name: 'Tinte', count: 5, income: 227.5 },
  ],
  top_clients: {
    by_visits: [{ _id: 'c1', name: 'María González', visits: 4 }],
    by_spend: [{ _id: 'c2', name: 'Ana Ruiz', spend: 310 }],
  },
  reviews: { count: 0, average: null, latest: [] },
});

/** A secretary's: the salon's figures without money, and no reviews part. */
export const secretarySummary = (): DashboardSummaryWire => {
  const owner = ownerSummary();
  return {
    ...owner,
    totals: { ...owner.totals!, income: null },
    top_services: owner.top_services!.map((service) => ({ ...service, income: null })),
    top_clients: { ...owner.top_clients!, by_spend: null },
    reviews: null,
  };
};

/** A basic or intermediate employee's: only their own upcoming appointments. */
export const basicSummary = (): DashboardSummaryWire => ({
  ...ownerSummary(),
  totals: null,
  visits: null,
  top_services: null,
  top_clients: null,
  reviews: null,
});
