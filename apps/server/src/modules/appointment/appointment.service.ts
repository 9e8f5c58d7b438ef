import type { AppointmentWire, UpdateAppointmentBody } from '@salon/core';
import { toCents } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';
import {
  activeClient,
  activeService,
  assertHoursFit,
  bookableEmployee,
  bookedTiming,
  bookingPrice,
  defaultEnd,
  findInScope,
  requireManage,
  timingColumns,
  timingOfRow,
  travelFeeCents,
  withConflictCheck,
  type CheckedSlot,
} from './appointment.rules.js';
import { wireOf } from './appointment-wire.js';
import { loggedAppointment } from './appointment.mapper.js';
import { moveWholeVisit } from './appointment-visit.service.js';
import { moveSeries } from './appointment-series-move.js';
import { createAppointment } from './appointment-create.service.js';

export const appointmentService = {
  /** A booking by the staff: one service, or a visit of several (appointment-create.service.ts). */
  create: createAppointment,

  async get(ctx: AppContext, auth: AuthContext, id: string): Promise<AppointmentWire> {
    const { tenant } = await findInScope(ctx.db, auth, id);
    return wireOf(ctx.db, id, tenant.companyId);
  },

  /**
   * Edit or reschedule. Only what is sent changes; a new service, employee or time is checked as a booking
   * is, and the end and price follow a new start, service or count unless given.
   */
  async update(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    input: UpdateAppointmentBody,
  ): Promise<AppointmentWire> {
    const { tenant, row: current } = await findInScope(ctx.db, auth, id);
    requireManage(auth, current.employeeId);
    if (input.whole_visit && input.start && current.visitId) {
      return moveWholeVisit(ctx, auth, id, { start: input.start, override_hours: input.override_hours });
    }
    const seriesWide =
      !!input.start ||
      !!input.employee_id ||
      (input.note !== undefined && input.note !== current.note) ||
      (input.price !== undefined && toCents(input.price) !== current.priceCents);
    if (input.series_scope !== 'one' && current.seriesId && seriesWide) {
      return moveSeries(ctx, auth, current, { ...input, series_scope: input.series_scope });
    }
    if (input.employee_id) requireManage(auth, input.employee_id);
    const employeeId = input.employee_id ?? current.employeeId;
    const serviceCount = input.service_count ?? current.serviceCount;
    const start = input.start ? new Date(input.start) : current.startsAt;
    const slot: CheckedSlot = {
      companyId: tenant.companyId,
      employeeId,
      start,
      end: current.endsAt,
      timing: timingOfRow(current),
      exceptId: id,
    };
    await withConflictCheck(ctx.db, slot, () =>
      ctx.db.transaction(async (tx) => {
        const { row: before, salon } = await findInScope(tx, auth, id, true);
        const serviceChanged = !!input.service_id && input.service_id !== before.serviceId;
        const service = serviceChanged
          ? await activeService(tx, tenant, salon.id, input.service_id!)
          : await activeServiceOrCurrent(tx, tenant, before.serviceId);
        const timing = !!input.start || serviceChanged || serviceCount !== before.serviceCount || !!input.end;
        const end = input.end
          ? new Date(input.end)
          : timing
            ? defaultEnd(start, service, serviceCount)
            : before.endsAt;
        if (end <= start) {
          throw new AppError('VALIDATION_FAILED', [
            { field: 'end', code: 'validation.appointment.endAfterStart', message: 'End after start' },
          ]);
        }
        slot.end = end;
        // A new service or count books the service's buffers and gap as they are now; else they stay.
        const booked =
          serviceChanged || serviceCount !== before.serviceCount
            ? bookedTiming(service, serviceCount)
            : timingOfRow(before);
        slot.timing = booked;
        const staffChanged = employeeId !== before.employeeId || serviceChanged;
        const employee = staffChanged
          ? await bookableEmployee(tx, tenant, salon.id, employeeId, service.id)
          : await bookingEmployee(tx, tenant, employeeId);
        if (staffChanged || timing) {
          await assertHoursFit(tx, { auth, salon, employee, start, end, override: input.override_hours });
        }
        const clientId =
          input.client_id && input.client_id !== before.clientId
            ? (await activeClient(tx, tenant, salon.id, input.client_id)).id
            : before.clientId;
        // A reschedule keeps the price the client was quoted, and so does an edit that sends that same price
        // back (the dialog always sends it), with the promotion it was booked at; anything else is priced anew.
        const keepsPrice =
          !serviceChanged &&
          serviceCount === before.serviceCount &&
          (input.price === undefined || toCents(input.price) === before.priceCents);
        const price = keepsPrice
          ? { priceCents: before.priceCents, promotionId: before.promotionId }
          : await bookingPrice(tx, salon, service, { start, price: input.price, serviceCount });
        const address = input.address === undefined ? before.address : input.address;
        const after = await appointmentRepository.update(tx, id, tenant.companyId, {
          clientId,
          employeeId,
          serviceId: service.id,
          startsAt: start,
          endsAt: end,
          priceCents: price.priceCents,
          promotionId: price.promotionId,
          paymentMethod: input.payment_method === undefined ? before.paymentMethod : input.payment_method,
          note: input.note ?? before.note,
          clientPhone: input.client_phone ?? before.clientPhone,
          address,
          travelFeeCents:
            input.address === undefined ? before.travelFeeCents : travelFeeCents(salon, address),
          serviceCount,
          ...timingColumns(booked),
        });
        const changes = changedFields(loggedAppointment(before), loggedAppointment(after));
        if (Object.keys(changes).length > 0) {
          await recordEvent(tx, tenant, {
            action: 'update',
            area: 'appointment',
            entityId: id,
            salon: salonRef(salon),
            details: { changedFields: changes },
          });
        }
        await planAppointmentMails(tx, ctx, before, after);
      }),
    );
    return wireOf(ctx.db, id, tenant.companyId);
  },

  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    const { row } = await findInScope(ctx.db, auth, id);
    requireManage(auth, row.employeeId);
    await ctx.db.transaction(async (tx) => {
      const { tenant, row: before, salon } = await findInScope(tx, auth, id, true);
      await planAppointmentMails(tx, ctx, before, null);
      await appointmentRepository.delete(tx, id, tenant.companyId);
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'appointment',
        entityId: id,
        salon: salonRef(salon),
        details: loggedAppointment(before),
      });
    });
  },
};

/** The appointment's own service, even if since deactivated: editing a note must not need it active. */
async function activeServiceOrCurrent(ex: Executor, tenant: TenantAuth, serviceId: string) {
  const service = await bookingRepository.service(ex, serviceId, tenant.companyId);
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  return service;
}

async function bookingEmployee(ex: Executor, tenant: TenantAuth, employeeId: string) {
  const employee = await bookingRepository.employee(ex, employeeId, tenant.companyId);
  if (!employee) throw new AppError('EMPLOYEE_NOT_BOOKABLE');
  return employee;
}
