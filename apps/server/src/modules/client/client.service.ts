import type {
  ClientWire,
  ClientWithFiguresWire,
  clientListQuerySchema,
  ClientLookup,
  createClientBodySchema,
  RecordStatus,
  updateClientBodySchema,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { cursorsOf, inListOrder, planPageRead } from '../../lib/page-plan.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { LimitedKey } from '../../lib/attempt-limiter.js';
import { cancelFutureAppointments } from '../cancellation/index.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { clientReach } from '../notification/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import {
  channelColumns,
  phoneDigitsOf,
  toClientPersonWire,
  toClientWire,
  toClientWithFiguresWire,
} from './client.mapper.js';
import { addClient, assertPhoneFree } from './client-create.js';
import { clientRepository, type PersonKey } from './client.repository.js';
import type { ClientRow } from '../../db/tables/client.table.js';

type CreateInput = z.output<typeof createClientBodySchema>;
type UpdateInput = z.output<typeof updateClientBodySchema>;
type ListQuery = z.output<typeof clientListQuerySchema>;

/**
 * The system-wide search tells names for exact e-mails and phones, so one login may run only so many
 * lookups (search and assign together) in the limiter's window; a front desk needs far fewer.
 */
export const CLIENT_LOOKUPS_PER_WINDOW = 60;
const lookupLimit = (accountId: string): LimitedKey => ({
  key: `client-lookup:account:${accountId}`,
  limit: CLIENT_LOOKUPS_PER_WINDOW,
});

const notFound = () => new AppError('CLIENT_NOT_FOUND');
const personKeyOf = (lookup: ClientLookup): PersonKey =>
  lookup.email ? { email: lookup.email } : { phoneDigits: phoneDigitsOf(lookup.phone ?? '') };

/** Where a new appointment's confirmation to the client goes, for the screens to say so. */
const confirmationReach = (ctx: AppContext, salon: SalonRow, client: ClientRow) =>
  clientReach(!!ctx.whatsapp, salon, client, 'confirmed');

/** The fields an event log entry shows, under their wire names. */
const loggedFields = (
  row: Pick<ClientRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'note' | 'language' | 'messageChannel'>,
) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phone,
  note: row.note,
  language: row.language,
  message_channel: row.messageChannel,
});

/**
 * A client of the caller's company in a live salon the caller may see. Another company's, another salon's
 * (for an employee) and a missing id all answer the same 404.
 */
export async function findInScope(
  ex: Executor,
  tenant: TenantAuth,
  id: string,
  lock = false,
): Promise<{ row: ClientRow; salon: SalonRow }> {
  const row = lock
    ? await clientRepository.findOwnForUpdate(ex, id, tenant.companyId)
    : await clientRepository.findOwn(ex, id, tenant.companyId);
  if (!row || !inSalonScope(tenant, row.salonId)) throw notFound();
  const salon = await liveSalons.find(ex, row.salonId, tenant.companyId);
  if (!salon) throw notFound();
  return { row, salon };
}

/** A second row for one e-mail in one salon is refused by the unique index; answer it as the rule it is. */
async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CLIENT_EXISTS');
    throw error;
  }
}

async function assertNotInSalon(
  ex: Executor,
  salon: { id: string; companyId: string },
  email: string | null,
): Promise<void> {
  if (email && (await clientRepository.findInSalon(ex, salon.id, { email }, salon.companyId))) {
    throw new AppError('CLIENT_EXISTS');
  }
}

