import { createCompany } from '../../../test/fixtures.js';
import { API, getWithToken, signUpOwner } from '../../../test/http.js';
import { createSalon } from '../../../test/salon-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

export const base = '/api/v1/business/client';

export interface ClientBody {
  _id: string;
  salon_id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: 'active' | 'inactive';
  note: string;
  language: 'es-ve' | 'en-ve' | null;
}

// A salon keeps one client per phone: each made-up client gets a number of their own unless a test names one.
// The count runs on across the test files of a worker (modules are shared there), so a test that needs a
// known number names it; the 424 area keeps these apart from the 412 numbers of the appointment fixtures'
// clients, which may share a salon with them.
let phoneCounter = 100;
const nextPhone = () => `+58 424-555 ${String(++phoneCounter).padStart(4, '0')}`;

export const clientFields = (overrides: Record<string, string> = {}) => ({
  firstName: 'María',
  lastName: 'González',
  email: 'maria.gonzalez@example.com',
  phoneNumber: nextPhone(),
  note: 'Prefiere la tarde',
  ...overrides,
});

/** A JSON call with a bearer token (the web client sends JSON). */
export const send = (
  t: TestApp,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: Record<string, unknown>,
  token?: string,
) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });

export const get = (t: TestApp, url: string, token?: string) => getWithToken(t.app, url, token);

/** Creates a client through the API and returns it. */
export async function createClient(
  t: TestApp,
  token: string,
  salonId: string,
  overrides: Record<string, string> = {},
): Promise<ClientBody> {
  const res = await send(t, 'POST', base, { salon_id: salonId, ...clientFields(overrides) }, token);
  if (res.statusCode !== 200) throw new Error(`create client ${res.statusCode} ${res.body}`);
  return res.json().data as ClientBody;
}

/**
 * An owner with a company and one salon; with `liftPlan` (which the test file writes, as only tests and
 * repositories touch Drizzle) the plan is raised so that a second salon fits.
 */
export async function ownerWithSalons(
  t: TestApp,
  email: string,
  liftPlan?: (companyId: string) => Promise<unknown>,
) {
  const owner = await signUpOwner(t, email, { language: 'en-ve' });
  const company = await createCompany(t, owner.token);
  if (liftPlan) await liftPlan(company._id);
  const first = await createSalon(t, owner.token, { title: 'Salón Uno' });
  const second = liftPlan ? await createSalon(t, owner.token, { title: 'Salón Dos' }) : null;
  return { token: owner.token, company, salon: first, second };
}

export interface LoggedEvent {
  action: string;
  affected_area: string;
  triggered_by: { _id: string | null; name: string };
  entity_id: string;
  salon: { _id: string; name: string } | null;
  details: Record<string, unknown>;
}

export const clientEvents = async (t: TestApp, token: string) =>
  (await get(t, '/api/v1/business/event-log?area=client&limit=100', token)).json().data as LoggedEvent[];
