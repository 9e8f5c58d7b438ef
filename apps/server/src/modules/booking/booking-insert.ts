import type { BookingWire, bookingBodySchema, Language, VisitAddress } from '@salon/core';
import { toDollars, visitPartTimingsBy } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import {
  appointmentCreatedEvent,
  bookedTiming,
  bookingPrice,
  insertAppointment,
  timingColumns,
} from '../appointment/index.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import { addClient, applyBookingChoices, findClientInSalon } from '../client/index.js';
import type { ClientRow } from '../../db/tables/client.table.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import { recordClientEvent } from '../event-log/index.js';
import { issueVisitToken, mailOwnerAbout, planAppointmentMails } from '../notification/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { AppError } from '../../lib/errors.js';
import { depositNeeded, depositWireOf, holdForDeposit } from '../deposit/index.js';
import { otpService } from '../otp/index.js';
import { clientBlocked, penaltiesBlock } from './booking.rules.js';

type BookingInput = z.output<typeof bookingBodySchema>;

export interface OnlineBooking {
  salon: SalonRow;
  services: ServiceRow[];
  /** Who does each service, in the same order (one employee for all, or a person per service). */
  employees: EmployeeRow[];
  start: Date;
  input: BookingInput;
  visit: { address: VisitAddress | null; travelFee: number | null };
  now: Date;
  /** The e-mail's code that was checked; the booking uses it up. */
  codeId: string;
  /** The booking page's language: the client's from now on, for their mails (null: the request named none). */
  language: Language | null;
}

/** Who books or joins the waitlist online, as the booking page's form gives them. */
export interface OnlineClient {
  fields: BookingInput['client'];
  whatsappOptIn: boolean;
  /** The page's language: the client's from now on, for their mails (null: the request named none). */
  language: Language | null;
}

/**
 * A returning client of this salon is matched by the (proven) e-mail and keeps the details the salon has,
 * but takes the language they now book in (their latest choice); a new one is created. An inactive client,
 * or one the penalty policy blocks, is sent to the salon.
 */
export async function onlineClientOf(
  tx: Executor,
  salon: SalonRow,
  { fields, whatsappOptIn, language }: OnlineClient,
  now: Date,
): Promise<ClientRow> {
  const existing = await findClientInSalon(tx, salon.id, { email: fields.email }, salon.companyId);
  if (existing) {
    if (existing.status !== 'active' || (await penaltiesBlock(tx, salon, existing.id, now))) {
      throw clientBlocked(salon);
    }
    return applyBookingChoices(tx, existing, { language, whatsappOptIn, now });
  }
  return addClient(
    tx,
    salon,
    {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phoneNumber,
      language,
      ...(whatsappOptIn ? { messageChannel: 'whatsapp', optInSource: 'online_booking' } : {}),
    },
    'self',
    { source: 'online' },
  );
}

/** First names, each once in the order given: who does a visit, for the owner's notice and the answer. */
const namesOf = (employees: readonly EmployeeRow[]) =>
  [...new Set(employees.map((employee) => employee.firstName))].join(', ');

/**
 * Writes one online booking in the caller's transaction: the code is used up first, then the client and
 * their visit (`insertClientVisit`).
 */
export async function insertOnlineBooking(
  tx: Executor,
  ctx: AppContext,
  booking: OnlineBooking,
): Promise<BookingWire> {
  const { salon, input } = booking;
  // The code is used up first and must still be there: two bookings sent at once with one code (both checked
  // before either committed) meet here, and the second waits on the first's delete and then finds nothing.
  if (!(await otpService.consume(tx, input.client.email, 'booking')).includes(booking.codeId)) {
    throw new AppError('OTP_INVALID');
  }
  const client = await onlineClientOf(
    tx,
    salon,
    { fields: input.client, whatsappOptIn: input.whatsapp_opt_in, language: booking.language },
    booking.now,
  );
  const { wire } = await insertClientVisit(tx, ctx, {
    ...booking,
    client,
    note: input.note,
    clientPhone: input.client.phoneNumber,
  });
  return wire;
}

/** A visit a client books themselves: on the booking page, or by claiming a waitlist offer. */
export interface ClientVisit {
  salon: SalonRow;
  services: ServiceRow[];
  /** Who does each service, in the same order (one employee for all, or a person per service). */
  employees: EmployeeRow[];
  start: Date;
  client: ClientRow;
  note: string;
  clientPhone: string;
  visit: { address: VisitAddress | null; travelFee: number | null };
  now: Date;
}

