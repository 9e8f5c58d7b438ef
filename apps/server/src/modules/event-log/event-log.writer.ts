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

/** How an entry names its salon: the id, and the title at the time (kept if the salon is renamed later). */
export const salonRef = (salon: { id: string; title: string }) => ({ id: salon.id, name: salon.title });

/** Who made a change, as the log keeps it: an account (staff, owner) or none (a client, the platform). */
interface Actor {
  companyId: string;
  accountId: string | null;
  name: string;
}

/** The one insert behind every writer below: an entry exists exactly when the change does. */
function insertEntry(ex: Executor, actor: Actor, event: EventInput, details: Record<string, unknown>) {
  return eventLogRepository.insert(ex, {
    id: newId(),
    companyId: actor.companyId,
    actorAccountId: actor.accountId,
    actorName: actor.name,
    action: event.action,
    area: event.area,
    entityId: event.entityId ?? null,
    salonId: event.salon?.id ?? null,
    salonName: event.salon?.name ?? null,
    details,
  });
}

/**
 * Records a change made by a signed-in user; services call it with the transaction of the change itself, so
 * an entry exists exactly when the change does.
 */
export function recordEvent(
  ex: Executor,
  auth: Pick<TenantAuth, 'companyId' | 'accountId' | 'actorName'>,
  event: EventInput,
) {
  const actor = { companyId: auth.companyId, accountId: auth.accountId, name: auth.actorName };
  return insertEntry(ex, actor, event, event.details ?? {});
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
  const name = `${client.firstName} ${client.lastName}`.trim();
  return insertEntry(ex, { companyId: actor.companyId, accountId: null, name }, event, {
    ...event.details,
    by: BY_CLIENT,
    client_id: client.id,
  });
}

/** How the company's log names a platform administrator's act (a salon's verification): no account of theirs. */
const PLATFORM_ACTOR = 'Platform administrator';

/** Records, in a company's log, a change the platform made to it (not one of the company's users). */
export function recordPlatformEvent(ex: Executor, companyId: string, event: EventInput) {
  return insertEntry(ex, { companyId, accountId: null, name: PLATFORM_ACTOR }, event, event.details ?? {});
}

/**
 * Records a change the salon's own rules made with nobody acting (an unpaid deposit's hold running out): the
 * salon, by its title, is the actor.
 */
export function recordSalonRuleEvent(
  ex: Executor,
  salon: { id: string; companyId: string; title: string },
  event: EventInput,
) {
  const actor = { companyId: salon.companyId, accountId: null, name: salon.title };
  return insertEntry(ex, actor, { ...event, salon: salonRef(salon) }, event.details ?? {});
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
