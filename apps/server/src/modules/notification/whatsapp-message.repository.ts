import type { WhatsAppStatus } from '@salon/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import { whatsappMessages, type WhatsAppMessageRow } from '../../db/tables/whatsapp-message.table.js';

type NewMessage = Pick<
  WhatsAppMessageRow,
  'companyId' | 'appointmentId' | 'jobId' | 'mail' | 'template' | 'language' | 'toPhone'
>;

/**
 * How far each status is along the way; the webhook may deliver them late, twice or out of order, and a status
 * only ever moves forward. `failed` ends a message that was not yet delivered.
 */
const STATUS_RANK: Record<WhatsAppStatus, number> = {
  sending: 0,
  accepted: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
};
const statusesBelow = (status: WhatsAppStatus) =>
  (Object.keys(STATUS_RANK) as WhatsAppStatus[]).filter((other) => STATUS_RANK[other] < STATUS_RANK[status]);

/** One message, by its id and company. */
type MessageKey = { id: string; companyId: string };
const own = (message: MessageKey) =>
  and(eq(whatsappMessages.id, message.id), eq(whatsappMessages.companyId, message.companyId));

export const whatsappMessageRepository = {
  /**
   * The message of a notification job, written as `sending` before WhatsApp is called; null when the job
   * already has one (it ran before: the message is not sent twice).
   */
  async start(ex: Executor, message: NewMessage): Promise<WhatsAppMessageRow | null> {
    const [row] = await ex
      .insert(whatsappMessages)
      .values({ id: newId(), ...message, status: 'sending' })
      .onConflictDoNothing({ target: [whatsappMessages.jobId, whatsappMessages.companyId] })
      .returning();
    return row ?? null;
  },

  async findByJob(ex: Executor, jobId: string, companyId: string): Promise<WhatsAppMessageRow | undefined> {
    const [row] = await ex
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.jobId, jobId), eq(whatsappMessages.companyId, companyId)))
      .limit(1);
    return row;
  },

  async findByProviderId(ex: Executor, providerMessageId: string): Promise<WhatsAppMessageRow | undefined> {
    const [row] = await ex
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.providerMessageId, providerMessageId))
      .limit(1);
    return row;
  },

  async accepted(ex: Executor, message: MessageKey, providerMessageId: string): Promise<void> {
    await ex
      .update(whatsappMessages)
      .set({ status: 'accepted', providerMessageId, updatedAt: new Date() })
      .where(and(own(message), eq(whatsappMessages.status, 'sending')));
  },

  async failed(ex: Executor, message: MessageKey, error: string): Promise<void> {
    await ex
      .update(whatsappMessages)
      .set({ status: 'failed', error, updatedAt: new Date() })
      .where(own(message));
  },

  /** A try WhatsApp refused for now (rate limit): the row goes, so the job's next try sends afresh. */
  async forget(ex: Executor, message: MessageKey): Promise<void> {
    await ex.delete(whatsappMessages).where(own(message));
  },

  /**
   * A webhook status, applied only when it moves the message forward (a repeated or late event changes
   * nothing); answers the row when it did.
   */
  async advance(
    ex: Executor,
    providerMessageId: string,
    status: Exclude<WhatsAppStatus, 'sending' | 'accepted'>,
    error: string | null,
  ): Promise<WhatsAppMessageRow | null> {
    // A failure after delivery does not happen; one reported late must not undo a read.
    const from = status === 'failed' ? statusesBelow('delivered') : statusesBelow(status);
    const [row] = await ex
      .update(whatsappMessages)
      .set({
        status,
        error: status === 'failed' ? error : sql`${whatsappMessages.error}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(whatsappMessages.providerMessageId, providerMessageId),
          inArray(whatsappMessages.status, from),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Marks the e-mail sent in a failed message's place; true for the one caller that marked it. */
  async claimFallback(ex: Executor, message: MessageKey): Promise<boolean> {
    const rows = await ex
      .update(whatsappMessages)
      .set({ fellBackAt: new Date(), updatedAt: new Date() })
      .where(and(own(message), isNull(whatsappMessages.fellBackAt)))
      .returning({ id: whatsappMessages.id });
    return rows.length === 1;
  },

  /** The appointment's messages, oldest first, for its notifications. */
  async listByAppointment(
    ex: Executor,
    appointmentId: string,
    companyId: string,
  ): Promise<WhatsAppMessageRow[]> {
    return ex
      .select()
      .from(whatsappMessages)
      .where(
        and(eq(whatsappMessages.appointmentId, appointmentId), eq(whatsappMessages.companyId, companyId)),
      )
      .orderBy(asc(whatsappMessages.createdAt));
  },
};
