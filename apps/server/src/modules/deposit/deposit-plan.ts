import { depositDueCents, localDateAt, bolivaresCents } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import type { AppointmentDepositRow } from '../../db/tables/deposit.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { rateOn } from '../exchange-rate/index.js';
import { mailClientAboutDeposit } from './deposit-mail.js';
import { depositRepository as repo } from './deposit.repository.js';

export const DEPOSIT_RELEASE = 'deposit.release';
export const releaseKey = (appointmentId: string) => `deposit:${appointmentId}`;

declare module '../../lib/jobs/job-types.js' {
  interface JobPayloads {
    /** At the end of a deposit's hold: an unpaid booking is cancelled and its time freed (deposit.jobs.ts). */
    'deposit.release': { appointmentId: string };
  }
}

/**
 * The deposit an online booking needs under the salon's rules, in cents, or null: its services' flags, its
 * price, and the client's no-shows (a client not yet known has none).
 */
export async function depositNeeded(
  ex: Executor,
  salon: SalonRow,
  booking: { services: readonly ServiceRow[]; priceCents: number; clientId: string },
): Promise<number | null> {
  const settings = salon.depositSettings;
  if (settings.kind === 'none') return null;
  return depositDueCents(settings, {
    priceCents: booking.priceCents,
    serviceAsks: booking.services.some((service) => service.depositRequired),
    clientNoShows:
      settings.no_shows === null ? 0 : await repo.noShowsOf(ex, booking.clientId, salon.companyId),
  });
}

/**
 * Holds a new booking's time for its deposit, in the booking's transaction: the deposit row (until the
 * salon's hold hours pass, never past the visit's start), the release at that moment, and the client's mail
 * with how and where to pay.
 */
export async function holdForDeposit(
  tx: Executor,
  ctx: AppContext,
  input: { salon: SalonRow; first: AppointmentRow; amountCents: number; now: Date },
): Promise<AppointmentDepositRow> {
  const { salon, first, now } = input;
  const holdUntil = new Date(
    Math.min(now.getTime() + salon.depositSettings.hold_hours * 3_600_000, first.startsAt.getTime()),
  );
  const deposit = await repo.insert(tx, {
    id: newId(),
    companyId: salon.companyId,
    salonId: salon.id,
    appointmentId: first.id,
    amountCents: input.amountCents,
    holdUntil,
  });
  await ctx.jobs.enqueue(tx, {
    kind: DEPOSIT_RELEASE,
    payload: { appointmentId: first.id },
    runAt: holdUntil,
    dedupeKey: releaseKey(first.id),
    companyId: salon.companyId,
    appointmentId: first.id,
  });
  const rate = await rateOn(tx, localDateAt(now, salon.timeZone));
  await mailClientAboutDeposit(
    tx,
    ctx,
    deposit,
    'instructions',
    rate ? bolivaresCents(deposit.amountCents, rate.rate) : null,
  );
  return deposit;
}
