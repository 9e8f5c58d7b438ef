import { z } from 'zod';
import { listMetaSchema } from './company.js';
import { listCursorsSchema, pageCursorQuerySchema } from './page-cursor.js';

export const EVENT_ACTIONS = ['create', 'update', 'delete', 'cancel', 'status_change'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * The areas the Event log screen filters by (docs/product.md "Screens and routes"), plus company, schedule
 * and review changes.
 */
export const EVENT_AREAS = [
  'appointment',
  'service',
  'employee',
  'client',
  'salon',
  'gallery',
  'promotion',
  'company',
  'schedule',
  'review',
] as const;
export type EventArea = (typeof EVENT_AREAS)[number];

export const eventLogQuerySchema = z.object({
  area: z.enum(['all', ...EVENT_AREAS], 'validation.invalid').default('all'),
  salon_id: z.uuid('validation.id').optional(),
  page: z.coerce.number().int().min(1, 'validation.invalid').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'validation.invalid').default(20),
  cursor: pageCursorQuerySchema,
});

/** What changed: for an update, each field's value before and after; for a create or delete, a summary. */
const eventDetailsSchema = z.record(z.string(), z.unknown());

const eventLogEntryWireSchema = z.object({
  _id: z.string(),
  triggered_by: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.enum(EVENT_ACTIONS),
  affected_area: z.enum(EVENT_AREAS),
  entity_id: z.string().nullable(),
  salon: z.object({ _id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  details: eventDetailsSchema,
});
export type EventLogEntryWire = z.infer<typeof eventLogEntryWireSchema>;

export const eventLogListResponseSchema = z.object({
  data: z.array(eventLogEntryWireSchema),
  meta: listMetaSchema,
  cursors: listCursorsSchema,
});
