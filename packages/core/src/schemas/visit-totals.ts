import { z } from 'zod';
import { toDollars } from '../money.js';
import type { VisitTotals } from '../visit-totals.js';

/**
 * A visit of several services as its lists and dialog show it (docs/decisions.md "Visit totals"): how many
 * parts, their services, the total price in dollars, and the minutes from its first start to its last end.
 */
export const visitTotalsWireSchema = z.object({
  parts: z.number(),
  services: z.array(z.string()),
  price: z.number(),
  duration: z.number(),
  start: z.string(),
  end: z.string(),
});
export type VisitTotalsWire = z.infer<typeof visitTotalsWireSchema>;

export const toVisitTotalsWire = (totals: VisitTotals): VisitTotalsWire => ({
  parts: totals.parts,
  services: totals.services,
  price: toDollars(totals.priceCents),
  duration: totals.minutes,
  start: totals.start.toISOString(),
  end: totals.end.toISOString(),
});
