import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/tables/subscription.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { base, clientFields, get, ownerWithSalons, send, type ClientBody } from './client-fixtures.js';

// docs/decisions.md "Clients without e-mail": a phone alone is enough, and one phone is one client per salon.
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
beforeAll(async () => {
  t = await createTestApp();
  // A plan of two salons, for the company's second salon.
  owner = await ownerWithSalons(t, 'client.phone.only@example.com', (companyId) =>
    t.db.update(subscriptions).set({ plan: 'advanced_plan' }).where(eq(subscriptions.companyId, companyId)),
  );
});
afterAll(() => t.close());

const create = (fields: Record<string, unknown>, salonId = owner.salon._id) =>
  send(t, 'POST', base, { salon_id: salonId, ...fields }, owner.token);

describe('a client without e-mail', () => {
  let rosa: ClientBody;

  it('is created with a phone alone, the e-mail missing or blank, and is told by nothing', async () => {
    const { email: _email, ...noEmail } = clientFields({ firstName: 'Rosa', phoneNumber: '0414-111.22.33' });
    const res = await create(noEmail);
    expect(res.statusCode).toBe(200);
    rosa = res.json().data;
    expect(rosa).toMatchObject({ firstName: 'Rosa', email: null, phoneNumber: '+584141112233' });
    const blank = await create(
      clientFields({ firstName: 'Inés', email: '  ', phoneNumber: '0414 111 2244' }),
    );
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.email).toBeNull();
    // Without WhatsApp set up and without an address, no message can reach her.
    const profile = await get(t, `${base}/${rosa._id}`, owner.token);
    expect(profile.json().data).toMatchObject({ email: null, reached_by: null });
  });

  it('still needs a phone, and a valid e-mail when one is given', async () => {
    const res = await create({ firstName: 'Ana', lastName: 'Páez', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.json().details as { field: string; code: string }[]).map((d) => [d.field, d.code]),
    );
    expect(fields).toEqual({ email: 'validation.email.invalid', phoneNumber: 'validation.phone.required' });
  });

  it('refuses a second client with the same phone however typed: 409 naming and linking the first', async () => {
    const res = await create(
      clientFields({ firstName: 'Otra', email: 'otra@example.com', phoneNumber: '+58 414 1112233' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CLIENT_PHONE_TAKEN',
      message: 'Already a client: Rosa González',
      details: [
        { field: 'phoneNumber', code: 'errors.CLIENT_PHONE_TAKEN', message: 'Rosa González' },
        { field: 'existing_client_id', code: 'errors.CLIENT_PHONE_TAKEN', message: rosa._id },
      ],
    });
    const list = await get(t, `${base}?salon_id=${owner.salon._id}&q=Otra`, owner.token);
    expect(list.json().meta.total).toBe(0);
  });

  it('refuses an edit to another client’s phone, and lets a client keep or drop their own details', async () => {
    const other = await create(
      clientFields({ firstName: 'Eva', email: 'eva@example.com', phoneNumber: '0414 999 0001' }),
    );
    const id = other.json().data._id as string;
    const taken = await send(t, 'PUT', `${base}/${id}`, { phoneNumber: '04141112233' }, owner.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details[1]).toMatchObject({ field: 'existing_client_id', message: rosa._id });
    const dropped = await send(t, 'PUT', `${base}/${id}`, { email: '', firstName: 'Evita' }, owner.token);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().data).toMatchObject({
      email: null,
      firstName: 'Evita',
      phoneNumber: '+584149990001',
    });
  });

  it('lets two simultaneous creations of one phone through only once', async () => {
    const results = await Promise.all(
      ['uno', 'dos'].map((name) =>
        create(
          clientFields({
            firstName: `Par ${name}`,
            email: `${name}@example.com`,
            phoneNumber: '0414 555 7777',
          }),
        ),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('may be a client of the company’s other salon with the same phone (each salon keeps its own row)', async () => {
    const res = await create(
      clientFields({ firstName: 'Rosa', phoneNumber: '0414-111.22.33' }),
      owner.second!._id,
    );
    expect(res.statusCode).toBe(200);
  });
});
