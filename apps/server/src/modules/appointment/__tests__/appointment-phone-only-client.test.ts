import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../../test/notification-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { at, base, book, bookingWorld, dayFromToday, get, send } from '../../../test/appointment-fixtures.js';

// docs/decisions.md "Clients without e-mail": the booking dialog's inline client may have a phone alone.
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const day = dayFromToday(8);
beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.phone.only@example.com');
});
afterAll(() => t.close());

describe('an inline client without e-mail', () => {
  it('is booked with a phone alone; nothing is mailed, and the WhatsApp link stays', async () => {
    const client = { firstName: 'Rosa', lastName: 'Páez', email: '', phoneNumber: '0414-321.00.11' };
    const booked = await book(
      t,
      w.token,
      w.booking({ client_id: undefined, client, start: at(day, '09:00') }),
    );
    const created = await get(t, `/api/v1/business/client/${booked.client._id}`, w.token);
    expect(created.json().data).toMatchObject({
      email: null,
      phoneNumber: '+584143210011',
      reached_by: null,
    });
    await t.app.ctx.jobs.runDue();
    const notifications = await notificationsOf(t, booked._id, w.token);
    expect(notifications.whatsapp?.phone_digits).toBe('584143210011');
    expect(t.mail.mails.filter((mail) => mail.text.includes('Rosa'))).toHaveLength(0);
  });

  it('with a phone the salon already has answers 409 naming that client, booking nothing', async () => {
    const client = { firstName: 'Otra', lastName: 'Persona', email: '', phoneNumber: '+58 414 321 0011' };
    const res = await send(
      t,
      'POST',
      base,
      w.booking({ client_id: undefined, client, start: at(day, '11:00') }),
      w.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CLIENT_PHONE_TAKEN', message: 'Already a client: Rosa Páez' });
  });
});
