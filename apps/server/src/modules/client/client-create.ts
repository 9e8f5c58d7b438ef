import type { Language, MessageChannel, WhatsAppOptInSource } from '@salon/core';
import type { ClientRow } from '../../db/tables/client.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { TenantAuth } from '../../plugins/access.js';
import { recordClientEvent, recordEvent, type EventInput, salonRef } from '../event-log/index.js';
import { channelColumns, phoneDigitsOf } from './client.mapper.js';
import { clientRepository } from './client.repository.js';

/** Who a new client is: their name, how to reach them and, from the staff, the salon's note. */
export interface NewClientPerson {
  firstName: string;
  lastName: string;
  /** None: a client reached by phone alone. */
  email: string | null;
  phone: string;
  /** Copied with the person when the salon takes them from another salon's record; else from `phone`. */
  phoneDigits?: string;
  note?: string;
  /** The language of their mails; none: the salon owner's. */
  language?: Language | null;
  /** WhatsApp only when they agreed to it, said by `optInSource`; none: e-mail. */
  messageChannel?: MessageChannel;
  optInSource?: WhatsAppOptInSource;
}

/**
 * Who adds the client: a member of the staff (the log names their account), or the person themselves booking
 * online (the log names the new client).
 */
export type ClientCreator = { staff: Pick<TenantAuth, 'companyId' | 'accountId' | 'actorName'> } | 'self';

/** What an online booking says of a client's wishes: the page's language, and the WhatsApp box ticked. */
export interface BookingChoices {
  language: Language | null;
  whatsappOptIn: boolean;
  now: Date;
}

/**
 * A returning client's wishes, as they now book (their latest choice), written only when they changed: the
 * language they book in, and WhatsApp when they ticked it (not ticking it leaves an earlier choice alone). Not
 * a staff edit, so no log entry: the booking's own entry says the client booked.
 */
export async function applyBookingChoices(
  ex: Executor,
  client: ClientRow,
  { language, whatsappOptIn, now }: BookingChoices,
): Promise<ClientRow> {
  const patch = {
    ...(language && client.language !== language ? { language } : {}),
    ...(whatsappOptIn && client.messageChannel !== 'whatsapp'
      ? channelColumns('whatsapp', client, 'online_booking', now)
      : {}),
  };
  if (Object.keys(patch).length === 0) return client;
  return clientRepository.update(ex, client.id, client.companyId, patch);
}

/**
 * One client per phone in a salon (docs/decisions.md "Clients without e-mail"): 409 naming who has it, with
 * their id for the form's link. Under a lock per salon, so two front desks typing one number at once cannot
 * both pass; `except` is the client being edited.
 */
export async function assertPhoneFree(
  ex: Executor,
  salon: Pick<SalonRow, 'id' | 'companyId'>,
  phoneDigits: string,
  except?: string,
): Promise<void> {
  await clientRepository.lockSalonPhones(ex, salon.id);
  const holder = await clientRepository.findInSalon(ex, salon.id, { phoneDigits }, salon.companyId, except);
  if (!holder) return;
  const name = `${holder.firstName} ${holder.lastName}`;
  throw new AppError(
    'CLIENT_PHONE_TAKEN',
    [
      { field: 'phoneNumber', code: 'errors.CLIENT_PHONE_TAKEN', message: name },
      { field: 'existing_client_id', code: 'errors.CLIENT_PHONE_TAKEN', message: holder.id },
    ],
    `Already a client: ${name}`,
  );
}

/**
 * Adds a client to a salon and logs it, in the caller's transaction: the one way a client is created (the
 * client screen, taking a person found in another salon, the booking dialog's inline client, an online
 * booking). `details` adds to the log entry how the client came (`assigned`, `source`).
 */
export async function addClient(
  ex: Executor,
  salon: SalonRow,
  person: NewClientPerson,
  creator: ClientCreator,
  details: Record<string, unknown> = {},
): Promise<ClientRow> {
  const phoneDigits = person.phoneDigits ?? phoneDigitsOf(person.phone);
  // Staff never make a second client of one phone; an online booker is matched by the e-mail they proved,
  // and telling them who else has the number would tell a stranger a client's name.
  if (creator !== 'self') await assertPhoneFree(ex, salon, phoneDigits);
  const created = await clientRepository.insert(ex, {
    id: newId(),
    companyId: salon.companyId,
    salonId: salon.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    phoneDigits,
    note: person.note ?? '',
    language: person.language ?? null,
    ...channelColumns(person.messageChannel ?? 'email', null, person.optInSource ?? 'staff', new Date()),
  });
  const event: EventInput = {
    action: 'create',
    area: 'client',
    entityId: created.id,
    salon: salonRef(salon),
    details: { firstName: created.firstName, lastName: created.lastName, email: created.email, ...details },
  };
  if (creator === 'self') await recordClientEvent(ex, { companyId: salon.companyId, client: created }, event);
  else await recordEvent(ex, creator.staff, event);
  return created;
}
