import { partOccupancy, type appointmentAvailabilityQuerySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireCompany, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { freeTimes, toSlotWire } from './appointment-free-times.js';
import { bookedTiming, seesAll } from './appointment.rules.js';

type AvailabilityQuery = z.output<typeof appointmentAvailabilityQuerySchema>;

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
    const slots = await freeTimes(ctx.db, {
      companyId: tenant.companyId,
      salon,
      staff,
      durationMinutes: service.durationMinutes * query.service_count,
      occupancy: partOccupancy(
        service.durationMinutes * query.service_count,
        bookedTiming(service, query.service_count),
      ),
      from: query.from,
      to: query.to,
      now,
      exceptIds: query.exclude_appointment_id ? [query.exclude_appointment_id] : undefined,
    });
    return { time_zone: salon.timeZone, slots: slots.map(toSlotWire) };
  },
};
