import {
  isoDate,
  OPEN_DEPOSIT_STATUSES,
  toDollars,
  WAITLIST,
  wallClockOf,
  type BookingWire,
  type Language,
  type PublicWaitlistJoinedWire,
  type publicWaitlistBodySchema,
  type WaitlistOfferWire,
} from '@salon/core';
import type { z } from 'zod';
import { accountKey, pairKey, type LimitedKey } from '../../lib/attempt-limiter.js';
import type { AppContext } from '../../lib/context.js';
import { sha256 } from '../../lib/crypto.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { isDeadlock, isExclusionViolation } from '../../lib/pg-errors.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { WaitlistOfferRow } from '../../db/tables/waitlist.table.js';
import { freeTimes } from '../appointment/index.js';
import { appointmentViewRepository } from '../appointment-view/index.js';
import {
  chosenServices,
  clientBlocked,
  closedReason,
  insertClientVisit,
  onlineClientOf,
  openSalonOrThrow,
  staffFor,
  visitShape,
} from '../booking/index.js';
import { findClient } from '../client/index.js';
import { depositWireOf, findDeposit } from '../deposit/index.js';
import { issueVisitToken } from '../notification/index.js';
import { otpService } from '../otp/index.js';
import { findSalonById } from '../salon/index.js';
import { wakeWaitlist } from './waitlist-match.js';
import { toJoinedWire } from './waitlist.mapper.js';
import { waitlistOfferRepository as offers, type OfferView } from './waitlist-offer.repository.js';
import { waitlistRepository as repo } from './waitlist.repository.js';
import { checkWindow, entryValues } from './waitlist.service.js';

type JoinInput = z.output<typeof publicWaitlistBodySchema>;

/** Joins are limited like bookings: per address and per (e-mail, address); wrong codes slow the e-mail. */
export const WAITLIST_JOIN_LIMITS = { perAddress: 30, perEmailAndAddress: 10 } as const;

const joinKeys = (email: string, ip: string): LimitedKey[] => [
  { key: pairKey('waitlist', email, ip), limit: WAITLIST_JOIN_LIMITS.perEmailAndAddress, onSuccess: 'keep' },
  { key: `waitlist:ip:${ip}`, limit: WAITLIST_JOIN_LIMITS.perAddress, onSuccess: 'keep' },
  { key: accountKey('waitlist', email) },
];

const gone = () => new AppError('WAITLIST_OFFER_GONE');
const lapsed = () => new AppError('WAITLIST_OFFER_EXPIRED');

async function offerOrThrow(ex: Executor, token: string): Promise<OfferView & { salon: SalonRow }> {
  const view = await offers.findOfferView(ex, sha256(token));
  const salon = view && (await findSalonById(ex, view.salonId, view.offer.companyId));
  if (!view || !salon || salon.deletedAt) throw new AppError('WAITLIST_OFFER_NOT_FOUND');
  return { ...view, salon };
}

/** What a claim found once the offer was locked: refused when it cannot be taken. */
function refuseUnlessOpen(offer: WaitlistOfferRow): void {
  if (offer.status === 'gone') throw gone();
  if (offer.status !== 'open') throw lapsed();
}

/**
 * The visit an offer's own claim booked, answered as the claim answered it: the link is the client's, so
 * claiming it again (a second tab, the mail opened twice) shows them their visit rather than telling them the
 * time was taken. A visit no longer standing (cancelled since) answers WAITLIST_OFFER_CLAIMED: the offer's
 * page links to it.
 */
