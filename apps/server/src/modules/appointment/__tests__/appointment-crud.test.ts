import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSalon, freelancerFields, GHOST_ID } from '../../../test/salon-fixtures.js';
import { addPerformer, createGroup, createService } from '../../../test/service-fixtures.js';
import { schedules } from '../../../db/tables/salon.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  appointmentEvents,
  at,
  base,
  book,
  bookingWorld,
  createClient,
  dayFromToday,
  get,
  iso,
  send,
  WEEK,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';

/** Booking, reading, editing and deleting one appointment, with every rule a booking is checked against. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const day = dayFromToday(7);
beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.crud@example.com');
});
afterAll(() => t.close());

describe('POST /appointment', () => {
  it('books with the service duration and discount price, logging the creation', async () => {
    const created = await book(t, w.token, w.booking({ start: at(day, '09:00'), service_count: 2 }));
    expect(created).toMatchObject({
      start: iso(at(day, '09:00')),
      end: iso(at(day, '10:30')),
      date: day,
      price: 40,
      status: 'reserved',
      service_count: 2,
      travel_fee: null,
      employee: { _id: w.employeeId, name: 'Ana Rivas' },
      service: { _id: w.service._id, duration: 45 },
      client: { _id: w.client._id },
    });
    // The answer is made from what the booking read, not read back: it must say what a read says.
    expect((await get(t, `${base}/${created._id}`, w.token)).json().data).toEqual(created);
    const events = await appointmentEvents(t, w.token);
    expect(events.find((e) => e.entity_id === created._id)).toMatchObject({ action: 'create' });
  });

  it('takes a given end, price and pending status', async () => {
    const created = await book(
      t,
      w.token,
      w.booking({ start: at(day, '11:00'), end: at(day, '11:30'), price: 12.5, status: 'pending' }),
    );
    expect(created).toMatchObject({ end: iso(at(day, '11:30')), price: 12.5, status: 'pending' });
  });

  it('creates an inline client with the booking, and books an existing e-mail’s client', async () => {
    const client = {
      firstName: 'Luis',
      lastName: 'Pérez',
      email: 'luis@example.com',
      phoneNumber: '+58 412 5550102',
      language: 'en-ve',
    };
    const first = await book(
      t,
      w.token,
      w.booking({ client_id: undefined, client, start: at(day, '14:00') }),
    );
    expect(first.client.firstName).toBe('Luis');
    // The language chosen for the new client's mails is the client's.
    const created = await get(t, `/api/v1/business/client/${first.client._id}`, w.token);
    expect(created.json().data.language).toBe('en-ve');
    const again = await book(
      t,
      w.token,
      w.booking({ client_id: undefined, client, start: at(day, '15:00') }),
    );
    expect(again.client._id).toBe(first.client._id);
  });

  it('answers 409 APPOINTMENT_CONFLICT naming the appointment in the way', async () => {
    const res = await send(t, 'POST', base, w.booking({ start: at(day, '10:00') }), w.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_CONFLICT',
      details: [
        { field: 'start', message: `${iso(at(day, '09:00'))}/${iso(at(day, '10:30'))}` },
        { field: 'employee', message: 'Ana Rivas' },
      ],
    });
  });

  it('refuses bad input with the field and locale key', async () => {
    const res = await send(t, 'POST', base, w.booking({ start: 'tomorrow', client_id: undefined }), w.token);
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string; code: string }) => `${d.field}:${d.code}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'start:validation.appointment.start',
        'client_id:validation.appointment.client',
      ]),
    );
    const backwards = await send(t, 'POST', base, w.booking({ end: at(day, '08:00') }), w.token);
    expect(backwards.json().details[0]).toMatchObject({
      field: 'end',
      code: 'validation.appointment.endAfterStart',
    });
  });

  it('refuses outside hours, in the break, and on a day off unless an owner overrides', async () => {
    const late = await send(t, 'POST', base, w.booking({ start: at(day, '17:30') }), w.token);
    expect(late.json().code).toBe('APPOINTMENT_OUTSIDE_HOURS');
    const lunch = await send(t, 'POST', base, w.booking({ start: at(day, '12:30') }), w.token);
    expect(lunch.json().code).toBe('APPOINTMENT_OUTSIDE_HOURS');
    const forced = await send(
      t,
      'POST',
      base,
      w.booking({ start: at(day, '17:30'), override_hours: true }),
      w.token,
    );
    expect(forced.statusCode).toBe(200);
  });

  it('refuses an inactive service, an unknown client and an employee who does not perform it', async () => {
    const other = await send(t, 'POST', base, w.booking({ employee_id: GHOST_ID }), w.token);
    expect(other.json().code).toBe('EMPLOYEE_NOT_BOOKABLE');
    const ghost = await send(t, 'POST', base, w.booking({ client_id: GHOST_ID }), w.token);
    expect(ghost.json().code).toBe('CLIENT_NOT_FOUND');
    const noService = await send(t, 'POST', base, w.booking({ service_id: GHOST_ID }), w.token);
    expect(noService.json().code).toBe('SERVICE_NOT_FOUND');
  });
});

describe('GET, PUT and DELETE /appointment/{id}', () => {
  let appointment: AppointmentBody;
  const other = dayFromToday(8);
  beforeAll(async () => {
    appointment = await book(t, w.token, w.booking({ start: at(other, '09:00') }));
  });

  it('reads one; a missing id is 404', async () => {
    const res = await get(t, `${base}/${appointment._id}`, w.token);
    expect(res.json().data).toMatchObject({ _id: appointment._id, time_zone: 'America/Caracas' });
    expect((await get(t, `${base}/${GHOST_ID}`, w.token)).json().code).toBe('APPOINTMENT_NOT_FOUND');
  });

  it('reschedules, moving the end and logging the changed fields', async () => {
    const res = await send(
      t,
      'PUT',
      `${base}/${appointment._id}`,
      { start: at(other, '10:00'), note: 'Con café' },
      w.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      start: iso(at(other, '10:00')),
      end: iso(at(other, '10:45')),
      note: 'Con café',
    });
    const event = (await appointmentEvents(t, w.token)).find(
      (e) => e.entity_id === appointment._id && e.action === 'update',
    );
    expect(Object.keys((event!.details as { changedFields: object }).changedFields)).toEqual(
      expect.arrayContaining(['start', 'end', 'note']),
    );
  });

  it('answers 409 when the new time is taken, and refuses a time outside hours', async () => {
    const blocker = await book(t, w.token, w.booking({ start: at(other, '15:00') }));
    const res = await send(t, 'PUT', `${base}/${appointment._id}`, { start: at(other, '15:15') }, w.token);
    expect(res.json()).toMatchObject({
      code: 'APPOINTMENT_CONFLICT',
      details: [{ message: `${blocker.start}/${blocker.end}` }, { field: 'employee', message: 'Ana Rivas' }],
    });
    const night = await send(t, 'PUT', `${base}/${appointment._id}`, { start: at(other, '20:00') }, w.token);
    expect(night.json().code).toBe('APPOINTMENT_OUTSIDE_HOURS');
  });

  it('deletes, logging it', async () => {
    const res = await send(t, 'DELETE', `${base}/${appointment._id}`, undefined, w.token);
    expect(res.json().data).toEqual({ _id: appointment._id, deleted: true });
    expect((await get(t, `${base}/${appointment._id}`, w.token)).statusCode).toBe(404);
    const events = await appointmentEvents(t, w.token);
    expect(events.some((e) => e.entity_id === appointment._id && e.action === 'delete')).toBe(true);
  });
});

describe('a freelancer’s visit address', () => {
  it('adds the travel fee inside the area and refuses an address outside it', async () => {
    const own = await bookingWorld(t, 'appt.freelancer@example.com');
    // The plan's second salon makes room for the freelancer profile.
    const removed = await send(t, 'POST', `/api/v1/business/salon/${own.second!._id}/delete`, {}, own.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const salon = await createSalon(t, own.token, freelancerFields());
    await t.db.update(schedules).set({ days: WEEK }).where(eq(schedules.id, salon.schedule!._id));
    const group = await createGroup(t, own.token, salon._id, 'Domicilio');
    const service = await createService(t, own.token, salon._id, group._id, { discount_price: null });
    const employeeId = await addPerformer(t, {
      companyId: own.company._id,
      salonId: salon._id,
      serviceIds: [service._id],
      firstName: 'Eva',
      schedule: WEEK,
    });
    const client = await createClient(t, own.token, salon._id, 'visit@example.com');
    const body = (coordinates: [number, number]) => ({
      salon_id: salon._id,
      client_id: client._id,
      service_id: service._id,
      employee_id: employeeId,
      start: at(day, '10:00'),
      address: { address: 'Av. Principal', city: 'Caracas', coordinates },
    });
    const inside = await book(t, own.token, body([-66.86, 10.48]));
    expect(inside).toMatchObject({ travel_fee: 5, price: 25, address: { city: 'Caracas' } });
    const outside = await send(t, 'POST', base, body([-60, 5]), own.token);
    expect(outside.json().code).toBe('OUTSIDE_SERVICE_AREA');
  });
});
