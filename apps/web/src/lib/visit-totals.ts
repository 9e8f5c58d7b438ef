import { formatDuration, formatMoney, type VisitTotalsWire } from '@salon/core';

/**
 * A visit of several services in one line, the same on every list (docs/decisions.md "Visit totals"):
 * "Corte de dama + Tinte · $44,00 · 2 h 15 min". Each screen puts its own words around it.
 */
export const visitTotalsLine = (totals: VisitTotalsWire, lang: string): string =>
  [totals.services.join(' + '), formatMoney(totals.price, lang), formatDuration(totals.duration)].join(' · ');
