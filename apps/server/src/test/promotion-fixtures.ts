import type { Plan } from '@salon/core';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/tables/subscription.table.js';
import { dayFromToday } from './appointment-fixtures.js';
import { get, send, type LoggedEvent } from './service-fixtures.js';
import type { TestApp } from './test-app.js';

export const promotionBase = '/api/v1/business/promotion';

export interface PromotionBody {
  _id: string;
  salon_id: string;
  title: string;
  start: string;
  end: string;
  mode: 'discount' | 'per_service';
  services: string[] | { service: string; original_price: number; price: number }[];
  discount: number | null;
  is_dollars: boolean;
  discounted_price: number | null;
  lines: { service: { _id: string; name: string }; original_price: number; price: number }[];
  status: 'active' | 'scheduled' | 'ended';
}

/** A percentage promotion over `serviceIds` running from `from` to `to` days from today (UTC dates). */
export const byPercent = (
  salonId: string,
  serviceIds: string[],
  overrides: Record<string, unknown> = {},
) => ({
  salon_id: salonId,
  title: 'Semana del color',
  start: dayFromToday(-1),
  end: dayFromToday(10),
  mode: 'discount',
  services: serviceIds,
  discount: 20,
  is_dollars: false,
  ...overrides,
});

/** A per-service promotion: each `[serviceId, price]` pair is a line. */
export const perService = (
  salonId: string,
  lines: [string, number][],
  overrides: Record<string, unknown> = {},
) => ({
  salon_id: salonId,
  title: 'Manicure a $12',
  start: dayFromToday(20),
  end: dayFromToday(30),
  mode: 'per_service',
  services: lines.map(([service, price]) => ({ service, price })),
  ...overrides,
});

export async function createPromotion(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await send(t, 'POST', promotionBase, body, token);
  if (res.statusCode !== 200) throw new Error(`create promotion ${res.statusCode} ${res.body}`);
  return res.json().data as PromotionBody;
}

export const promotionEvents = async (t: TestApp, token: string) =>
  (await get(t, '/api/v1/business/event-log?area=promotion&limit=100', token)).json().data as LoggedEvent[];

export const listPromotions = async (t: TestApp, token: string, query: string) => {
  const res = await get(t, `${promotionBase}?${query}`, token);
  if (res.statusCode !== 200) throw new Error(`list promotions ${res.statusCode} ${res.body}`);
  return res.json() as { data: PromotionBody[]; meta: { total: number } };
};

/** Puts the company on a plan in force for a month (billing arrives with the subscription issue). */
export const setPlan = (t: TestApp, companyId: string, plan: Plan) =>
  t.db
    .update(subscriptions)
    .set({ plan, status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(subscriptions.companyId, companyId));
