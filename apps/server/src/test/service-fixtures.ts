import { defaultScheduleDays, type ScheduleDay } from '@salon/core';
import { eq } from 'drizzle-orm';
import { newId } from '../lib/ids.js';
import { createCompany } from './fixtures.js';
import { API, getWithToken, signUpOwner } from './http.js';
import { createSalon } from './salon-fixtures.js';
import type { TestApp } from './test-app.js';
import { employeeDaysOff, employees, employeeServices } from '../db/tables/employee.table.js';
import { subscriptions } from '../db/tables/subscription.table.js';

export const serviceBase = '/api/v1/business/service';
export const groupBase = '/api/v1/business/service-group';

export interface GroupBody {
  _id: string;
  salon_id: string;
  name: string;
  services_count: number;
  active_services_count: number;
}
export interface ServiceBody {
  _id: string;
  salon_id: string;
  name: string;
  group: { _id: string; name: string };
  regular_price: number;
  discount_price: number | null;
  duration: number;
  remote: boolean;
  remote_charge: number | null;
  price_type: string;
  status: 'active' | 'inactive';
}
export interface LoggedEvent {
  action: string;
  affected_area: string;
  entity_id: string;
  salon: { _id: string; name: string } | null;
  details: Record<string, unknown>;
}

/** A JSON call with a bearer token, as the web client sends it. */
export const send = (
  t: TestApp,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: Record<string, unknown> | undefined,
  token?: string,
) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
export const get = (t: TestApp, url: string, token?: string) => getWithToken(t.app, url, token);

export const serviceFields = (groupId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Corte de dama',
  group: groupId,
  regular_price: 25,
  discount_price: null,
  duration: 45,
  description: 'Lavado, corte y secado.',
  remote: false,
  remote_charge: null,
  price_type: 'exact',
  status: 'active',
  ...overrides,
});

/** An owner with a company and one salon; `salons: 2` lifts the plan so a second salon fits. */
export async function ownerWithSalons(t: TestApp, email: string, salons: 1 | 2 = 1) {
  const owner = await signUpOwner(t, email, { language: 'en-ve' });
  const company = await createCompany(t, owner.token);
  if (salons === 2) {
    await t.db
      .update(subscriptions)
      .set({ plan: 'advanced_plan' })
      .where(eq(subscriptions.companyId, company._id));
  }
  const salon = await createSalon(t, owner.token, { title: 'Salón Uno' });
  const second = salons === 2 ? await createSalon(t, owner.token, { title: 'Salón Dos' }) : null;
  return { token: owner.token, company, salon, second };
}

export async function createGroup(t: TestApp, token: string, salonId: string, name: string) {
  const res = await send(t, 'POST', groupBase, { salon_id: salonId, name }, token);
  if (res.statusCode !== 200) throw new Error(`create group ${res.statusCode} ${res.body}`);
  return res.json().data as GroupBody;
}

export async function createService(
  t: TestApp,
  token: string,
  salonId: string,
  groupId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await send(
    t,
    'POST',
    serviceBase,
    { salon_id: salonId, ...serviceFields(groupId, overrides) },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`create service ${res.statusCode} ${res.body}`);
  return res.json().data as ServiceBody;
}

export const serviceEvents = async (t: TestApp, token: string) =>
  (await get(t, '/api/v1/business/event-log?area=service&limit=100', token)).json().data as LoggedEvent[];

/** A week Monday first where only the given days are worked, at the given hours. */
export function workWeek(days: Record<number, [string, string, [string, string]?]>): ScheduleDay[] {
  return defaultScheduleDays().map((day, index) => {
    const hours = days[index];
    if (!hours) return day;
    return {
      ...day,
      start_hour: hours[0],
      end_hour: hours[1],
      start_break_hour: hours[2]?.[0] ?? null,
      end_break_hour: hours[2]?.[1] ?? null,
      active: true,
    };
  });
}

let counter = 0;
/** An employee who performs `serviceIds`, written straight to the tables (the employee module owns the API). */
export async function addPerformer(
  t: TestApp,
  input: {
    companyId: string;
    salonId: string;
    serviceIds: string[];
    firstName: string;
    schedule: ScheduleDay[];
    avatarPath?: string;
    activeInCalendar?: boolean;
    deactivated?: boolean;
    daysOff?: string[];
  },
) {
  const id = newId();
  await t.db.insert(employees).values({
    id,
    companyId: input.companyId,
    salonId: input.salonId,
    firstName: input.firstName,
    lastName: 'Rivas',
    email: `performer${++counter}.${Date.now()}@example.com`,
    phone: '+58 412 555 0000',
    role: 'basic',
    schedule: input.schedule,
    avatarPath: input.avatarPath ?? null,
    activeInCalendar: input.activeInCalendar ?? true,
    deactivated: input.deactivated ?? false,
  });
  if (input.serviceIds.length) {
    await t.db
      .insert(employeeServices)
      .values(
        input.serviceIds.map((serviceId) => ({ employeeId: id, serviceId, companyId: input.companyId })),
      );
  }
  if (input.daysOff?.length) {
    await t.db
      .insert(employeeDaysOff)
      .values(input.daysOff.map((day) => ({ employeeId: id, companyId: input.companyId, day })));
  }
  return id;
}
