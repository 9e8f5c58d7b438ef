import type { EventAction, EventArea } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import type { TenantAuth } from '../../plugins/access.js';
import { eventLogRepository } from './event-log.repository.js';

export interface EventInput {
  action: EventAction;
  area: EventArea;
  entityId?: string | null;
  salon?: { id: string; name: string } | null;
  details?: Record<string, unknown>;
}

/**
 * Records a change; services call it with the transaction of the change itself, so an entry exists
 * exactly when the change does.
 */
export function recordEvent(
  ex: Executor,
  auth: Pick<TenantAuth, 'companyId' | 'accountId' | 'actorName'>,
  event: EventInput,
) {
  return eventLogRepository.insert(ex, {
    id: newId(),
    companyId: auth.companyId,
    actorAccountId: auth.accountId,
    actorName: auth.actorName,
    action: event.action,
    area: event.area,
    entityId: event.entityId ?? null,
    salonId: event.salon?.id ?? null,
    salonName: event.salon?.name ?? null,
    details: event.details ?? {},
  });
}

/** Each field whose value differs, as `{ field: { from, to } }`, for an update's details. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value))
      changes[key] = { from: before[key], to: value };
  }
  return changes;
}
