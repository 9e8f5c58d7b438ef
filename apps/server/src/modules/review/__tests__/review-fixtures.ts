import type { ReviewBodyInput, ReviewWire } from '@salon/core';
import { eq } from 'drizzle-orm';
import {
  at,
  base as appointmentBase,
  book,
  bookingWorld,
  dayFromToday,
  send,
  WEEK,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';
import { addPerformer, createService, get, type LoggedEvent } from '../../../test/service-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { newId } from '../../../lib/ids.js';
import { reviewService } from '../review.service.js';

export const reviewBase = '/api/v1/business/review';

/**
 * `bookingWorld` plus a second service ($40, 60 minutes) performed by a second employee, Luis, so the list
 * can be filtered by employee and by service.
 */
export async function reviewWorld(t: TestApp, email: string) {
  const world = await bookingWorld(t, email);
  const color = await createService(t, world.token, world.salon._id, world.group._id, {
    name: 'Color',
    regular_price: 40,
    duration: 60,
  });
  const luis = await addPerformer(t, {
    companyId: world.company._id,
    salonId: world.salon._id,
    serviceIds: [world.service._id, color._id],
    firstName: 'Luis',
    schedule: WEEK,
  });
  let slot = 0;
  /**
   * A past appointment (a different morning slot each call) booked and then marked done through the API,
   * as the salon would after the visit; another `status` stops there instead.
   */
  const pastVisit = async (
    input: { employeeId?: string; serviceId?: string; status?: 'done' | 'reserved' | 'no_show' } = {},
  ): Promise<AppointmentBody> => {
    const day = dayFromToday(-1 - Math.floor(slot / 3));
    const time = ['09:00', '10:30', '15:00'][slot % 3]!;
    slot++;
    const booked = await book(
      t,
      world.token,
      world.booking({
        start: at(day, time),
        employee_id: input.employeeId ?? world.employeeId,
        service_id: input.serviceId ?? world.service._id,
      }),
    );
    const status = input.status ?? 'done';
    if (status !== 'reserved') {
      const res = await send(t, 'PATCH', `${appointmentBase}/${booked._id}/status`, { status }, world.token);
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode} ${res.body}`);
    }
    return booked;
  };
  return { ...world, color, luis, pastVisit };
}

export type ReviewWorld = Awaited<ReturnType<typeof reviewWorld>>;

/** What the client's visit page will call. */
export async function leaveReview(t: TestApp, appointmentId: string, body: ReviewBodyInput, now?: Date) {
  // The visit page knows the appointment's company from its link; an unknown appointment has none.
  const [row] = await t.db
    .select({ companyId: appointments.companyId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return reviewService.createForAppointment(
    t.db,
    { id: appointmentId, companyId: row?.companyId ?? newId() },
    body,
    now,
  );
}

/** The AppError code a promise fails with (undefined when it succeeds). */
export async function failureCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

export const listReviews = (t: TestApp, token: string, query: string) =>
  get(t, `${reviewBase}?${query}`, token);

export const reply = (t: TestApp, token: string, id: string, text: unknown) =>
  send(t, 'POST', `${reviewBase}/${id}/reply`, { reply: text }, token);

export const editReply = (t: TestApp, token: string, id: string, text: unknown) =>
  send(t, 'PUT', `${reviewBase}/${id}/reply`, { reply: text }, token);

export const visibility = (t: TestApp, token: string, id: string, body: Record<string, unknown>) =>
  send(t, 'PATCH', `${reviewBase}/${id}/visibility`, body, token);

export const reviewEvents = async (t: TestApp, token: string) =>
  ((await get(t, '/api/v1/business/event-log?limit=100', token)).json().data as LoggedEvent[]).filter(
    (event) => event.affected_area === 'review',
  );

export type { ReviewWire };
