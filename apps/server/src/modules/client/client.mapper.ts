import {
  toDollars,
  type ClientReach,
  type ClientWire,
  type ClientWithFiguresWire,
  type MessageChannel,
  type WhatsAppOptInSource,
} from '@salon/core';
import type { ClientRow } from '../../db/tables/client.table.js';
import type { ClientFigures } from './client.repository.js';

/**
 * The columns a client's channel sets: choosing WhatsApp records when and how they agreed (kept from the first
 * time); going back to e-mail keeps that record.
 */
export function channelColumns(
  channel: MessageChannel,
  client: Pick<ClientRow, 'whatsappOptInAt' | 'whatsappOptInSource'> | null,
  source: WhatsAppOptInSource,
  now: Date,
): Pick<ClientRow, 'messageChannel'> & Partial<Pick<ClientRow, 'whatsappOptInAt' | 'whatsappOptInSource'>> {
  if (channel === 'email' || client?.whatsappOptInAt) return { messageChannel: channel };
  return { messageChannel: channel, whatsappOptInAt: now, whatsappOptInSource: source };
}

export const toClientWire = (row: ClientRow): ClientWire => ({
  _id: row.id,
  salon_id: row.salonId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phone,
  status: row.status,
  note: row.note,
  language: row.language,
  message_channel: row.messageChannel,
  whatsapp_opt_in:
    row.whatsappOptInAt && row.whatsappOptInSource
      ? { at: row.whatsappOptInAt.toISOString(), source: row.whatsappOptInSource }
      : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The client with their figures (docs/decisions.md "Client figures"): the list's rows and the profile. */
export const toClientWithFiguresWire = (
  row: ClientRow,
  figures: ClientFigures,
  reachedBy: ClientReach,
): ClientWithFiguresWire => ({
  ...toClientWire(row),
  reached_by: reachedBy,
  last_visit: figures.lastVisitAt?.toISOString() ?? null,
  visits: figures.visits,
  total_spent: toDollars(figures.spentCents),
  no_shows: figures.noShows,
  late_cancellations: figures.lateCancels,
});

/** Only who the person is: another salon's note, status, ids and visits never leave it. */
export const toClientPersonWire = (row: ClientRow, ownClientId: string | null) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phone,
  client_id: ownClientId,
});

/** The digits of an E.164 phone (+584125550101 → 584125550101), which the phone search matches. */
export const phoneDigitsOf = (phone: string): string => phone.replace(/\D/g, '');
