import type { InjectOptions } from 'fastify';
import { createCompany } from '../../../test/fixtures.js';
import { API, getWithToken, signUpOwner } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';
import { adminAccountService } from '../admin-account.service.js';

export const ADMIN_PASSWORD = 'Admin#Pass2026';

/** A JSON request with an optional bearer token. */
export function sendJson(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  } satisfies InjectOptions);
}

/** Creates an administrator through the service the command uses, and signs in over HTTP. */
export async function adminSession(t: TestApp, email = 'root@platform.example') {
  const created = await adminAccountService.createOrReset({ db: t.db }, { email, password: ADMIN_PASSWORD });
  const res = await sendJson(t, 'POST', '/api/v1/admin/auth/login', undefined, {
    email,
    password: ADMIN_PASSWORD,
  });
  if (res.statusCode !== 200) throw new Error(`admin login ${res.statusCode} ${res.body}`);
  return { token: res.json().data.token as string, admin: created.admin };
}

/** A new owner with a company (on trial): what the payments and companies lists show. */
export async function ownerWithCompany(t: TestApp, email: string, name: string) {
  const owner = await signUpOwner(t, email);
  const company = await createCompany(t, owner.token, { name });
  return { ...owner, email, company };
}

/** The owner reports a Zelle payment of the standard plan's monthly quote; returns the pending payment. */
export async function reportPayment(t: TestApp, owner: { token: string }, reference: string) {
  const quote = await getWithToken(
    t.app,
    '/api/v1/business/billing/quote?plan=standard_plan&period=monthly',
    owner.token,
  );
  if (quote.statusCode !== 200) throw new Error(`quote ${quote.statusCode} ${quote.body}`);
  const total = quote.json().data.total as number;
  const res = await sendJson(t, 'POST', '/api/v1/business/billing/create', owner.token, {
    plan: 'standard_plan',
    period: 'monthly',
    payment: { method: 'zelle', payer: 'Ana Pérez', reference, amount: total, paid_on: today() },
  });
  if (res.statusCode !== 200) throw new Error(`billing create ${res.statusCode} ${res.body}`);
  const pending = res.json().data.pending_payment as { _id: string; amount: number } | null;
  if (!pending) throw new Error('no pending payment after reporting one');
  return { paymentId: pending._id, total };
}

const today = () => new Date().toISOString().slice(0, 10);
