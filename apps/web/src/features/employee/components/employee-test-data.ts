import { DAY_NAMES, type EmployeeWire, type SalonWire } from '@salon/core';
import { salonFixture } from '@/test/salon-fixture';
import { BUSINESS, COMPANY_ID, SALON_ID, signedIn, type SessionOptions } from '@/test/session-fixture';

export { COMPANY_ID, SALON_ID };
export const EMPLOYEE_ID = '0190a000-0000-7000-8000-0000000000d1';
export const SERVICE_ID = '0190a000-0000-7000-8000-0000000000b1';
export const B = BUSINESS;

/** Seven days; `open` maps a weekday index (0 = Monday) to its hours, the others off. */
export const week = (open: Record<number, [string, string]>) =>
  DAY_NAMES.map((day_name, id) => ({
    id,
    day_name,
    start_hour: open[id]?.[0] ?? '10:00',
    end_hour: open[id]?.[1] ?? '18:00',
    start_break_hour: null,
    end_break_hour: null,
    active: Boolean(open[id]),
    available: true,
  }));

/** Open Monday to Saturday 09:00–19:00, closed on Sunday. */
export const SALON_HOURS = week({
  0: ['09:00', '19:00'],
  1: ['09:00', '19:00'],
  2: ['09:00', '19:00'],
  3: ['09:00', '19:00'],
  4: ['09:00', '19:00'],
  5: ['09:00', '19:00'],
});

/** The session's salon, approved, with its opening hours (the employee form checks hours against them). */
export const salonWire = (): SalonWire =>
  salonFixture({
    status_process: 'approved',
    schedule: { _id: 'sch-1', title: '', description: '', salon_id: SALON_ID, days: SALON_HOURS },
  });

export const employeeWire = (overrides: Partial<EmployeeWire> = {}): EmployeeWire => ({
  _id: EMPLOYEE_ID,
  salon_id: SALON_ID,
  firstName: 'Carla',
  lastName: 'Méndez',
  email: 'carla@example.com',
  phoneNumber: '+58 412 555 0102',
  role: 'secretary',
  avatar: null,
  services: [],
  schedule: week({ 0: ['10:00', '18:00'], 1: ['10:00', '18:00'] }),
  active_in_calendar: true,
  access_to_app: false,
  deactivated: false,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/**
 * Signed in (the shared session fixture: the owner of Bella C.A. unless `options` say otherwise) with one
 * salon: the calls every dashboard screen makes.
 */
export const ownerRoutes = (options: SessionOptions = {}) => ({
  ...signedIn({ salons: [salonWire()], ...options }),
  [`GET ${B}/salon/one/${SALON_ID}`]: () => ({ body: { data: salonWire() } }),
});

/** A secretary of the same salon: sees employees, changes none. */
export const secretaryRoutes = () =>
  ownerRoutes({
    role: 'secretary',
    account: {
      account_type: 'employee',
      type: 'employee',
      salon: [{ _id: SALON_ID, title: 'Studio Bella' }],
    },
  });