async function claimedVisit(ex: Executor, offer: WaitlistOfferRow, salon: SalonRow): Promise<BookingWire> {
  const view =
    offer.appointmentId &&
    (await appointmentViewRepository.findWithSalon(ex, offer.appointmentId, { companyId: offer.companyId }));
  const status = view ? view.appointment.status : null;
  if (!view || (status !== 'pending' && status !== 'reserved')) throw new AppError('WAITLIST_OFFER_CLAIMED');
  const parts = view.parts.filter((part) => part.appointment.status === status);
  const first = view.appointment;
  const deposit = await findDeposit(ex, first.id, first.companyId);
  const names = [...new Set(parts.map((part) => part.employee.firstName))].join(', ');
  return {
    status,
    visit_token: await issueVisitToken(ex, first.id, first.companyId),
    start: first.startsAt.toISOString(),
    end: parts.at(-1)!.appointment.endsAt.toISOString(),
    time_zone: salon.timeZone,
    employee: { name: names },
    services: parts.map((part) => ({
      name: part.service.name,
      price: toDollars(part.appointment.priceCents),
      start: part.appointment.startsAt.toISOString(),
      price_type: part.service.priceType,
      employee: { name: part.employee.firstName },
    })),
    travel_fee: first.travelFeeCents === null ? null : toDollars(first.travelFeeCents),
    total: toDollars(
      parts.reduce(
        (sum, part) => sum + part.appointment.priceCents + (part.appointment.travelFeeCents ?? 0),
        0,
      ),
    ),
    deposit:
      deposit && OPEN_DEPOSIT_STATUSES.includes(deposit.status)
        ? await depositWireOf(ex, salon, deposit)
        : null,
  };
}

/** Whether the offered time still fits its employee's hours and calendar (a day off may have come since). */
async function stillFree(ex: Executor, salon: SalonRow, offer: WaitlistOfferRow, serviceId: string) {
  const services = await chosenServices(ex, salon, [serviceId]).catch(() => null);
  const staff = services && (await staffFor(ex, salon, services, offer.employeeId).catch(() => null));
  if (!services || !staff) return null;
  const day = isoDate(wallClockOf(offer.startsAt, salon.timeZone));
  const slots = await freeTimes(ex, {
    companyId: salon.companyId,
    salon,
    staff,
    ...visitShape(services),
    from: day,
    to: day,
    now: new Date(offer.startsAt.getTime() - 1),
  });
  return slots.some((slot) => slot.start.getTime() === offer.startsAt.getTime())
    ? { services, employee: staff[0]! }
    : null;
}

