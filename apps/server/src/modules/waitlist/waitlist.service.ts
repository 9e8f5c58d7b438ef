import {
  isoDate,
  LANGUAGES,
  wallClockOf,
  type Language,
  type waitlistBodySchema,
  type WaitlistEntryWire,
  type waitlistQuerySchema,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { inSalonScope, requireCompany, requirePermission, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { ClientRow } from '../../db/tables/client.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { chosenServices, staffFor } from '../booking/index.js';
import { findClient } from '../client/index.js';
import { findSalonOwner } from '../salon/index.js';
import { wakeWaitlist } from './waitlist-match.js';
import { minutesOf, toEntryWire } from './waitlist.mapper.js';
import { waitlistOfferRepository as offerRepo } from './waitlist-offer.repository.js';
import { waitlistRepository as repo, type EntryView } from './waitlist.repository.js';

type WaitlistInput = z.output<typeof waitlistBodySchema>;
type WaitlistWindow = Omit<WaitlistInput, 'salon_id' | 'client_id'>;
type ListQuery = z.output<typeof waitlistQuerySchema>;

/** How far back "all" shows entries that stopped waiting. */
const ENDED_SHOWN_DAYS = 90;

const fieldError = (field: string, code: string) =>
  new AppError('VALIDATION_FAILED', [{ field, code, message: code }]);

/**
 * A salon (not a freelancer's), the service (active, this salon's) and the employee (bookable, performing it) a window names, and days not
 * all past on the salon's calendar: each refused as the field it came from.
 */
export async function checkWindow(ex: Executor, salon: SalonRow, window: WaitlistWindow, now: Date) {
  // A freelancer's visits happen at the client's address, which an entry does not hold (docs/decisions.md).
  if (salon.serviceType === 'freelancer') throw new AppError('WAITLIST_NOT_OFFERED');
  const services = await chosenServices(ex, salon, [window.service_id]).catch(() => {
    throw fieldError('service_id', 'validation.waitlist.service');
  });
  const staff = await staffFor(ex, salon, services, window.employee_id).catch(() => {
    throw fieldError('employee_id', 'validation.waitlist.employee');
  });
  if (window.to_date < isoDate(wallClockOf(now, salon.timeZone))) {
    throw fieldError('to_date', 'validation.waitlist.pastDays');
  }
  return {
    service: services[0]!,
    employee: window.employee_id ? staff[0]! : null,
  };
}

/** The entry's row from a checked window. */
export const entryValues = (
  salon: SalonRow,
  client: ClientRow,
  window: WaitlistWindow,
  extra: { source: 'online' | 'staff'; language: Language },
) => ({
  id: newId(),
  companyId: salon.companyId,
  salonId: salon.id,
  clientId: client.id,
  serviceId: window.service_id,
  employeeId: window.employee_id,
  fromDate: window.from_date,
  toDate: window.to_date,
  fromMinute: minutesOf(window.from_time),
  toMinute: minutesOf(window.to_time),
  note: window.note,
  ...extra,
});

/**
 * The wires of entries: their latest offers, their places among the waiting ones (`views` holds every
 * waiting entry of the salon in order, or `first` is the place of its first one).
 */
async function wiresOf(
  ex: Executor,
  companyId: string,
  views: EntryView[],
  first = 1,
): Promise<WaitlistEntryWire[]> {
  const offers = await offerRepo.latestOffers(
    ex,
    companyId,
    views.map((view) => view.entry.id),
  );
  const names = await repo.employeeNames(
    ex,
    companyId,
    [...offers.values()].map((offer) => offer.employeeId),
  );
  let position = first - 1;
  return views.map((view) => {
    const waiting = view.entry.status === 'waiting';
    if (waiting) position += 1;
    return toEntryWire(view, offers.get(view.entry.id), names, waiting ? position : null);
  });
}

async function wireOf(ex: Executor, companyId: string, id: string): Promise<WaitlistEntryWire> {
  const view = (await repo.findEntryView(ex, companyId, id))!;
  const first = view.entry.status === 'waiting' ? await repo.positionOf(ex, view.entry) : 1;
  return (await wiresOf(ex, companyId, [view], first))[0]!;
}

/**
 * The salon's waitlist as staff manage it: whoever manages the whole calendar (`appointment.all`)
 * sees, adds and removes entries; an employee login only in their own salon.
 */
export const waitlistService = {
  async list(ctx: AppContext, auth: AuthContext, query: ListQuery): Promise<WaitlistEntryWire[]> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'appointment.all');
    const since = new Date(Date.now() - ENDED_SHOWN_DAYS * 86_400_000);
    const views = await repo.listOfSalon(ctx.db, tenant.companyId, salon.id, {
      all: query.status === 'all',
      since,
    });
    return wiresOf(ctx.db, tenant.companyId, views);
  },

  /** Puts one of the salon's clients on its waitlist, last in the order; the salon's list is looked at now. */
  async add(ctx: AppContext, auth: AuthContext, input: WaitlistInput, now = new Date()) {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, input.salon_id, 'appointment.all');
    const client = await findClient(ctx.db, input.client_id, tenant.companyId);
    if (!client || client.salonId !== salon.id || client.status !== 'active') {
      throw fieldError('client_id', 'validation.waitlist.client');
    }
    await checkWindow(ctx.db, salon, input, now);
    // The client's offers speak their language; one with none is written to as the salon's owner reads.
    const language =
      client.language ?? (await findSalonOwner(ctx.db, salon.companyId))?.language ?? LANGUAGES[0];
    const id = await ctx.db.transaction(async (tx) => {
      const entry = await repo.insertEntry(
        tx,
        entryValues(salon, client, input, { source: 'staff', language }),
      );
      await wakeWaitlist(tx, salon);
      return entry.id;
    });
    return wireOf(ctx.db, tenant.companyId, id);
  },

  /** Takes an entry off the list; its open offer lapses and passes to the next. */
  async remove(ctx: AppContext, auth: AuthContext, id: string): Promise<WaitlistEntryWire> {
    requirePermission(auth, 'appointment.all');
    const tenant = requireCompany(auth);
    const view = await repo.findEntryView(ctx.db, tenant.companyId, id);
    if (!view || !inSalonScope(auth, view.entry.salonId)) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    await ctx.db.transaction(async (tx) => {
      const salon = { id: view.entry.salonId, companyId: view.entry.companyId };
      if (!(await repo.endEntry(tx, view.entry, 'removed'))) return;
      await offerRepo.lapseOffers(tx, salon, new Date());
      await wakeWaitlist(tx, salon);
    });
    return wireOf(ctx.db, tenant.companyId, id);
  },
};
