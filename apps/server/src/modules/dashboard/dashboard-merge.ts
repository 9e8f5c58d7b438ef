import type { DashboardSummaryWire } from '@salon/core';

type Nn<T> = NonNullable<T>;
/** One salon's salon-wide part of the dashboard, and its totals as a `by_salon` row. */
export type SalonFigures = Omit<
  DashboardSummaryWire,
  'upcoming' | 'totals' | 'visits' | 'top_services' | 'top_clients' | 'by_salon'
> & {
  totals: Nn<DashboardSummaryWire['totals']>;
  visits: Nn<DashboardSummaryWire['visits']>;
  top_services: Nn<DashboardSummaryWire['top_services']>;
  top_clients: Nn<DashboardSummaryWire['top_clients']>;
  by_salon: Nn<DashboardSummaryWire['by_salon']>;
};

/** As many latest reviews as one salon's part shows (review.service.ts), the newest of every salon. */
const LATEST_REVIEWS = 3;
const cents = (dollars: number) => Math.round(dollars * 100);
const sumDollars = (values: number[]) => values.reduce((sum, value) => sum + cents(value), 0) / 100;
const addWeeks = (weeks: number[][]) =>
  weeks[0]!.map((_, day) => weeks.reduce((sum, week) => sum + week[day]!, 0));

/**
 * Every salon's figures as one dashboard. Services and clients belong to one salon each, so the
 * company's top five are among the salons' top fives; reviews average over all of them, weighted by count
 * (from each salon's two-decimal average, so within a cent-of-a-star of the exact one).
 */
export function mergeFigures(
  salons: SalonFigures[],
  money: boolean,
  top: number,
): Omit<DashboardSummaryWire, 'upcoming'> {
  const first = salons[0];
  const totals = salons.map((salon) => salon.totals);
  const reviewed = salons.flatMap((salon) => (salon.reviews ? [salon.reviews] : []));
  const reviewCount = reviewed.reduce((sum, part) => sum + part.count, 0);
  const weighted = reviewed.reduce((sum, part) => sum + (part.average ?? 0) * part.count, 0);
  const zero = Array.from({ length: 7 }, () => 0);
  return {
    time_zone: first?.time_zone ?? 'America/Caracas',
    from: salons.map((salon) => salon.from).sort()[0] ?? '',
    to:
      salons
        .map((salon) => salon.to)
        .sort()
        .at(-1) ?? '',
    totals: {
      appointments: totals.reduce((sum, each) => sum + each.appointments, 0),
      income: money ? sumDollars(totals.map((each) => each.income ?? 0)) : null,
      clients: totals.reduce((sum, each) => sum + each.clients, 0),
    },
    visits: {
      this_week: addWeeks([zero, ...salons.map((salon) => salon.visits.this_week)]),
      previous_week: addWeeks([zero, ...salons.map((salon) => salon.visits.previous_week)]),
    },
    top_services: salons
      .flatMap((salon) => salon.top_services)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, top),
    top_clients: {
      by_visits: salons
        .flatMap((salon) => salon.top_clients.by_visits)
        .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name))
        .slice(0, top),
      by_spend: money
        ? salons
            .flatMap((salon) => salon.top_clients.by_spend ?? [])
            .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name))
            .slice(0, top)
        : null,
    },
    reviews:
      first?.reviews === null
        ? null
        : {
            count: reviewCount,
            average: reviewCount === 0 ? null : Math.round((weighted / reviewCount) * 100) / 100,
            latest: reviewed
              .flatMap((part) => part.latest)
              .sort((a, b) => b.created_at.localeCompare(a.created_at))
              .slice(0, LATEST_REVIEWS),
          },
    by_salon: salons.flatMap((salon) => salon.by_salon),
  };
}
