import type { CashCloseLineWire, CashCloseWire } from '@salon/core';
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayIn } from '@/lib/zoned-time';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

const PATH = '/api/v1/business/cash-close';
const TODAY = todayIn('America/Caracas');

const line = (overrides: Partial<CashCloseLineWire> & Pick<CashCloseLineWire, 'key'>): CashCloseLineWire => {
  const [method, currency] = overrides.key.split(':') as [CashCloseLineWire['method'], 'USD' | 'VES'];
  return {
    method,
    currency,
    cash: false,
    payments: 1,
    taken: 0,
    opening: 0,
    out: 0,
    expected: 0,
    counted: null,
    difference: null,
    difference_usd: null,
    ...overrides,
  };
};

/** Today's open day: $30 cash (float $20, $5 out), Bs. 1.820 cash (float Bs. 100), Bs. 364 by pago móvil. */
const openDay = (overrides: Partial<CashCloseWire> = {}): CashCloseWire => ({
  salon_id: SALON_ID,
  date: TODAY,
  status: 'open',
  rate: { date: TODAY, rate: 36.4, source: 'BCV' },
  opening: { USD: 20, VES: 100 },
  lines: [
    line({ key: 'cash:USD', cash: true, payments: 2, taken: 30, opening: 20, out: 5, expected: 45 }),
    line({ key: 'cashBolivares:VES', cash: true, taken: 1820, opening: 100, expected: 1920 }),
    line({ key: 'pagoMovil:VES', taken: 364, expected: 364 }),
  ],
  movements: [
    {
      _id: 'm1',
      kind: 'expense',
      currency: 'USD',
      amount: 5,
      reason: 'Café',
      at: `${TODAY}T15:00:00.000Z`,
      by: 'Ana Pérez',
    },
  ],
  tips: { dollars: 4, visits: 2 },
  deposits: { dollars: 10, count: 1 },
  totals: { taken_usd: 90, difference_usd: null },
  closed_at: null,
  closed_by: null,
  adjustments: [],
  ...overrides,
});

/** The day closed with every line counted: $2 short in the till. */
const closedDay = (): CashCloseWire => {
  const day = openDay();
  return {
    ...day,
    status: 'closed',
    lines: day.lines.map((one) => ({
      ...one,
      counted: one.key === 'cash:USD' ? 43 : one.expected,
      difference: one.key === 'cash:USD' ? -2 : 0,
      difference_usd: one.key === 'cash:USD' ? -2 : 0,
    })),
    totals: { taken_usd: 90, difference_usd: -2 },
    closed_at: `${TODAY}T23:00:00.000Z`,
    closed_by: 'Rosa Díaz',
  };
};

const session = (role: 'owner' | 'secretary' | 'basic') =>
  signedIn({ role, salons: [sessionSalon({ time_zone: 'America/Caracas' })] });

const bodyOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

