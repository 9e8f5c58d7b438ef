import { isoDate, WAITLIST, wallClockOf, type FreeSlot } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { newAccessToken, sha256 } from '../../lib/crypto.js';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../db/tables/waitlist.table.js';
import { freeTimes } from '../appointment/index.js';
import { bookingBounds, chosenServices, closedReason, staffFor, visitShape } from '../booking/index.js';
import { findSalonById } from '../salon/index.js';
import { planOfferMessages } from './waitlist-mail.js';
import { waitlistOfferRepository as offers } from './waitlist-offer.repository.js';
import { waitlistRepository as repo } from './waitlist.repository.js';

/** Entries looked at in one run: a salon with more waiting clients serves them over the following runs. */
const ENTRIES_PER_RUN = 200;

/** An offer's holding time on the salon's clock: never past the start it offers. */
const expiryOf = (salon: SalonRow, start: Date, now: Date) =>
  new Date(Math.min(now.getTime() + salon.waitlistOfferMinutes * 60_000, start.getTime()));

const overlaps = (offer: Pick<WaitlistOfferRow, 'startsAt' | 'endsAt'>, start: Date, end: Date) =>
  offer.startsAt < end && offer.endsAt > start;

/**
 * Whether a free slot suits the entry: within its times of day (start at or after `fromMinute`, end by
 * `toMinute`, on the salon's clock), not a start the entry already let go, and with an employee whose
 * time is not yet offered to WAITLIST.offersAtOnce clients. The employee, or null.
 */
function employeeFor(
  salon: SalonRow,
  entry: WaitlistEntryRow,
  slot: FreeSlot,
  refused: Set<number> | undefined,
  open: readonly WaitlistOfferRow[],
): string | null {
  if (refused?.has(slot.start.getTime())) return null;
  if (entry.fromMinute !== null && entry.toMinute !== null) {
    const start = wallClockOf(slot.start, salon.timeZone).minutes;
    const end = start + (slot.end.getTime() - slot.start.getTime()) / 60_000;
    if (start < entry.fromMinute || end > entry.toMinute) return null;
  }
  return (
    slot.employeeIds.find(
      (employeeId) =>
        open.filter((offer) => offer.employeeId === employeeId && overlaps(offer, slot.start, slot.end))
          .length < WAITLIST.offersAtOnce,
    ) ?? null
  );
}

/** The entry's first suitable free time, or null: its days within the salon's booking window and notice. */
async function firstSuitable(
  ex: Executor,
  salon: SalonRow,
  entry: WaitlistEntryRow,
  context: { refused: Set<number> | undefined; open: readonly WaitlistOfferRow[]; now: Date },
): Promise<{ slot: FreeSlot; employeeId: string } | null> {
  const { earliest, latest } = bookingBounds(salon, context.now);
  const first = isoDate(wallClockOf(earliest, salon.timeZone));
  const last = isoDate(wallClockOf(latest, salon.timeZone));
  const from = entry.fromDate > first ? entry.fromDate : first;
  const to = entry.toDate < last ? entry.toDate : last;
  if (from > to) return null;
  let services;
  let staff;
  try {
    services = await chosenServices(ex, salon, [entry.serviceId]);
    staff = await staffFor(ex, salon, services, entry.employeeId);
  } catch {
    // The service was retired or the employee no longer takes it: nothing to offer until staff change it.
    return null;
  }
  const slots = await freeTimes(ex, {
    companyId: salon.companyId,
    salon,
    staff,
    ...visitShape(services),
    from,
    to,
    now: earliest,
  });
  for (const slot of slots) {
    if (slot.start > latest) break;
    const employeeId = employeeFor(salon, entry, slot, context.refused, context.open);
    if (employeeId) return { slot, employeeId };
  }
  return null;
}

/**
 * One look at a salon's waitlist (the `waitlist.match` job): entries past their last day stop waiting,
 * offers past their time lapse, and each waiting entry without an open offer, in the list's order, is offered
 * its first suitable free time. Runs in one transaction under the salon's advisory lock, so two workers never
 * offer one time twice over. Then plans the next look: when the first open offer lapses, or after
 * WAITLIST.sweepMinutes while anyone waits (new hours or days off open times no cancellation announces).
 */
export async function matchWaitlist(
  ctx: AppContext,
  salonRef: { id: string; companyId: string },
  now = new Date(),
): Promise<number> {
  const salon = await findSalonById(ctx.db, salonRef.id, salonRef.companyId);
  if (!salon || salon.deletedAt) return 0;
  return ctx.db.transaction(async (tx) => {
    await repo.lockSalon(tx, salon.id);
    await repo.expireEntries(tx, salon, isoDate(wallClockOf(now, salon.timeZone)));
    await offers.lapseOffers(tx, salon, now);
    const open = await offers.openOffersOfSalon(tx, salon);
    let made = 0;
    if ((await closedReason(tx, salon, now)) === null) {
      const entries = await repo.waitingOfSalon(tx, salon, ENTRIES_PER_RUN);
      const offered = new Set(open.map((offer) => offer.entryId));
      const refused = await offers.refusedStarts(
        tx,
        salon.companyId,
        entries.map((entry) => entry.id),
      );
      for (const entry of entries) {
        if (offered.has(entry.id)) continue;
        const found = await firstSuitable(tx, salon, entry, { refused: refused.get(entry.id), open, now });
        if (!found) continue;
        const offer = await makeOffer(tx, ctx, salon, entry, found, now);
        if (offer) {
          open.push(offer);
          made += 1;
        }
      }
    }
    await planNextLook(tx, salon, open, now);
    return made;
  });
}

async function makeOffer(
  tx: Executor,
  ctx: AppContext,
  salon: SalonRow,
  entry: WaitlistEntryRow,
  found: { slot: FreeSlot; employeeId: string },
  now: Date,
): Promise<WaitlistOfferRow | undefined> {
  const token = newAccessToken();
  const offer = await offers.insertOffer(tx, {
    id: newId(),
    companyId: salon.companyId,
    salonId: salon.id,
    entryId: entry.id,
    employeeId: found.employeeId,
    startsAt: found.slot.start,
    endsAt: found.slot.end,
    tokenHash: sha256(token),
    expiresAt: expiryOf(salon, found.slot.start, now),
  });
  if (offer) await planOfferMessages(tx, ctx, { salon, entry, offer, token });
  return offer;
}

async function planNextLook(tx: Executor, salon: SalonRow, open: readonly WaitlistOfferRow[], now: Date) {
  const lapses = open.map((offer) => offer.expiresAt.getTime());
  const sweep = (await repo.anyWaiting(tx, salon)) ? now.getTime() + WAITLIST.sweepMinutes * 60_000 : null;
  const next = Math.min(...lapses, sweep ?? Number.POSITIVE_INFINITY);
  if (Number.isFinite(next)) await repo.wake(tx, salon.id, salon.companyId, new Date(next));
}

/** Wakes a salon's waitlist now: a new entry, a declined offer, an entry removed. */
export const wakeWaitlist = (ex: Executor, salon: { id: string; companyId: string }) =>
  repo.wake(ex, salon.id, salon.companyId, new Date());
