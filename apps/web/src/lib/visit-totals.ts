import { formatDuration, formatMoney, type VisitTotalsWire } from '@salon/core';

/**
 * A visit of several services in one line, the same on every list (docs/decisions.md "Visit totals"):
 * "Corte de dama + Tinte · $44,00 · 2 h 15 min". Each screen puts its own words around it; one shown to
 * someone who does not see money leaves the price out.
 */
export const visitTotalsLine = (
  totals: VisitTotalsWire,
  lang: string,
  { price = true }: { price?: boolean } = {},
): string =>
  [
    totals.services.join(' + '),
    ...(price ? [formatMoney(totals.price, lang)] : []),
    formatDuration(totals.duration),
  ].join(' · ');