export const waitlistPublicService = {
  /**
   * A client joins the salon's waitlist from its booking page, proving the e-mail with its code as a booking
   * does (the same checks in the same order); the salon's list is looked at at once.
   */
  async join(
    ctx: AppContext,
    slug: string,
    input: JoinInput,
    caller: { ip: string; language: Language | null },
    now = new Date(),
  ): Promise<PublicWaitlistJoinedWire> {
    const email = input.client.email;
    const attempt = await ctx.limiter.reserve(joinKeys(email, caller.ip));
    const salon = await openSalonOrThrow(ctx.db, slug, now);
    const { service, employee } = await checkWindow(ctx.db, salon, input, now);
    let code;
    try {
      code = await otpService.checkBookingCode(ctx, email, input.code, caller.ip);
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    const entry = await ctx.db.transaction(async (tx) => {
      if (!(await otpService.consume(tx, email, 'booking')).includes(code.id))
        throw new AppError('OTP_INVALID');
      const client = await onlineClientOf(
        tx,
        salon,
        { fields: input.client, whatsappOptIn: input.whatsapp_opt_in, language: caller.language },
        now,
      );
      if ((await repo.countWaitingOfClient(tx, salon, client.id)) >= WAITLIST.entriesPerClient) {
        throw new AppError('WAITLIST_FULL');
      }
      const language = caller.language ?? client.language ?? 'es-ve';
      const row = await repo.insertEntry(
        tx,
        entryValues(salon, client, input, { source: 'online', language }),
      );
      await wakeWaitlist(tx, salon);
      return row;
    });
    return toJoinedWire(entry, { service: service.name, employee: employee?.firstName ?? null });
  },

  async offer(ctx: AppContext, token: string, now = new Date()): Promise<WaitlistOfferWire> {
    const view = await offerOrThrow(ctx.db, token);
    const { offer, entry, salon } = view;
    // A lapsed offer reads as expired at once, though the salon's next look marks it so.
    const status = offer.status === 'open' && offer.expiresAt <= now ? 'expired' : offer.status;
    return {
      status,
      client: { first_name: view.clientFirstName },
      salon: { name: salon.title, slug: salon.slug, phone: salon.phone, address: salon.address },
      time_zone: salon.timeZone,
      service: { name: view.serviceName, duration: view.serviceDuration },
      employee: { name: view.employeeFirstName },
      start: offer.startsAt.toISOString(),
      end: offer.endsAt.toISOString(),
      expires_at: offer.expiresAt.toISOString(),
      visit_token:
        offer.status === 'claimed' && offer.appointmentId
          ? await issueVisitToken(ctx.db, offer.appointmentId, offer.companyId)
          : null,
      waiting: entry.status === 'waiting',
    };
  },

  /**
   * Books the offered time for the waiting client. The offer is locked, so one link claimed twice books once;
   * two offers of one time are decided by the appointments' no-overlap constraint: exactly one claim wins,
   * the other offer is gone and its client keeps waiting.
   */
  async claim(ctx: AppContext, token: string, now = new Date()): Promise<BookingWire> {
    const { offer: found, salon } = await offerOrThrow(ctx.db, token);
    if (found.status === 'claimed') return claimedVisit(ctx.db, found, salon);
    if (await closedReason(ctx.db, salon, now)) throw new AppError('BOOKING_CLOSED');
    let outcome: { wire: BookingWire } | 'expired' | 'gone';
    try {
      outcome = await ctx.db.transaction(async (tx) => {
        const offer = (await offers.lockOffer(tx, found.id, salon.companyId))!;
        // The same link claimed twice at once: the first booked it, the second shows that visit.
        if (offer.status === 'claimed') return { wire: await claimedVisit(tx, offer, salon) };
        refuseUnlessOpen(offer);
        const entry = (await repo.lockEntry(tx, offer.entryId, offer.companyId))!;
        if (offer.expiresAt <= now || entry.status !== 'waiting') {
          await offers.endOffer(tx, offer, 'expired');
          return 'expired' as const;
        }
        const fit = await stillFree(tx, salon, offer, entry.serviceId);
        if (!fit) {
          await offers.endOffer(tx, offer, 'gone');
          return 'gone' as const;
        }
        const client = await findClient(tx, entry.clientId, salon.companyId);
        if (!client || client.status !== 'active') throw clientBlocked(salon);
        const { wire, appointmentId } = await insertClientVisit(tx, ctx, {
          salon,
          services: fit.services,
          employees: [fit.employee],
          start: offer.startsAt,
          client,
          note: entry.note,
          clientPhone: client.phone,
          visit: { address: null, travelFee: null },
          now,
        });
        await offers.endOffer(tx, offer, 'claimed', appointmentId);
        await repo.endEntry(tx, entry, 'booked', appointmentId);
        await offers.endOverlapping(tx, offer);
        return { wire };
      });
    } catch (error) {
      // Another claim (or a booking) took the time first: this offer is gone, its client keeps waiting.
      if (!isExclusionViolation(error) && !isDeadlock(error)) throw error;
      await offers.endOffer(ctx.db, found, 'gone');
      outcome = 'gone';
    }
    if (outcome === 'expired' || outcome === 'gone') {
      await wakeWaitlist(ctx.db, salon);
      throw outcome === 'gone' ? gone() : lapsed();
    }
    return outcome.wire;
  },

  /** "No thanks": the time passes to the next waiting client; this one keeps waiting for others. */
  async decline(ctx: AppContext, token: string): Promise<WaitlistOfferWire> {
    const { offer, salon } = await offerOrThrow(ctx.db, token);
    if (await offers.endOffer(ctx.db, offer, 'declined')) await wakeWaitlist(ctx.db, salon);
    return this.offer(ctx, token);
  },

  /** Leaves the waitlist from an offer's link: the entry is removed, an open offer declined. */
  async leave(ctx: AppContext, token: string): Promise<WaitlistOfferWire> {
    const { offer, entry, salon } = await offerOrThrow(ctx.db, token);
    await ctx.db.transaction(async (tx) => {
      await offers.endOffer(tx, offer, 'declined');
      if (await repo.endEntry(tx, entry, 'removed')) await wakeWaitlist(tx, salon);
    });
    return this.offer(ctx, token);
  },
};
