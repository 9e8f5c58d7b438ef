import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, dayFromToday } from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields as bookingClient,
  type BookableWorld,
  waitForMail,
} from '../../../test/booking-fixtures.js';
import { waitForMails } from '../../../test/notification-fixtures.js';
import { fieldCodes } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../../db/tables/account.table.js';
import { base, clientEvents, clientFields, get, send, type ClientBody } from './client-fixtures.js';

/** A client's own language: set by the staff or by the booking page, and the language of their mails. */
let t: TestApp;
let w: BookableWorld;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'client.language@example.com');
  // The owner reads Spanish: a client's English must come from the client, not from the owner.
  await t.db.update(users).set({ language: 'es-ve' }).where(eq(users.email, w.email));
});
afterAll(() => t.close());

const clientByEmail = async (email: string) => {
  const res = await get(t, `${base}?salon_id=${w.salon._id}&q=${encodeURIComponent(email)}`, w.token);
  return (res.json().data as ClientBody[])[0]!;
};

describe('the client form', () => {
  it('keeps the language chosen, none by default, and refuses one it does not know', async () => {
    const create = (overrides: Record<string, unknown>) =>
      send(t, 'POST', base, { salon_id: w.salon._id, ...clientFields(), ...overrides }, w.token);
    const english = await create({ email: 'ana.en@example.com', language: 'en-ve' });
    expect(english.json().data.language).toBe('en-ve');
    expect((await create({ email: 'ana.none@example.com' })).json().data.language).toBeNull();

    const unknown = await create({ email: 'ana.fr@example.com', language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldCodes(unknown.json())).toEqual({ language: 'validation.invalid' });
    expect(await clientByEmail('ana.fr@example.com')).toBeUndefined();
  });

  it('changes it alone, leaves it when other fields change, and logs the change', async () => {
    const { _id } = await clientByEmail('ana.en@example.com');
    const url = `${base}/${_id}`;
    const renamed = await send(t, 'PUT', url, { firstName: 'Ana María' }, w.token);
    expect(renamed.json().data).toMatchObject({ firstName: 'Ana María', language: 'en-ve' });
    const spanish = await send(t, 'PUT', url, { language: 'es-ve' }, w.token);
    expect(spanish.json().data.language).toBe('es-ve');
    const [event] = await clientEvents(t, w.token);
    expect(event).toMatchObject({
      action: 'update',
      entity_id: _id,
      details: { language: { from: 'en-ve', to: 'es-ve' } },
    });
    const cleared = await send(t, 'PUT', url, { language: null }, w.token);
    expect(cleared.json().data.language).toBeNull();
  });
});

describe('the booking page', () => {
  it('gives a new client its language, and their mails speak it though the owner reads Spanish', async () => {
    const email = clientEmail('lang.new');
    const start = at(dayFromToday(7), '10:00');
    const data = await bookedOnline(t, w, { start, client: bookingClient(email) }, { language: 'en-ve' });
    expect((await clientByEmail(email)).language).toBe('en-ve');
    const [, confirmation] = await waitForMails(t, email, 2); // the code, then the confirmation
    expect(confirmation!.subject).toBe('Appointment confirmed: Salón Uno');
    expect(confirmation!.text).toContain(`https://salon.test/en-ve/visit/${data.visit_token}`);
    // The owner's notice of the same booking stays in the owner's language.
    const notice = await waitForMail(t, w.email, (subject) => subject.includes('nueva reserva en línea'));
    expect(notice.subject).toBe('Salón Uno: nueva reserva en línea de Lucía Méndez');
  });

  it('follows a returning client to the language they book in next; a request naming none keeps it', async () => {
    const email = clientEmail('lang.back');
    await bookedOnline(
      t,
      w,
      { start: at(dayFromToday(8), '10:00'), client: bookingClient(email) },
      {
        language: 'en-ve',
      },
    );
    await bookedOnline(
      t,
      w,
      { start: at(dayFromToday(8), '11:00'), client: bookingClient(email) },
      {
        language: 'es-ve',
      },
    );
    expect((await clientByEmail(email)).language).toBe('es-ve');
    const mails = await waitForMails(t, email, 4); // code and confirmation, twice
    expect(mails.filter((mail) => mail.subject.startsWith('Cita confirmada'))).toHaveLength(1);

    await bookedOnline(t, w, { start: at(dayFromToday(8), '12:00'), client: bookingClient(email) });
    expect((await clientByEmail(email)).language).toBe('es-ve');
  });
});
