import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../db/tables/client.table.js';
import { base, book, send } from '../../../test/appointment-fixtures.js';
import { bookableWorld, type BookableWorld } from '../../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { offerTokensTo, runJobs, tenOClock, waitingClient } from '../../../test/waitlist-fixtures.js';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../../test/whatsapp-stand-in.js';

/** An offer goes by WhatsApp, beside its e-mail, where the one channel decision of the notifications says so. */
let t: TestApp;
let w: BookableWorld;
let standIn: WhatsAppStandIn;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  t = await createTestApp({
    JOBS_WORKER: 'off',
    PUBLIC_URL: 'https://salon.test',
    WHATSAPP_API_URL: standIn.url,
    WHATSAPP_TOKEN: 'token-for-tests',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret-for-tests',
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
  });
  w = await bookableWorld(t, 'waitlist.whatsapp@example.com');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('an offer by WhatsApp', () => {
  it('sends the waitlist_offer template with the link, and the e-mail too', async () => {
    const blocking = await book(t, w.token, w.booking({ start: tenOClock }));
    const byWhatsApp = await waitingClient(t, w, 'wa.yes');
    const byMailOnly = await waitingClient(t, w, 'wa.no');
    await t.db
      .update(clients)
      .set({ messageChannel: 'whatsapp', whatsappOptInAt: new Date(), phone: '+584125550101' })
      .where(eq(clients.id, byWhatsApp.clientId));
    await w.setSalon({ whatsappEnabled: true });
    await send(t, 'PATCH', `${base}/${blocking._id}/status`, { status: 'cancelled' }, w.token);
    await runJobs(t);
    expect(standIn.received).toHaveLength(1);
    const { body } = standIn.received[0]!;
    expect(body.to).toBe('584125550101');
    expect(body.template.name).toBe('waitlist_offer');
    const parameters = body.template.components[0]!.parameters.map((parameter) => parameter.text);
    expect(parameters.slice(0, 3)).toEqual(['María', 'Salón Uno', 'Corte de dama']);
    const [token] = offerTokensTo(t, byWhatsApp.email);
    expect(parameters[4]).toBe(`https://salon.test/en-ve/waitlist/${token}`);
    expect(offerTokensTo(t, byMailOnly.email)).toHaveLength(1);
  });

  it('reaches a client with no e-mail by WhatsApp, as the appointment messages do', async () => {
    const blocking = await book(t, w.token, w.booking({ start: tenOClock }));
    const phoneOnly = await waitingClient(t, w, 'wa.phone-only');
    await t.db
      .update(clients)
      .set({ email: null, whatsappOptInAt: new Date(), phone: '+584125550102' })
      .where(eq(clients.id, phoneOnly.clientId));
    const before = standIn.received.length;
    await send(t, 'PATCH', `${base}/${blocking._id}/status`, { status: 'cancelled' }, w.token);
    await runJobs(t);
    const sent = standIn.received.slice(before).map(({ body }) => body.to);
    expect(sent).toContain('584125550102');
  });
});
