import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_NAMES, type ScheduleDay } from '@salon/core';
import { newId } from '../../../lib/ids.js';
import { serviceGroups, services } from '../../../db/tables/service.table.js';
import { createCompany, testImage } from '../../../test/fixtures.js';
import {
  API,
  getWithToken,
  multipart,
  sendMultipart,
  signUpOwner,
  type TestFile,
} from '../../../test/http.js';
import { createSalon } from '../../../test/salon-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

export const base = '/api/v1/business/employee';

export interface EmployeeBody {
  _id: string;
  salon_id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: string;
  avatar: string | null;
  services: { _id: string; name: string }[];
  schedule: ScheduleDay[];
  active_in_calendar: boolean;
  access_to_app: boolean;
  deactivated: boolean;
  status: 'active' | 'inactive';
}

/** Seven days; `open` maps a weekday index (0 = Monday) to its hours, the others are closed. */
export const week = (open: Record<number, [string, string]>): ScheduleDay[] =>
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

/** The test salons open Monday to Saturday, 09:00 to 19:00; Sunday closed. */
export const SALON_HOURS = week({
  0: ['09:00', '19:00'],
  1: ['09:00', '19:00'],
  2: ['09:00', '19:00'],
  3: ['09:00', '19:00'],
  4: ['09:00', '19:00'],
  5: ['09:00', '19:00'],
});
/** Monday to Friday, 10:00 to 18:00: inside the salon's hours. */
export const WORK_WEEK = week({
  0: ['10:00', '18:00'],
  1: ['10:00', '18:00'],
  2: ['10:00', '18:00'],
  3: ['10:00', '18:00'],
  4: ['10:00', '18:00'],
});

let counter = 0;
export const employeeFields = (overrides: Record<string, string> = {}) => ({
  firstName: 'Carla',
  lastName: 'Méndez',
  email: `carla.${++counter}@example.com`,
  phoneNumber: '+58 412-555 0102',
  role: 'secretary',
  schedule: JSON.stringify(WORK_WEEK),
  ...overrides,
});

export const avatarFile = async (): Promise<TestFile> => ({
  field: 'avatar',
  name: 'foto.png',
  bytes: await testImage('png'),
});

export async function postEmployee(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  files?: TestFile[],
) {
  return sendMultipart(t.app, 'POST', base, multipart(fields, files ?? [await avatarFile()]), token);
}

/** Creates an employee through the API (multipart with a photo) and returns it. */
export async function createEmployee(
  t: TestApp,
  token: string,
  salonId: string,
  overrides: Record<string, string> = {},
): Promise<EmployeeBody> {
  const res = await postEmployee(t, token, { salon_id: salonId, ...employeeFields(overrides) });
  if (res.statusCode !== 200) throw new Error(`create employee ${res.statusCode} ${res.body}`);
  return res.json().data as EmployeeBody;
}

/** A JSON call with a bearer token. */
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

/**
 * An owner with a company and a salon open Monday to Saturday. A second salon needs a plan that allows it:
 * `liftPlan` raises it (test files may touch the tables; fixtures may not import Drizzle).
 */
export async function ownerWithSalon(
  t: TestApp,
  email: string,
  liftPlan?: (companyId: string) => Promise<void>,
) {
  const owner = await signUpOwner(t, email, { language: 'en-ve' });
  const company = await createCompany(t, owner.token);
  if (liftPlan) await liftPlan(company._id);
  const days = JSON.stringify(SALON_HOURS);
  const salon = await createSalon(t, owner.token, { title: 'Salón Uno', days });
  const second = liftPlan ? await createSalon(t, owner.token, { title: 'Salón Dos', days }) : null;
  return { ...owner, company, salon, second };
}

/** A service written straight to the table (the service module's API is tested on its own). */
export async function insertService(t: TestApp, companyId: string, salonId: string, name: string) {
  const groupId = newId();
  await t.db.insert(serviceGroups).values({ id: groupId, companyId, salonId, name: `Grupo ${name}` });
  const id = newId();
  await t.db.insert(services).values({
    id,
    companyId,
    salonId,
    groupId,
    name,
    regularPriceCents: 1500,
    durationMinutes: 30,
    priceType: 'exact',
  });
  return { _id: id, name };
}

export interface LoggedEvent {
  action: string;
  affected_area: string;
  entity_id: string;
  salon: { _id: string; name: string } | null;
  details: Record<string, unknown>;
}

/** The employee area of the event log, newest first. */
export const employeeEvents = async (t: TestApp, token: string): Promise<LoggedEvent[]> =>
  (await get(t, '/api/v1/business/event-log?area=employee&limit=100', token)).json().data;

/** Stored files under `employees/` (relative keys). */
export function storedEmployeeFiles(t: TestApp): string[] {
  const root = join(t.app.ctx.storage.root, 'employees');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

/** Signs in through POST /auth/login; answers the raw response. */
export const login = (t: TestApp, email: string, password: string, accountType = 'employee') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, account_type: accountType }).toString(),
  });
