import { fireEvent, screen } from '@testing-library/react';
import { roundDollars, type AppointmentWire } from '@salon/core';
import type { RecordedCall } from '@/test/fetch-mock';
import { COMPANY_ID, SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

/* Shared by the appointment screens' tests: ids, a signed-in session with its lookups, an appointment. */

export { COMPANY_ID, SALON_ID };
export const SERVICE_ID = '0190a000-0000-7000-8000-0000000000f1';
export const EMPLOYEE_ID = '0190a000-0000-7000-8000-0000000000b1';
export const APPOINTMENT_ID = '0190a000-0000-7000-8000-0000000000a9';
export const B = '/api/v1/business';
export const A = `${B}/appointment`;

/** The signed-in owner of one salon (`salon` overrides its fields, e.g. a freelancer profile) and its lookups. */
export const session = (salon: Record<string, unknown> = {}) => {
  return {
    ...signedIn({
      salons: [sessionSalon({ time_zone: 'America/Caracas', service_type: 'salon', ...salon })],
    }),
    [`GET ${B}/service`]: () => ({
      body: {
        data: [
          {
            _id: SERVICE_ID,
            name: 'Corte',
            duration: 60,
            regular_price: 20,
            discount_price: 15,
            status: 'active',
          },
        ],
        meta: { total: 1, page: 1, limit: 100 },
      },
    }),
    [`GET ${B}/employee`]: () => ({
      body: {
        data: [{ _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', active_in_calendar: true }],
        meta: { total: 1, page: 1, limit: 100 },
      },
    }),
    [`GET ${B}/client`]: () => ({ body: { data: [], meta: { total: 0, page: 1, limit: 20 } } }),
    // The booking price: the discount price, no promotion (tests override it to run one).
    [`GET ${B}/service/${SERVICE_ID}/price`]: () => ({ body: { data: servicePrice(15) } }),
    [`GET ${A}`]: () => ({ body: { data: [] } }),
  };
};

/** GET service/{id}/price's answer for one unit at `unit` dollars, times the count. */
export const servicePrice = (
  unit: number,
  count = 1,
  promotion: { _id: string; title: string } | null = null,
) => ({
  date: '2030-01-07',
  price: roundDollars(unit * count),
  unit_price: unit,
  base_price: 15,
  regular_price: 20,
  promotion,
});

export const appointment = (overrides: Partial<AppointmentWire> = {}): AppointmentWire => ({
  _id: APPOINTMENT_ID,
  salon_id: SALON_ID,
  date: '2030-01-07',
  // 14:00 UTC is 10:00 in Caracas (UTC-4).
  start: '2030-01-07T14:00:00.000Z',
  end: '2030-01-07T15:00:00.000Z',
  time_zone: 'America/Caracas',
  client: {
    _id: '0190a000-0000-7000-8000-0000000000d1',
    firstName: 'María',
    lastName: 'González',
    phoneNumber: '04125550101',
  },
  employee: { _id: EMPLOYEE_ID, name: 'Luis Mora' },
  service: { _id: SERVICE_ID, name: 'Corte', duration: 60 },
  price: 15,
  promotion: null,
  status: 'reserved',
  note: '',
  payment_method: null,
  client_phone: '',
  address: null,
  travel_fee: null,
  service_count: 1,
  visit_id: null,
  series_id: null,
  timing: null,
  source: 'staff',
  created_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-01T10:00:00.000Z',
  ...overrides,
});

export const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
export const pathOf = (call: RecordedCall) => call.url.replace(/^\/api\/proxy/, '').split('?')[0];

export const openNewDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'New appointment' }));
  return screen.findByRole('dialog', { name: 'New appointment' });
};
