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
/** How an entry names its salon: the id, and the title at the time (kept if the salon is renamed later). */
export const salonRef = (salon: { id: string; title: string }) => ({ id: salon.id, name: salon.title });

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

/** `details.by` of an entry a client wrote on their own pages (no account): online booking, cancel, move. */
export const BY_CLIENT = 'client';

/** The client who made a change from the booking or visit page, as an entry's actor. */
export interface ClientActor {
  companyId: string;
  client: { id: string; firstName: string; lastName: string };
}

/**
 * Records a change a client made without an account: the actor is the client by name, and the details say so
 * (`by` and `client_id`), which is how the salon's log and the limits on clients' own changes find them.
 */
export function recordClientEvent(ex: Executor, actor: ClientActor, event: EventInput) {
  const { client } = actor;
  return eventLogRepository.insert(ex, {
    id: newId(),
    companyId: actor.companyId,
    actorAccountId: null,
    actorName: `${client.firstName} ${client.lastName}`.trim(),
    action: event.action,
    area: event.area,
    entityId: event.entityId ?? null,
    salonId: event.salon?.id ?? null,
    salonName: event.salon?.name ?? null,
    details: { ...event.details, by: BY_CLIENT, client_id: client.id },
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
