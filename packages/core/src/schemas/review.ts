import { z } from 'zod';
import { listMetaSchema } from './company.js';
import { formBoolean } from './json-field.js';
import { pagingSchema } from './service.js';

/**
 * Reviews (docs/product.md "Entities and their fields" and "Screens and routes";
 * docs/product.md "Clients' own pages: booking and visits": one review per done appointment, within
 * 30 days, optionally anonymous). Messages are locale keys under `validation.review`.
 */
export const REVIEW_RULES = {
  /** Days after the appointment's end during which its client may review it. */
  windowDays: 30,
  maxComment: 1000,
  /** Reply and hiding reason. */
  maxReply: 1000,
  maxReason: 300,
  minStars: 1,
  maxStars: 5,
} as const;

export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

const KEY = 'validation.review';

const text = (requiredKey: string, maxKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, maxKey);

const starsSchema = z.coerce
  .number({ error: `${KEY}.stars` })
  .int(`${KEY}.stars`)
  .min(REVIEW_RULES.minStars, `${KEY}.stars`)
  .max(REVIEW_RULES.maxStars, `${KEY}.stars`);

/** What a client sends from the visit page: 1 to 5 stars, a comment, and whether to stay anonymous. */
export const reviewBodySchema = z.object({
  stars: starsSchema,
  comment: text(`${KEY}.commentRequired`, `${KEY}.commentMax`, REVIEW_RULES.maxComment),
  anonymous: formBoolean().default(false),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;
export type ReviewBodyInput = z.input<typeof reviewBodySchema>;

/** `GET /review`: a salon's reviews, newest first, with optional filters. */
export const reviewListQuerySchema = pagingSchema.extend({
  salon_id: z.uuid('validation.salonRequired'),
  stars: z.preprocess((value) => (value === '' ? undefined : value), starsSchema.optional()),
  employee_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid('validation.id').optional(),
  ),
  service_id: z.preprocess((value) => (value === '' ? undefined : value), z.uuid('validation.id').optional()),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** `POST /review/{id}/reply`: the salon's public answer, given once. */
export const reviewReplyBodySchema = z.object({
  reply: text(`${KEY}.replyRequired`, `${KEY}.replyMax`, REVIEW_RULES.maxReply),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

/** The Hide dialog's form: the reason, required. */
export const reviewHideFormSchema = z.object({
  reason: text(`${KEY}.reasonRequired`, `${KEY}.reasonMax`, REVIEW_RULES.maxReason),
});

/** `PATCH /review/{id}/visibility`: hiding needs a reason; showing again clears it. */
export const reviewVisibilityBodySchema = z
  .object({
    hidden: formBoolean(),
    reason: z.preprocess(
      (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : value),
      z.string().max(REVIEW_RULES.maxReason, `${KEY}.reasonMax`).nullish(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.hidden && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `${KEY}.reasonRequired` });
    }
  })
  .transform((value) => ({ hidden: value.hidden, reason: value.hidden ? value.reason! : null }));
export type ReviewVisibilityBody = z.input<typeof reviewVisibilityBodySchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

const reviewWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  appointment_id: z.string(),
  anonymous: z.boolean(),
  /** Null when the client chose to publish anonymously (the screen shows "Anonymous"). */
  client: ref.nullable(),
  /** The appointment's local date (salon zone) and its start instant, as copied at review time. */
  date: z.string(),
  start: z.string(),
  time_zone: z.string(),
  service: ref,
  employee: ref,
  /** Booked price plus travel fee, in dollars. */
  total_price: z.number(),
  stars: z.number(),
  /** Plain text, never HTML. */
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewWire = z.infer<typeof reviewWireSchema>;

/** Count, average (null without reviews) and how many reviews gave each number of stars. */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListResponseSchema = z.object({
  data: z.array(reviewWireSchema),
  meta: listMetaSchema,
  summary: reviewSummarySchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
export const reviewResponseSchema = z.object({ data: reviewWireSchema });

/** Whether a review may still be written for an appointment that ended at `end`, at `now`. */
export const reviewWindowOpen = (end: Date, now: Date): boolean =>
  now.getTime() <= end.getTime() + REVIEW_RULES.windowDays * 86_400_000;
