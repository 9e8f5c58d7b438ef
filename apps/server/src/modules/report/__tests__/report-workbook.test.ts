import { addDays, isoDate, localDateAt, parseLocalDate } from '@salon/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { bookingWorld, send } from '../../../test/appointment-fixtures.js';
import { get } from '../../../test/service-fixtures.js';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/** The .xlsx opened back with exceljs: its totals are the API's, its headings the caller's language. */
const ZONE = 'America/Caracas';
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let today: string;
const day = (offset: number) => isoDate(addDays(parseLocalDate(today), offset));

beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'reports.xlsx@example.com');
  today = localDateAt(new Date(), ZONE);
  const start = (offset: number, time: string) => new Date(`${day(offset)}T${time}:00-04:00`);
  const base = {
    companyId: world.company._id,
    salonId: world.salon._id,
    clientId: world.client._id,
    employeeId: world.employeeId,
    serviceId: world.service._id,
  };
  const rows = await t.db
    .insert(appointments)
    .values(
      [
        { offset: -5, time: '10:00', status: 'done', price: 2000, fee: 350, method: 'pagoMovil' },
        { offset: -4, time: '11:00', status: 'done', price: 2500, fee: null, method: null },
        { offset: -2, time: '12:00', status: 'no_show', price: 2000, fee: null, method: null },
      ].map((row) => ({
        ...base,
        id: newId(),
        startsAt: start(row.offset, row.time),
        endsAt: new Date(start(row.offset, row.time).getTime() + 45 * 60_000),
        status: row.status as 'done' | 'no_show',
        priceCents: row.price,
        travelFeeCents: row.fee,
        paymentMethod: row.method as 'pagoMovil' | null,
      })),
    )
    .returning({ id: appointments.id });
  // The second visit ($25) paid in part: $10 cash and Bs. 182,50 by transfer at 36,50 ($5); $10 unpaid.
  await t.db
    .insert(exchangeRates)
    .values({ date: day(-10), rate: '36.5000', source: 'BCV', origin: 'admin' });
  for (const body of [
    { method: 'cash', amount: 10 },
    { method: 'transfer', currency: 'VES', amount: 182.5, reference: 'T-77' },
  ]) {
    const res = await send(
      t,
      'POST',
      `/api/v1/business/appointment/${rows[1]!.id}/payments`,
      body,
      world.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

async function download(language: 'es-ve' | 'en-ve') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/proxy/api/v1/business/report/incomes.xlsx?salon_id=${world.salon._id}&range=last_7_days`,
    headers: { authorization: `Bearer ${world.token}`, 'accept-language': language },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, workbook };
}

describe('GET /report/incomes.xlsx', () => {
  it('is a real workbook whose totals are the API’s, with money as dollar numbers', async () => {
    const api = (
      await get(
        t,
        `/api/v1/business/report/incomes?salon_id=${world.salon._id}&range=last_7_days`,
        world.token,
      )
    ).json().data;
    expect(api.income).toBe(48.5);
    const { res, workbook } = await download('en-ve');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="incomes-${day(-6)}-${today}.xlsx"`,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By employee',
      'By service',
      'By payment method',
      'Appointments',
      'Payments',
    ]);
    const summary = new Map<string, unknown>();
    workbook
      .getWorksheet('Summary')!
      .eachRow((row) => summary.set(String(row.getCell(1).value).trim(), row.getCell(2).value));
    // Days are real date cells of the salon's local day, shown as the screens write them.
    expect(summary.get('From')).toEqual(new Date(`${api.from}T00:00:00Z`));
    expect(summary.get('To')).toEqual(new Date(`${api.to}T00:00:00Z`));
    expect(summary.get('Appointments (every status)')).toBe(api.appointments.total);
    expect(summary.get('No show')).toBe(1);
    expect(summary.get('Income')).toBe(api.income);
    expect(summary.get('Average income per day')).toBe(api.average_daily_rate);
    const incomeRow = workbook
      .getWorksheet('Summary')!
      .getRow(workbook.getWorksheet('Summary')!.rowCount - 1);
    expect(incomeRow.getCell(2).numFmt).toBe('"$"#,##0.00');

    const methods = workbook.getWorksheet('By payment method')!;
    const methodRows = methods
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 5));
    expect(methodRows).toEqual(
      api.by_payment_method.map(
        (row: { method: string | null; count: number; income: number; share: number }) => [
          {
            pagoMovil: 'Pago móvil',
            cash: 'Cash (dollars)',
            transfer: 'Bank transfer',
          }[row.method ?? ''] ?? 'Unpaid or not recorded',
          row.count,
          row.income,
          row.share,
        ],
      ),
    );
    const list = workbook.getWorksheet('Appointments')!;
    expect(list.rowCount - 1).toBe(api.appointments.total);
    const incomes = list
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[])[10] as number);
    expect(incomes.reduce((sum, n) => sum + n, 0)).toBeCloseTo(api.income, 2);
    expect(list.getRow(2).getCell(1).value).toEqual(new Date(`${day(-5)}T00:00:00Z`));
    expect(list.getRow(2).getCell(1).numFmt).toBe('mmm d, yyyy');
    expect(list.getRow(2).getCell(2).value).toBe('10:00 AM');
    expect(list.getRow(3).getCell(2).value).toBe('11:00 AM');
    expect(list.getRow(2).getCell(9).value).toBe(3.5);
    expect(list.getRow(3).getCell(11).value).toBe(15);

    // Each payment in its own currency, with its rate and what it counts for in dollars.
    const payments = workbook.getWorksheet('Payments')!;
    const values = payments
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(4, 11));
    expect(values).toEqual([
      ['Cash (dollars)', 'Dollars', 10, undefined, undefined, 10, undefined],
      ['Bank transfer', 'Bolívares', 182.5, 36.5, new Date(`${day(-10)}T00:00:00Z`), 5, 'T-77'],
    ]);
    expect(payments.getRow(3).getCell(6).numFmt).toBe('"Bs."#,##0.00');
    expect(payments.getRow(2).getCell(1).value).toEqual(new Date(`${day(-4)}T00:00:00Z`));
  });

  it('speaks Spanish to a Spanish caller', async () => {
    const { res, workbook } = await download('es-ve');
    expect(res.headers['content-disposition']).toContain('ingresos-');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Por empleado',
      'Por servicio',
      'Por método de pago',
      'Citas',
      'Pagos',
    ]);
    expect(workbook.getWorksheet('Citas')!.getRow(1).getCell(6).value).toBe('Estado');
    expect(workbook.getWorksheet('Citas')!.getRow(4).getCell(6).value).toBe('No asistió');
    // 12:00 in Caracas on the 12-hour clock, as the screens write it; the day in Spanish order.
    const noon = workbook.getWorksheet('Citas')!.getRow(4);
    expect(String(noon.getCell(2).value).replace(/[\u00a0\u202f]/g, ' ')).toBe('12:00 p. m.');
    expect(noon.getCell(1).numFmt).toBe('d mmm yyyy');
  });
});
