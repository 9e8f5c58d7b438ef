import { localDateAt, type EmployeeRole } from '@salon/core';
import { eq } from 'drizzle-orm';
import { employees, employeeServices } from '../db/tables/employee.table.js';
import { schedules } from '../db/tables/salon.table.js';
import { employeeLogin } from './employee-fixtures.js';
import {
  addPerformer,
  createGroup,
  createService,
  get,
  ownerWithSalons,
  send,
  workWeek,
  type LoggedEvent,
} from './service-fixtures.js';
import type { TestApp } from './test-app.js';

export { get, send };
export const base = '/api/v1/business/appointment';
export const clientBase = '/api/v1/business/client';

/** Every day 09:00–18:00 with a break 13:00–14:00 (salon time, America/Caracas, UTC−4 all year). */
export const WEEK = workWeek(
  Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((day) => [day, ['09:00', '18:00', ['13:00', '14:00']] as const]),
  ) as Record<number, [string, string, [string, string]]>,
);

/** The date `days` from today on the test salons' clock (Caracas), as `YYYY-MM-DD`: in the evening there the UTC date is already tomorrow. */
export const dayFromToday = (days: number) =>
  new Date(Date.parse(`${localDateAt(new Date(), 'America/Caracas')}T12:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
/** A wall-clock time of that date in Caracas. */
export const at = (date: string, time: string) => `${date}T${time}:00-04:00`;
export const iso = (value: string) => new Date(value).toISOString();

export interface AppointmentBody {
  _id: string;
  salon_id: string;
  date: string;
  start: string;
  end: string;
  status: string;
  price: number;
  travel_fee: number | null;
  client: { _id: string; firstName: string };
  employee: { _id: string; name: string };
  service: { _id: string; name: string; duration: number };
  note: string;
  service_count: number;
}

// A salon keeps one client per phone: each client made here gets a number of their own in its salon, the
// first one +58 412-555 0101 whichever test file ran before in the same worker.
const clientsPerSalon = new Map<string, number>();

export async function createClient(t: TestApp, token: string, salonId: string, email: string) {
  const count = (clientsPerSalon.get(salonId) ?? 0) + 1;
  clientsPerSalon.set(salonId, count);
  const phoneNumber = `+58 412-555 ${String(100 + count).padStart(4, '0')}`;
  const res = await send(
    t,
    'POST',
    clientBase,
    { salon_id: salonId, firstName: 'María', lastName: 'González', email, phoneNumber },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`create client ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string };
}

/** The employee does that service too (a second service of a visit, say), as the employee screen would set. */
export const alsoDoes = (t: TestApp, employeeId: string, companyId: string, serviceId: string) =>
  t.db.insert(employeeServices).values({ employeeId, serviceId, companyId });

/** Gives an employee (a login's) the working week and the services, as the employee module would. */
export async function makePerformer(t: TestApp, employeeId: string, companyId: string, serviceIds: string[]) {
  await t.db.update(employees).set({ schedule: WEEK }).where(eq(employees.id, employeeId));
  await t.db
    .insert(employeeServices)
    .values(serviceIds.map((serviceId) => ({ employeeId, serviceId, companyId })));
}

/**
 * An owner with two salons; in the first a 45-minute service ($25, or $20 discounted) performed by one
 * employee working WEEK, and a client.
 */
export async function bookingWorld(t: TestApp, email: string) {
  const owner = await ownerWithSalons(t, email, 2);
  // The salons open 08:00–19:00 every day: wider than WEEK, so the employee's own hours decide.
  await t.db
    .update(schedules)
    .set({ days: workWeek(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, ['08:00', '19:00']]))) })
    .where(eq(schedules.companyId, owner.company._id));
  const group = await createGroup(t, owner.token, owner.salon._id, 'Cabello');
  const service = await createService(t, owner.token, owner.salon._id, group._id, {
    regular_price: 25,
    discount_price: 20,
    duration: 45,
  });
  const employeeId = await addPerformer(t, {
    companyId: owner.company._id,
    salonId: owner.salon._id,
    serviceIds: [service._id],
    firstName: 'Ana',
    schedule: WEEK,
  });
  const client = await createClient(
    t,
    owner.token,
    owner.salon._id,
    `${email.split('@')[0]}.client@example.com`,
  );
  const booking = (overrides: Record<string, unknown> = {}) => ({
    salon_id: owner.salon._id,
    client_id: client._id,
    service_id: service._id,
    employee_id: employeeId,
    start: at(dayFromToday(7), '10:00'),
    ...overrides,
  });
  return { ...owner, service, group, employeeId, client, booking };
}

/** A login of `role` in the salon who also performs the service and works WEEK. */
export async function performingLogin(
  t: TestApp,
  world: Awaited<ReturnType<typeof bookingWorld>>,
  role: EmployeeRole,
) {
  const login = await employeeLogin(t, { companyId: world.company._id, salonId: world.salon._id, role });
  await makePerformer(t, login.employeeId, world.company._id, [world.service._id]);
  return login;
}

export async function book(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await send(t, 'POST', base, body, token);
  if (res.statusCode !== 200) throw new Error(`book ${res.statusCode} ${res.body}`);
  return res.json().data as AppointmentBody;
}

export const appointmentEvents = async (t: TestApp, token: string) =>
  (await get(t, '/api/v1/business/event-log?area=appointment&limit=100', token)).json().data as LoggedEvent[];