export const clientService = {
  async create(ctx: AppContext, auth: AuthContext, input: CreateInput): Promise<ClientWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, input.salon_id, 'client.manage');
    await assertNotInSalon(ctx.db, salon, input.email);
    const row = await uniqueEmail(() =>
      ctx.db.transaction(async (tx) => {
        return addClient(
          tx,
          salon,
          {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phoneNumber,
            note: input.note,
            language: input.language,
            messageChannel: input.message_channel,
            optInSource: 'staff',
          },
          { staff: tenant },
        );
      }),
    );
    return toClientWire(row);
  },

  async list(ctx: AppContext, auth: AuthContext, query: ListQuery) {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'client.read');
    const { page, limit, cursor } = query;
    const filter = {
      companyId: tenant.companyId,
      salonId: salon.id,
      q: query.q,
      status: query.status === 'all' ? undefined : query.status,
    };
    // An exact count kept by triggers, and a page by cursor or from the nearer end.
    const total = await clientRepository.count(ctx.db, filter);
    const read = planPageRead({ page, limit, cursor, total });
    const listOrder = { sort: query.sort, order: query.order };
    const rows = inListOrder(read, await clientRepository.findPage(ctx.db, filter, listOrder, read));
    return {
      data: rows.map((row) => toClientWithFiguresWire(row, row, confirmationReach(ctx, salon, row))),
      meta: { total, page, limit },
      cursors: cursorsOf(rows, page, limit, (row) => ({ key: row.sortKey, id: row.id })),
    };
  },

  async get(ctx: AppContext, auth: AuthContext, id: string): Promise<ClientWithFiguresWire> {
    requirePermission(auth, 'client.read');
    const { row, salon } = await findInScope(ctx.db, requireCompany(auth), id);
    const figures = await clientRepository.figures(ctx.db, row.id, row.companyId);
    return toClientWithFiguresWire(row, figures, confirmationReach(ctx, salon, row));
  },

  /** Partial: only fields sent and different change; nothing different answers NO_CHANGES. */
  async update(ctx: AppContext, auth: AuthContext, id: string, input: UpdateInput): Promise<ClientWire> {
    requirePermission(auth, 'client.manage');
    const tenant = requireCompany(auth);
    const row = await uniqueEmail(() =>
      ctx.db.transaction(async (tx) => {
        const { row: before, salon } = await findInScope(tx, tenant, id, true);
        const wanted = {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          note: input.note,
          language: input.language,
          message_channel: input.message_channel,
        };
        const changes = changedFields(loggedFields(before), wanted);
        if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES');
        if (changes.email) await assertNotInSalon(tx, salon, input.email ?? null);
        if (changes.phoneNumber)
          await assertPhoneFree(tx, salon, phoneDigitsOf(input.phoneNumber!), before.id);
        const after = await clientRepository.update(tx, id, tenant.companyId, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          note: input.note,
          language: input.language,
          ...(changes.message_channel
            ? channelColumns(input.message_channel!, before, 'staff', new Date())
            : {}),
          ...(input.phoneNumber === undefined
            ? {}
            : { phone: input.phoneNumber, phoneDigits: phoneDigitsOf(input.phoneNumber) }),
        });
        await recordEvent(tx, tenant, {
          action: 'update',
          area: 'client',
          entityId: id,
          salon: salonRef(salon),
          details: changes,
        });
        return after;
      }),
    );
    return toClientWire(row);
  },

  /**
   * Active or inactive. Deactivating also cancels the client's future appointments
   * (docs/product.md "Other states"), in the same transaction; the web asks for confirmation first.
   */
  async setStatus(ctx: AppContext, auth: AuthContext, id: string, status: RecordStatus): Promise<ClientWire> {
    requirePermission(auth, 'client.manage');
    const tenant = requireCompany(auth);
    const row = await ctx.db.transaction(async (tx) => {
      const { row: before, salon } = await findInScope(tx, tenant, id, true);
      if (before.status === status) return before;
      const after = await clientRepository.update(tx, id, tenant.companyId, { status });
      if (status === 'inactive')
        await cancelFutureAppointments(tx, ctx, tenant, { clientId: id }, salonRef(salon));
      await recordEvent(tx, tenant, {
        action: 'status_change',
        area: 'client',
        entityId: id,
        salon: salonRef(salon),
        details: { status: { from: before.status, to: status } },
      });
      return after;
    });
    return toClientWire(row);
  },

  /**
   * Finds a person anywhere in the system by exact e-mail or phone, answering only who they are, plus this
   * salon's own client id when it already has them (then this salon's copy is what is shown).
   */
  async search(ctx: AppContext, auth: AuthContext, lookup: ClientLookup) {
    const { salon } = await salonForCaller(ctx.db, auth, lookup.salon_id, 'client.read');
    await ctx.limiter.take([lookupLimit(auth.accountId)]);
    const key = personKeyOf(lookup);
    const own = await clientRepository.findInSalon(ctx.db, salon.id, key, salon.companyId);
    if (own) return toClientPersonWire(own, own.id);
    const person = await clientRepository.findAnywhere(ctx.db, key);
    if (!person) throw notFound();
    return toClientPersonWire(person, null);
  },

  /**
   * Copies who the person is into a new client of this salon. The lookup runs again here: the caller names
   * an e-mail or phone, never another salon's row.
   */
  async assign(ctx: AppContext, auth: AuthContext, lookup: ClientLookup): Promise<ClientWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, lookup.salon_id, 'client.manage');
    await ctx.limiter.take([lookupLimit(auth.accountId)]);
    const key = personKeyOf(lookup);
    if (await clientRepository.findInSalon(ctx.db, salon.id, key, salon.companyId))
      throw new AppError('CLIENT_EXISTS');
    const person = await clientRepository.findAnywhere(ctx.db, key);
    if (!person) throw notFound();
    await assertNotInSalon(ctx.db, salon, person.email);
    const row = await uniqueEmail(() =>
      ctx.db.transaction(async (tx) => {
        return addClient(
          tx,
          salon,
          {
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            phone: person.phone,
            phoneDigits: person.phoneDigits,
            language: person.language,
          },
          { staff: tenant },
          { assigned: true },
        );
      }),
    );
    return toClientWire(row);
  },
};
