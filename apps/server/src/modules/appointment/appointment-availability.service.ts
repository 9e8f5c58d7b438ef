import { freeSlots, type appointmentAvailabilityQuerySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireCompany, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';
import { seesAll } from './appointment.rules.js';

type AvailabilityQuery = z.output<typeof appointmentAvailabilityQuerySchema>;
const DAY_MS = 86_400_000;

export const appointmentAvailabilityService = {
  /**
   * Free start times of the service between two local dates of its salon: for the employee given, or any
   * who performs it (basic and intermediate: only themselves). Appointments that are not cancelled, breaks,
   * days off and the salon's hours all block; the appointment being moved does not block itself.
   */
  async slots(ctx: AppContext, auth: AuthContext, query: AvailabilityQuery, now = new Date()) {
    const tenant = requireCompany(auth);
    const service = await bookingRepository.service(ctx.db, query.service_id, tenant.companyId);
    if (!service) throw new AppError('SERVICE_NOT_FOUND');
    // Another salon's service reads like a missing one.
    const { salon } = await salonForCaller(ctx.db, auth, service.salonId, 'calendar.own').catch((error) => {
      throw error instanceof AppError && error.code === 'SALON_NOT_FOUND'
        ? new AppError('SERVICE_NOT_FOUND')
        : error;
    });
    if (service.status !== 'active') throw new AppError('SERVICE_INACTIVE');
    const wanted = seesAll(auth) ? query.employee_id : (auth.employeeId ?? undefined);
    if (!seesAll(auth) && query.employee_id && query.employee_id !== wanted) {
      return { time_zone: salon.timeZone, slots: [] };
    }
    const staff = (await bookingRepository.performers(ctx.db, service.id, tenant.companyId, salon.id)).filter(
      (employee) => !wanted || employee.id === wanted,
    );
    const ids = staff.map((employee) => employee.id);
    // A day's margin either side covers every time zone's offset from the UTC dates.
    const busy = await appointmentRepository.busy(ctx.db, {
      companyId: tenant.companyId,
      employeeIds: ids,
      from: new Date(Date.parse(query.from) - DAY_MS),
      to: new Date(Date.parse(query.to) + 2 * DAY_MS),
      exceptId: query.exclude_appointment_id,
    });
    const daysOff = await bookingRepository.daysOff(ctx.db, ids, query.from, query.to);
    const slots = freeSlots({
      employees: staff.map((employee) => ({
        id: employee.id,
        schedule: employee.schedule,
        daysOff: daysOff.get(employee.id) ?? [],
        busy: busy.filter((interval) => interval.employeeId === employee.id),
      })),
      salonDays: await bookingRepository.salonDays(ctx.db, salon.scheduleId, tenant.companyId),
      durationMinutes: service.durationMinutes * query.service_count,
      timeZone: salon.timeZone,
      from: query.from,
      to: query.to,
      now,
    });
    return {
      time_zone: salon.timeZone,
      slots: slots.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        employee_ids: slot.employeeIds,
      })),
    };
  },
};
