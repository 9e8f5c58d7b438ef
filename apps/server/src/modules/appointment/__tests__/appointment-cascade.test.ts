import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  appointmentEvents,
  at,
  base,
  book,
  bookingWorld,
  clientBase,
  createClient,
  dayFromToday,
  get,
  makePerformer,
  send,
} from '../../../test/appointment-fixtures.js';

/**
 * Deactivating a client, an employee or a service cancels their future pending and reserved appointments in
 * the same transaction (one 'cancel' entry each); past and already cancelled ones stay as they are.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.cascade@example.com');
});
afterAll(() => t.close());

const statusOf = async (id: string) => (await get(t, `${base}/${id}`, w.token)).json().data.status as string;

/** Two future (one pending), one past and one already cancelled appointment for the body's owner. */
async function fourFor(overrides: Record<string, unknown>, dayOffset: number) {
  const day = dayFromToday(dayOffset);
  const future = await book(t, w.token, w.booking({ ...overrides, start: at(day, '09:00') }));
  const pending = await book(
    t,
    w.token,
    w.booking({ ...overrides, start: at(day, '10:00'), status: 'pending' }),
  );
  const past = await book(
    t,
    w.token,
    w.booking({ ...overrides, start: at(dayFromToday(-dayOffset), '09:00') }),
  );
  const cancelled = await book(t, w.token, w.booking({ ...overrides, start: at(day, '11:00') }));
  await send(t, 'PATCH', `${base}/${cancelled._id}/status`, { status: 'cancelled' }, w.token);
  return { future, pending, past, cancelled };
}

async function expectCascade(
  rows: Awaited<ReturnType<typeof fourFor>>,
  countQuery: string,
  deactivate: () => ReturnType<typeof send>,
) {
  expect((await get(t, `${base}/future-count?${countQuery}`, w.token)).json().data.count).toBe(2);
  const before = (await appointmentEvents(t, w.token)).filter((e) => e.action === 'cancel').length;
  expect((await deactivate()).statusCode).toBe(200);
  expect(await statusOf(rows.future._id)).toBe('cancelled');
  expect(await statusOf(rows.pending._id)).toBe('cancelled');
  expect(await statusOf(rows.past._id)).toBe('reserved');
  const cancels = (await appointmentEvents(t, w.token)).filter((e) => e.action === 'cancel');
  expect(cancels.length - before).toBe(2);
  expect(cancels.find((e) => e.entity_id === rows.pending._id)?.details).toMatchObject({
    status: { from: 'pending', to: 'cancelled' },
  });
  expect((await get(t, `${base}/future-count?${countQuery}`, w.token)).json().data.count).toBe(0);
}

describe('cascades', () => {
  it('a client’s deactivation', async () => {
    const client = await createClient(t, w.token, w.salon._id, 'cascade.client@example.com');
    const rows = await fourFor({ client_id: client._id }, 11);
    await expectCascade(rows, `client_id=${client._id}`, () =>
      send(t, 'PATCH', `${clientBase}/${client._id}/status`, { status: 'inactive' }, w.token),
    );
    const again = await send(
      t,
      'POST',
      base,
      w.booking({ client_id: client._id, start: at(dayFromToday(11), '15:00') }),
      w.token,
    );
    expect(again.json().code).toBe('CLIENT_INACTIVE');
  });

  it('an employee’s deactivation', async () => {
    const rows = await fourFor({}, 12);
    await expectCascade(rows, `employee_id=${w.employeeId}`, () =>
      send(t, 'PATCH', `/api/v1/business/employee/${w.employeeId}/status`, { status: 'inactive' }, w.token),
    );
    const again = await send(t, 'POST', base, w.booking({ start: at(dayFromToday(12), '15:00') }), w.token);
    expect(again.json().code).toBe('EMPLOYEE_NOT_BOOKABLE');
    await send(t, 'PATCH', `/api/v1/business/employee/${w.employeeId}/status`, { status: 'active' }, w.token);
  });

  it('a service’s deactivation', async () => {
    const group = await createGroup(t, w.token, w.salon._id, 'Uñas');
    const service = await createService(t, w.token, w.salon._id, group._id, {
      name: 'Manicura',
      duration: 30,
    });
    await makePerformer(t, w.employeeId, w.company._id, [service._id]);
    const rows = await fourFor({ service_id: service._id }, 13);
    await expectCascade(rows, `service_id=${service._id}`, () =>
      send(t, 'PATCH', `/api/v1/business/service/${service._id}/status`, { status: 'inactive' }, w.token),
    );
    const again = await send(
      t,
      'POST',
      base,
      w.booking({ service_id: service._id, start: at(dayFromToday(13), '15:00') }),
      w.token,
    );
    expect(again.json().code).toBe('SERVICE_INACTIVE');
  });
});

describe('DELETE /service/{id}', () => {
  it('refuses a service with appointments (409) and deletes one without', async () => {
    const group = await createGroup(t, w.token, w.salon._id, 'Barbería');
    const booked = await createService(t, w.token, w.salon._id, group._id, { name: 'Barba' });
    const free = await createService(t, w.token, w.salon._id, group._id, { name: 'Bigote' });
    await makePerformer(t, w.employeeId, w.company._id, [booked._id]);
    await book(t, w.token, w.booking({ service_id: booked._id, start: at(dayFromToday(14), '09:00') }));
    const refused = await send(t, 'DELETE', `/api/v1/business/service/${booked._id}`, undefined, w.token);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'SERVICE_HAS_APPOINTMENTS' });
    const deleted = await send(t, 'DELETE', `/api/v1/business/service/${free._id}`, undefined, w.token);
    expect(deleted.statusCode).toBe(200);
  });
});
