import { localDateAt } from '@salon/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  appointmentEvents,
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  get,
  send,
} from '../../../test/appointment-fixtures.js';

/**
 * The card terminal (punto de venta) and cash in bolívares (docs/decisions.md "Card terminal and cash in
 * bolívares"): taken only in bolívares at the day's rate, kept with each payment, and named in the
 * per-method report, its workbook and the event log.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const today = () => localDateAt(new Date(), 'America/Caracas');

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'appt.bolivar.methods@example.com');
  await t.db.insert(exchangeRates).values({ date: today(), rate: '40.0000', source: 'BCV', origin: 'admin' });
});
afterAll(() => t.close());

const pay = (id: string, body: Record<string, unknown>) =>
  send(t, 'POST', `${base}/${id}/payments`, body, w.token);

async function doneVisitYesterday(price: number, time: string) {
  const created = await book(t, w.token, w.booking({ start: at(dayFromToday(-1), time), price }));
  const done = await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'done' }, w.token);
  expect(done.statusCode, done.body).toBe(200);
  return created._id as string;
}

describe('card terminal and cash in bolívares', () => {
  let visitId: string;

  beforeAll(async () => {
    // $30: $10 on the card terminal (Bs. 400) and $20 in bolívar notes (Bs. 800), at 40 Bs. per dollar.
    visitId = await doneVisitYesterday(30, '10:00');
    const card = await pay(visitId, {
      method: 'pointOfSale',
      currency: 'VES',
      amount: 400,
      reference: 'LOTE 12',
    });
    expect(card.statusCode, card.body).toBe(200);
    const notes = await pay(visitId, { method: 'cashBolivares', currency: 'VES', amount: 800 });
    expect(notes.statusCode, notes.body).toBe(200);
  });

  it('keeps the day’s rate with each payment and settles the balance', async () => {
    const checkout = (await get(t, `${base}/${visitId}/payments`, w.token)).json().data;
    expect(checkout).toMatchObject({ due: 30, paid: 30, balance: 0 });
    expect(checkout.payments).toMatchObject([
      { method: 'pointOfSale', currency: 'VES', amount: 400, rate: 40, rate_date: today(), dollars: 10 },
      { method: 'cashBolivares', currency: 'VES', amount: 800, rate: 40, rate_date: today(), dollars: 20 },
    ]);
    const event = (await appointmentEvents(t, w.token)).find(
      (entry) =>
        entry.entity_id === visitId &&
        (entry.details.payment_added as { method?: string } | undefined)?.method === 'pointOfSale',
    );
    expect(event?.details).toMatchObject({ payment_added: { currency: 'VES', rate: 40, dollars: 10 } });
  });

  it('refuses them in dollars, naming the field and the text the app shows', async () => {
    const id = await doneVisitYesterday(15, '12:00');
    for (const method of ['pointOfSale', 'cashBolivares']) {
      const res = await pay(id, { method, currency: 'USD', amount: 15 });
      expect(res.statusCode, method).toBe(400);
      expect(res.json().details).toContainEqual({
        field: 'currency',
        code: 'validation.payment.bolivarsOnly',
        message: 'This method is paid in bolívares: choose bolívares.',
      });
    }
    expect((await get(t, `${base}/${id}/payments`, w.token)).json().data.payments).toEqual([]);
  });

  it('counts each under its own method in the report and its workbook', async () => {
    const query = `salon_id=${w.salon._id}&range=last_7_days`;
    const report = (await get(t, `/api/v1/business/report/incomes?${query}`, w.token)).json().data;
    const byMethod = Object.fromEntries(
      report.by_payment_method.map((row: { method: string | null; income: number }) => [
        row.method,
        row.income,
      ]),
    );
    expect(byMethod).toMatchObject({ pointOfSale: 10, cashBolivares: 20 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/proxy/api/v1/business/report/incomes.xlsx?${query}`,
      headers: { authorization: `Bearer ${w.token}`, 'accept-language': 'es-ve' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = (sheet: string, column: number) =>
      workbook
        .getWorksheet(sheet)!
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[])[column]);
    expect(names('Por método de pago', 1)).toEqual(
      expect.arrayContaining(['Punto de venta (débito o crédito)', 'Efectivo (bolívares)']),
    );
    expect(names('Pagos', 4)).toEqual(['Punto de venta (débito o crédito)', 'Efectivo (bolívares)']);
  });
});
