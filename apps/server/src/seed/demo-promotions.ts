import { addDays, isoDate, wallClockOf, type PromotionTerms, toCents } from '@salon/core';
import type { Executor } from '../lib/db.js';
import { newId } from '../lib/ids.js';
import { recordEvent, salonRef } from '../modules/event-log/index.js';
import {
  insertPromotion,
  loggedFields,
  type NewLine,
  replacePromotionLines,
  termsOf,
} from '../modules/promotion/index.js';
import { findServicePage } from '../modules/service/index.js';

type Actor = { companyId: string; accountId: string; actorName: string };

interface DemoPromotion {
  title: string;
  /** Days from the salon's today, first and last (inclusive). */
  days: [number, number];
  discountPercent?: number;
  /** Service name → promotional price in dollars (per-service mode), or the names a discount covers. */
  services: Record<string, number | null>;
}

/** One running percentage promotion and one scheduled per-service promotion (the README's demo). */
const PROMOTIONS: DemoPromotion[] = [
  {
    title: 'Semana de cabello: 20 % menos',
    days: [-2, 4],
    discountPercent: 20,
    services: { 'Corte de dama': null, 'Peinado de fiesta': null },
  },
  {
    title: 'Uñas de temporada',
    days: [10, 24],
    services: { 'Manicura en gel': 14, 'Pedicura spa': 17 },
  },
];

/**
 * Inserts the demo promotions of a salon whose services exist, each logged as created, and answers them as
 * the pricing reads them, so the demo appointments inside a promotion are booked at its price.
 */
export async function insertDemoPromotions(
  tx: Executor,
  actor: Actor,
  salon: { id: string; title: string; timeZone: string },
  now: Date,
): Promise<PromotionTerms[]> {
  const clock = wallClockOf(now, salon.timeZone);
  const today = { year: clock.year, month: clock.month, day: clock.day };
  const { rows } = await findServicePage(
    tx,
    { companyId: actor.companyId, salonId: salon.id, q: '', status: 'active' },
    { limit: 100, offset: 0 },
  );
  const byName = new Map(rows.map(({ service }) => [service.name, service]));
  const terms: PromotionTerms[] = [];
  for (const demo of PROMOTIONS) {
    const lines: NewLine[] = Object.entries(demo.services).map(([name, price]) => {
      const service = byName.get(name)!;
      return {
        serviceId: service.id,
        serviceName: service.name,
        originalPriceCents: price === null ? null : (service.discountPriceCents ?? service.regularPriceCents),
        priceCents: price === null ? null : toCents(price),
      };
    });
    const row = await insertPromotion(tx, {
      id: newId(),
      companyId: actor.companyId,
      salonId: salon.id,
      title: demo.title,
      startsOn: isoDate(addDays(today, demo.days[0])),
      endsOn: isoDate(addDays(today, demo.days[1])),
      mode: demo.discountPercent ? 'discount' : 'per_service',
      discount: demo.discountPercent ? demo.discountPercent * 100 : null,
      isDollars: false,
    });
    await replacePromotionLines(tx, row, lines);
    await recordEvent(tx, actor, {
      action: 'create',
      area: 'promotion',
      entityId: row.id,
      salon: salonRef(salon),
      details: loggedFields(row, lines),
    });
    terms.push(termsOf(row, lines));
  }
  return terms;
}
