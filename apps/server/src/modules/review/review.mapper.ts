import { REVIEW_STARS, type ReviewSummary, type ReviewWire, toDollars } from '@salon/core';
import { localDateOf } from '../appointment/index.js';
import type { ReviewView } from './review.repository.js';
import type { ReviewRow } from '../../db/tables/review.table.js';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

export const toReviewWire = (view: ReviewView): ReviewWire => {
  const row = view.review;
  return {
    _id: row.id,
    salon_id: row.salonId,
    appointment_id: row.appointmentId,
    anonymous: row.anonymous,
    // Anonymity is the client's choice for everyone reading the review, the salon's staff included.
    client: row.anonymous ? null : { _id: view.client.id, name: nameOf(view.client) },
    date: localDateOf(row.appointmentStartsAt, view.timeZone),
    start: row.appointmentStartsAt.toISOString(),
    time_zone: view.timeZone,
    service: { _id: view.service.id, name: view.service.name },
    employee: { _id: view.employee.id, name: nameOf(view.employee) },
    total_price: toDollars(row.totalPriceCents),
    stars: row.stars,
    comment: row.comment,
    reply: row.reply,
    replied_at: isoOrNull(row.repliedAt),
    hidden: row.hidden,
    hidden_reason: row.hiddenReason,
    hidden_at: isoOrNull(row.hiddenAt),
    created_at: row.createdAt.toISOString(),
  };
};

/** Count, average (two decimals) and distribution from the number of reviews per star count. */
export function toReviewSummary(counts: ReadonlyMap<number, number>): ReviewSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const stars of REVIEW_STARS) distribution[stars] = counts.get(stars) ?? 0;
  const count = REVIEW_STARS.reduce((sum, stars) => sum + distribution[stars], 0);
  const total = REVIEW_STARS.reduce((sum, stars) => sum + stars * distribution[stars], 0);
  return { average: count ? Math.round((total / count) * 100) / 100 : null, count, distribution };
}

/** What an event log entry says about the review it changed, in wire terms. */
export const loggedReview = (row: ReviewRow, view: ReviewView) => ({
  stars: row.stars,
  service: view.service.name,
  date: localDateOf(row.appointmentStartsAt, view.timeZone),
});