/**
 * Writes a client's own visit in the caller's transaction: one appointment per service back to back, each
 * with its employee, grouped as one visit when there are several (pending when the salon approves bookings,
 * else reserved; source online), the log, the client's confirmation and reminder (one for the visit), the
 * owner's notice. Answers the booking page's answer and the visit's (first part's) id.
 */
export async function insertClientVisit(
  tx: Executor,
  ctx: AppContext,
  booking: ClientVisit,
): Promise<{ wire: BookingWire; appointmentId: string }> {
  const { salon, services, employees, visit, client } = booking;
  // Each part's start and price first: whether the visit waits for a deposit depends on them.
  const starts: Date[] = [];
  let next = booking.start;
  for (const service of services) {
    starts.push(next);
    next = new Date(next.getTime() + service.durationMinutes * 60_000);
  }
  const prices = [];
  for (const [index, service] of services.entries()) {
    prices.push(
      await bookingPrice(tx, salon, service, { start: starts[index]!, price: undefined, serviceCount: 1 }),
    );
  }
  const depositCents = await depositNeeded(tx, salon, {
    services,
    priceCents: prices.reduce((sum, price) => sum + price.priceCents, 0) + (visit.travelFee ?? 0),
    clientId: client.id,
  });
  // A visit waiting for its deposit waits as a request does: pending, its time held.
  const status = depositCents !== null || salon.onlineApproval === 1 ? 'pending' : 'reserved';
  const rows: AppointmentRow[] = [];
  // One visit: a part keeps its preparation where its employee starts and its clean-up where they stop (all
  // but the first and last are dropped when one does everything), each part its processing gap.
  const timings = visitPartTimingsBy(
    services.map((service) => ({ durationMinutes: service.durationMinutes, timing: bookedTiming(service) })),
    employees.map((employee) => employee.id),
  );
  // Several services are one visit, named by its first part's id.
  const firstId = newId();
  const visitId = services.length > 1 ? firstId : null;
  for (const [index, service] of services.entries()) {
    const employee = employees[index]!;
    const at = starts[index]!;
    const end = new Date(at.getTime() + service.durationMinutes * 60_000);
    const price = prices[index]!;
    const row = await insertAppointment(tx, {
      id: index === 0 ? firstId : newId(),
      visitId,
      companyId: salon.companyId,
      salonId: salon.id,
      clientId: client.id,
      employeeId: employee.id,
      serviceId: service.id,
      startsAt: at,
      endsAt: end,
      status,
      priceCents: price.priceCents,
      promotionId: price.promotionId,
      note: booking.note,
      clientPhone: booking.clientPhone,
      address: visit.address,
      // The trip is made once for the whole visit.
      travelFeeCents: index === 0 ? visit.travelFee : null,
      ...timingColumns(timings[index]!),
      source: 'online',
    });
    await recordClientEvent(
      tx,
      { companyId: salon.companyId, client },
      appointmentCreatedEvent(salon, { appointment: row, client, employee, service }),
    );
    rows.push(row);
  }
  const first = rows[0]!;
  const deposit =
    depositCents === null
      ? null
      : await holdForDeposit(tx, ctx, { salon, first, amountCents: depositCents, now: booking.now });
  // One confirmation, reminder and link for the visit: its first part's, listing every part.
  await planAppointmentMails(tx, ctx, null, first);
  const notice = deposit ? 'awaiting_deposit' : status === 'pending' ? 'requested' : 'booked';
  await mailOwnerAbout(tx, ctx, notice, {
    salon,
    appointment: first,
    client: `${client.firstName} ${client.lastName}`.trim(),
    service: services.map((service) => service.name).join(', '),
    employee: namesOf(employees),
  });
  const totalCents = rows.reduce((sum, row) => sum + row.priceCents + (row.travelFeeCents ?? 0), 0);
  const wire: BookingWire = {
    status,
    visit_token: await issueVisitToken(tx, first.id, salon.companyId),
    start: first.startsAt.toISOString(),
    end: rows.at(-1)!.endsAt.toISOString(),
    time_zone: salon.timeZone,
    employee: { name: namesOf(employees) },
    services: rows.map((row, index) => ({
      name: services[index]!.name,
      price: toDollars(row.priceCents),
      start: row.startsAt.toISOString(),
      price_type: services[index]!.priceType,
      employee: { name: employees[index]!.firstName },
    })),
    travel_fee: visit.travelFee === null ? null : toDollars(visit.travelFee),
    total: toDollars(totalCents),
    deposit: deposit && (await depositWireOf(tx, salon, deposit)),
  };
  return { wire, appointmentId: first.id };
}