const counted = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('cash close', () => {
  it('loads today, reads "1.856,40" typed in Spanish as 1856.4, shows the difference and saves the count', async () => {
    const calls = mockApi({
      ...session('secretary'),
      [`GET ${PATH}`]: () => ({ body: { data: openDay() } }),
      [`PUT ${PATH}`]: () => ({ body: { data: openDay() } }),
    });
    const user = userEvent.setup();
    const { container } = await renderApp('/es-ve/dashboard/cash-close');
    expect(await screen.findByRole('heading', { name: 'Cierre de caja', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Cierre de caja' }).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'Lo cobrado por método' });
    expect(within(table).getByRole('rowheader', { name: /Efectivo \(dólares\)/ })).toBeTruthy();
    expect(within(table).getByText('+$20,00 / −$5,00')).toBeTruthy();
    expect(within(table).getByText('$45,00')).toBeTruthy();
    expect(screen.getByText(/^Bs\. 36,40 por dólar \(BCV, /)).toBeTruthy();
    expect(screen.getByText('$4,00 en 2 visitas')).toBeTruthy();
    expect(screen.getByText('$10,00 (1 depósito, ya incluido en las líneas)')).toBeTruthy();
    expect(screen.getByText('Gasto · $5,00 — Café')).toBeTruthy();
    const get = calls.find((call) => call.url.includes(PATH))!;
    const query = new URL(get.url, 'http://x').searchParams;
    expect([query.get('salon_id'), query.get('date')]).toEqual([SALON_ID, TODAY]);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Bs. 1.856,40 counted of Bs. 1.920,00 expected: Bs. 63,60 short, $1,75 at 36,40.
    await user.type(counted(/^Contado: Efectivo \(bolívares\)/), '1.856,40');
    const row = within(table).getByRole('row', { name: /Efectivo \(bolívares\)/ });
    expect(within(row).getByText('Falta Bs. 63,60')).toBeTruthy();
    expect(within(row).getByText('Falta $1,75')).toBeTruthy();
    // Counted over what is expected: said in words.
    await user.type(counted(/^Contado: Efectivo \(dólares\)/), '46');
    expect(
      within(within(table).getByRole('row', { name: /Efectivo \(dólares\)/ })).getAllByText('Sobra $1,00'),
    ).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Guardar conteo' }));
    expect(await screen.findByText('Conteo guardado.')).toBeTruthy();
    const put = writes(calls)[0]!;
    expect(put.method).toBe('PUT');
    expect(bodyOf(put)).toMatchObject({
      salon_id: SALON_ID,
      date: TODAY,
      opening: { USD: 20, VES: 100 },
      counted: { 'cash:USD': 46, 'cashBolivares:VES': 1856.4, 'pagoMovil:VES': null },
    });
  }, 60_000);

  it('asks every line counted before closing, then saves, closes after the question and shows who closed', async () => {
    let day = openDay();
    const calls = mockApi({
      ...session('secretary'),
      [`GET ${PATH}`]: () => ({ body: { data: day } }),
      [`PUT ${PATH}`]: () => ({ body: { data: day } }),
      [`POST ${PATH}/close`]: () => {
        day = closedDay();
        return { body: { data: day } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/es-ve/dashboard/cash-close');
    await user.type(await screen.findByRole('textbox', { name: /^Contado: Efectivo \(dólares\)/ }), '43');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    // Two lines are not counted: said on their fields, nothing sent.
    expect(await screen.findAllByText(/Cuenta todas las líneas antes de cerrar la caja/)).toHaveLength(2);
    expect(writes(calls)).toEqual([]);

    await user.type(counted(/^Contado: Efectivo \(bolívares\)/), '1920');
    await user.type(counted(/^Contado: Pago móvil/), '364');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    const dialog = await screen.findByRole('dialog', { name: /^¿Cerrar la caja del / });
    expect(within(dialog).getByText(/con una diferencia de -\$2,00/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cerrar' }));
    expect(await screen.findByText('La caja del día quedó cerrada.')).toBeTruthy();
    expect(await screen.findByText(/^Cerrada por Rosa Díaz el /)).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.url.replace('/api/proxy', '')}`)).toEqual([
      `PUT ${PATH}`,
      `POST ${PATH}/close`,
    ]);
    expect(bodyOf(writes(calls)[1]!)).toMatchObject({ salon_id: SALON_ID, date: TODAY });
    // A secretary may close, not reopen; the closed day has no field nor movement form left.
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Contado/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  }, 60_000);

  it('puts a 400 field error of the close on its line, in the reader’s language', async () => {
    mockApi({
      ...session('owner'),
      [`GET ${PATH}`]: () => ({
        body: {
          data: openDay({
            lines: openDay().lines.map((one) => ({ ...one, counted: one.expected })),
          }),
        },
      }),
      [`PUT ${PATH}`]: () => ({ body: { data: openDay() } }),
      [`POST ${PATH}/close`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [
            {
              field: 'counted.pagoMovil:VES',
              code: 'validation.cashClose.countedMissing',
              message: 'Count every line',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/cash-close');
    await user.click(await screen.findByRole('button', { name: 'Close the cash' }));
    const dialog = await screen.findByRole('dialog', { name: /^Close the cash of / });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, close' }));
    const field = await screen.findByRole('textbox', { name: /^Counted: Pago móvil/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/^Count every line before closing the cash/);
    expect(counted(/^Counted: Cash \(dollars\)/).getAttribute('aria-invalid')).toBe('false');
  }, 60_000);

  it('says in Spanish when the day was closed meanwhile, and shows it closed', async () => {
    let day = openDay();
    mockApi({
      ...session('secretary'),
      [`GET ${PATH}`]: () => ({ body: { data: day } }),
      [`PUT ${PATH}`]: () => {
        day = closedDay();
        return {
          status: 409,
          body: { statusCode: 409, code: 'CASH_DAY_CLOSED', message: 'That day’s cash is closed.' },
        };
      },
    });
    const user = userEvent.setup();
    await renderApp('/es-ve/dashboard/cash-close');
    await user.click(await screen.findByRole('button', { name: 'Guardar conteo' }));
    expect(await screen.findByText(/^La caja de ese día está cerrada: un dueño o gerente/)).toBeTruthy();
    expect(await screen.findByText(/^Cerrada por Rosa Díaz el /)).toBeTruthy();
  }, 60_000);

  it('lets the owner reopen a closed day with a reason', async () => {
    const calls = mockApi({
      ...session('owner'),
      [`GET ${PATH}`]: () => ({ body: { data: closedDay() } }),
      [`POST ${PATH}/reopen`]: () => ({ body: { data: openDay() } }),
    });
    const user = userEvent.setup();
    const { container } = await renderApp('/en-ve/dashboard/cash-close');
    expect(await screen.findByText(/^Closed by Rosa Díaz on /)).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Money taken by method' })).getByRole('row', {
      name: /Cash \(dollars\)/,
    });
    expect(within(row).getAllByText('Short $2.00')).toHaveLength(2);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this day?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A payment was missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen the day' }));
    expect(await screen.findByText('The day is open again.')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /^Counted: Cash \(dollars\)/ })).toBeTruthy();
    const reopen = writes(calls)[0]!;
    expect(reopen.url).toBe(`/api/proxy${PATH}/reopen`);
    expect(bodyOf(reopen)).toMatchObject({
      salon_id: SALON_ID,
      date: TODAY,
      reason: 'A payment was missing',
    });
  }, 60_000);

  it('records cash taken out with its reason, checked by the shared rule, and deletes one', async () => {
    const calls = mockApi({
      ...session('secretary'),
      [`GET ${PATH}`]: () => ({ body: { data: openDay() } }),
      [`POST ${PATH}/movement`]: () => ({ body: { data: openDay() } }),
      [`DELETE ${PATH}/movement/m1`]: () => ({ body: { data: openDay({ movements: [] }) } }),
    });
    const user = userEvent.setup();
    await renderApp('/es-ve/dashboard/cash-close');
    const form = await screen.findByRole('form', { name: 'Agregar una salida de caja' });
    await user.type(within(form).getByRole('textbox', { name: /^Monto/ }), '12,50');
    await user.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await within(form).findByText(/Escribe el motivo \(hasta 120 caracteres\)/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /^Motivo/ }), 'Insumos');
    await user.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Salida de caja registrada.')).toBeTruthy();
    expect(bodyOf(writes(calls)[0]!)).toMatchObject({
      salon_id: SALON_ID,
      date: TODAY,
      kind: 'withdrawal',
      currency: 'USD',
      amount: 12.5,
      reason: 'Insumos',
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar Gasto de $5,00: Café' }));
    expect(await screen.findByText('No hubo salidas de caja este día.')).toBeTruthy();
    expect(writes(calls)[1]!.url).toBe(`/api/proxy${PATH}/movement/m1?salon_id=${SALON_ID}`);
  }, 60_000);

  it('picks among several salons, refuses a day to come, and prints on A4 or the 80 mm slip', async () => {
    const calls = mockApi({
      ...signedIn({
        role: 'manager',
        salons: [
          sessionSalon({ time_zone: 'America/Caracas' }),
          sessionSalon({ _id: '0190a000-0000-7000-8000-0000000000e2', title: 'Norte' }),
        ],
      }),
      [`GET ${PATH}`]: () => ({ body: { data: openDay() } }),
    });
    const pages: (string | undefined)[] = [];
    const print = vi.fn(() => {
      pages.push(document.documentElement.dataset.cashPrint);
      pages.push(document.head.lastElementChild?.textContent ?? undefined);
    });
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const { router } = await renderApp('/en-ve/dashboard/cash-close?date=2999-01-01');
    expect(await screen.findByRole('combobox', { name: 'Salon' })).toBeTruthy();
    expect(await screen.findByText('Pick today or an earlier day.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes(PATH))).toBe(false);

    await router.navigate('/en-ve/dashboard/cash-close');
    await screen.findByRole('table', { name: 'Money taken by method' });
    await user.click(screen.getByRole('button', { name: 'Print (A4)' }));
    await user.click(screen.getByRole('button', { name: 'Print receipt (80 mm)' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(pages[0]).toBe('a4');
    expect(pages[1]).toMatch(/size: A4/);
    expect(pages[2]).toBe('receipt');
    expect(pages[3]).toMatch(/size: 80mm/);
  }, 60_000);

  it('is not in a basic employee’s menu, and the page refuses them', async () => {
    const calls = mockApi({ ...session('basic'), [`GET ${PATH}`]: () => ({ body: { data: openDay() } }) });
    await renderApp('/en-ve/dashboard/cash-close');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Cash close' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Money taken by method' })).toBeNull();
    expect(calls.some((call) => call.url.includes(PATH))).toBe(false);
  }, 30_000);
});
