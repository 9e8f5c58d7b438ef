import type { AppointmentWire, CreateAppointmentBody, ServiceTiming } from '@salon/core';
import { toVisitTotalsWire, visitTotals } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation, withExclusionGuard } from '../../lib/pg-errors.js';
import { cachedSalonForCaller, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { addClient, findClientInSalon } from '../client/index.js';
import { recordEvent } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import type { AppointmentNames } from '../appointment-view/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { appointmentRepository } from './appointment.repository.js';
import { appointmentCreatedEvent, toAppointmentWire } from './appointment.mapper.js';
import {
  activeClient,
  cachedActiveService,
  bookableWithinHours,
  bookedTiming,
  bookingPrice,
  conflictError,
  defaultEnd,
  requireManage,
  timingColumns,
  travelFeeCents,
  type CheckedSlot,
} from './appointment.rules.js';

/**
 * The booked client: an existing active one of the salon, or one entered inline. An inline e-mail the salon
 * already has books that client rather than failing (the front desk typed who they are looking at).
 */
export async function clientFor(
  ex: Executor,
  tenant: TenantAuth,
  salon: SalonRow,
  input: CreateAppointmentBody,
) {
  if (input.client_id) return activeClient(ex, tenant, salon.id, input.client_id);
  const fields = input.client!;
  const existing =
    fields.email && (await findClientInSalon(ex, salon.id, { email: fields.email }, salon.companyId));
  if (existing) return activeClient(ex, tenant, salon.id, existing.id);
  return addClient(
    ex,
    salon,
    {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phoneNumber,
      note: fields.note,
      language: fields.language,
    },
    { staff: tenant },
  );
}

/** One service of the booking: what, who, when, and what it keeps its employee busy with. */
interface PlannedPart {
  service: ServiceRow;
  employeeId: string;
  start: Date;
  end: Date;
  serviceCount: number;
  timing: ServiceTiming;
}

/**
 * The booking's services back to back: the first at `start` (its `end` when given), each next one when the
 * one before ends. Between two parts done by the same employee the buffers are dropped (they go straight on,
 * with the same client); a part keeps its preparation and clean-up where its employee changes.
 */
function planParts(services: ServiceRow[], input: CreateAppointmentBody): PlannedPart[] {
  const employeeIds = [input.employee_id, ...input.next_services.map((next) => next.employee_id)];
  const parts: PlannedPart[] = [];
  let at = new Date(input.start);
  services.forEach((service, index) => {
    const count = index === 0 ? input.service_count : 1;
    const end = index === 0 && input.end ? new Date(input.end) : defaultEnd(at, service, count);
    const timing = bookedTiming(service, count);
    const sameBefore = index > 0 && employeeIds[index - 1] === employeeIds[index];
    const sameAfter = index < services.length - 1 && employeeIds[index + 1] === employeeIds[index];
    parts.push({
      service,
      employeeId: employeeIds[index]!,
      start: at,
      end,
      serviceCount: count,
      timing: {
        ...timing,
        bufferBefore: sameBefore ? 0 : timing.bufferBefore,
        bufferAfter: sameAfter ? 0 : timing.bufferAfter,
      },
    });
    at = end;
  });
  return parts;
}

/** The first part in the way of the booking, named as a conflict (the constraint said one is). */
async function firstConflict(ex: Executor, slots: CheckedSlot[]): Promise<AppError> {
  for (const slot of slots) {
    if (await appointmentRepository.overlapping(ex, slot)) return conflictError(ex, slot);
  }
  return conflictError(ex, slots[0]!);
}

/**
 * A booking by the staff (POST /appointment): one service, or a visit of several back to back,
 * each checked as a booking is (the service active in the salon, its employee bookable and within hours,
 * the no-overlap constraint), all written in one transaction with one visit id. The client hears of the
 * visit through its first part: one confirmation listing every part, one reminder.
 */
export async function createAppointment(
  ctx: AppContext,
  auth: AuthContext,
  input: CreateAppointmentBody,
): Promise<AppointmentWire> {
  const { tenant, salon } = await cachedSalonForCaller(ctx, auth, input.salon_id, 'calendar.own');
  requireManage(auth, input.employee_id);
  for (const next of input.next_services) requireManage(auth, next.employee_id);
  const services: ServiceRow[] = [];
  for (const serviceId of [input.service_id, ...input.next_services.map((next) => next.service_id)]) {
    services.push(await cachedActiveService(ctx, tenant, salon.id, serviceId));
  }
  const parts = planParts(services, input);
  const slots = parts.map((part) => ({ companyId: tenant.companyId, ...part }));
  const firstId = newId();
  const visitId = parts.length > 1 ? firstId : null;
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const travelFee = travelFeeCents(salon, input.address);
      const client = await clientFor(tx, tenant, salon, input);
      const booked: AppointmentNames[] = [];
      for (const [index, part] of parts.entries()) {
        const { service, start, end } = part;
        const employee = await bookableWithinHours(tx, {
          auth: tenant,
          salon,
          employeeId: part.employeeId,
          serviceId: service.id,
          start,
          end,
          override: input.override_hours,
        });
        const price = await bookingPrice(tx, salon, service, {
          start,
          price: index === 0 ? input.price : undefined,
          serviceCount: part.serviceCount,
        });
        const row = await appointmentRepository.insert(tx, {
          id: index === 0 ? firstId : newId(),
          visitId,
          companyId: tenant.companyId,
          salonId: salon.id,
          clientId: client.id,
          employeeId: employee.id,
          serviceId: service.id,
          startsAt: start,
          endsAt: end,
          status: input.status,
          priceCents: price.priceCents,
          promotionId: price.promotionId,
          paymentMethod: input.payment_method ?? null,
          note: input.note,
          clientPhone: input.client_phone,
          address: input.address ?? null,
          // The trip is made once for the whole visit.
          travelFeeCents: index === 0 ? travelFee : null,
          serviceCount: part.serviceCount,
          ...timingColumns(part.timing),
          createdByAccountId: auth.accountId,
        });
        await recordEvent(
          tx,
          tenant,
          appointmentCreatedEvent(salon, { appointment: row, client, employee, service }),
        );
        booked.push({ appointment: row, client, employee, service, promotion: price.promotion });
      }
      // The visit's messages are its first part's, which lists every part. Everything they and the answer
      // need was read above: reading the new rows back with their names cost each booking a join that took
      // longer to plan than the rest of the booking's statements together.
      const lead = booked[0]!;
      await planAppointmentMails(tx, ctx, null, lead.appointment, { reach: { salon, client } });
      const totals = visitTotals(
        booked.map((part) => ({
          id: part.appointment.id,
          status: part.appointment.status,
          start: part.appointment.startsAt,
          end: part.appointment.endsAt,
          priceCents: part.appointment.priceCents,
          service: part.service.name,
        })),
      );
      return {
        ...toAppointmentWire({ ...lead, timeZone: salon.timeZone }),
        visit: totals && toVisitTotalsWire(totals),
      };
    });
  try {
    return await withExclusionGuard(write, () => firstConflict(ctx.db, slots));
  } catch (error) {
    // Two inline clients with one e-mail at once: the second finds the first's row next time.
    if (isUniqueViolation(error)) throw new AppError('CLIENT_EXISTS');
    throw error;
  }
}
