import { localDateAt, VENEZUELA_TIME_ZONE } from '@salon/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ADMIN, ADMIN_TOKEN, admin, callsTo, jsonBody, list, payment } from './admin-test-data';

const me = { [`GET ${ADMIN}/me`]: () => ({ body: { data: admin } }) };

const rate = (overrides: object = {}) => ({
  date: '2030-01-17',
  rate: 36.4,
  source: 'BCV',
  origin: 'admin',
  entered_by: { _id: admin._id, email: admin.email, name: admin.name },
  entered_at: '2030-01-17T13:00:00.000Z',
  ...overrides,
});

const EMPTY_PAYEES = {
  pago_movil: null,
  zelle: null,
  binance_pay: null,
  wire: null,
  cash: null,
  updated_at: null,
};

describe('administrator settings', () => {
  beforeEach(() => localStorage.setItem('salon.adminToken', ADMIN_TOKEN));

  it('enters the day’s rate with a decimal comma, shows the server’s field error, lists the rates', async () => {
    let attempt = 0;
    const calls = mockApi({
      ...me,
      [`GET ${ADMIN}/exchange-rates`]: () =>
        list([
          rate(),
          rate({ date: '2030-01-16', rate: 36.1, origin: 'feed', source: 'BCV (feed)', entered_by: null }),
        ]),
      [`PUT ${ADMIN}/exchange-rates`]: (call) => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              details: [{ field: 'rate', code: 'validation.exchangeRate.rate', message: 'bad' }],
            },
          };
        return { body: { data: rate(jsonBody(call) as object) } };
      },
    });
    await renderApp('/es-ve/admin?tab=exchange_rate');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', {
      name: 'Tasas ingresadas, la fecha más reciente primero',
    });
    const first = (await within(table).findByRole('rowheader', { name: '17 ene. 2030' })).closest('tr')!;
    expect(within(first).getByText('36,40')).toBeTruthy();
    expect(within(first).getByText(admin.email)).toBeTruthy();
    expect(within(table).getByText('Fuente automática')).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Ingresar una tasa' });
    expect((within(form).getByLabelText(/^Fecha/) as HTMLInputElement).value).toBe(
      localDateAt(new Date(), VENEZUELA_TIME_ZONE),
    );
    expect((within(form).getByRole('textbox', { name: 'Fuente' }) as HTMLInputElement).value).toBe('BCV');
    await user.type(within(form).getByRole('textbox', { name: /Tasa/ }), '36,4012');
    await user.click(within(form).getByRole('button', { name: 'Guardar tasa' }));
    expect(await within(form).findByText(/Ingresa una tasa mayor que 0/)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Guardar tasa' }));
    expect(await screen.findByText(/guardada: 36,4012/)).toBeTruthy();
    const sent = callsTo(calls, 'PUT', `${ADMIN}/exchange-rates`);
    expect(jsonBody(sent[1]!)).toEqual({
      date: localDateAt(new Date(), VENEZUELA_TIME_ZONE),
      rate: 36.4012,
      source: 'BCV',
    });
  });

  it('refuses a rate of 0 before sending it', async () => {
    const calls = mockApi({ ...me, [`GET ${ADMIN}/exchange-rates`]: () => list([]) });
    await renderApp('/en-ve/admin?tab=exchange_rate');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Enter a rate' });
    await user.type(within(form).getByRole('textbox', { name: /Rate/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText(/Enter a rate above 0/)).toBeTruthy();
    expect(callsTo(calls, 'PUT', `${ADMIN}/exchange-rates`)).toHaveLength(0);
    expect(await screen.findByText('No rate entered yet.')).toBeTruthy();
  });

  it('saves the pago móvil details and clears the methods left empty', async () => {
    const calls = mockApi({
      ...me,
      [`GET ${ADMIN}/payees`]: () => ({
        body: { data: { ...EMPTY_PAYEES, zelle: { email: 'old@platform.example', name: 'Old' } } },
      }),
      [`PUT ${ADMIN}/payees`]: (call) => ({
        body: {
          data: { ...EMPTY_PAYEES, ...(jsonBody(call) as object), updated_at: '2030-01-17T13:00:00.000Z' },
        },
      }),
    });
    await renderApp('/en-ve/admin?tab=payees');
    const user = userEvent.setup();
    const pagoMovil = await screen.findByRole('group', { name: 'Pago móvil' });
    await user.type(within(pagoMovil).getByRole('textbox', { name: 'Bank' }), 'Banco de Venezuela');
    await user.type(within(pagoMovil).getByRole('textbox', { name: 'Bank code' }), '0102');
    await user.type(within(pagoMovil).getByRole('textbox', { name: 'Phone' }), '0414-555-1234');
    await user.type(within(pagoMovil).getByRole('textbox', { name: 'RIF or cédula' }), 'J-123456789');
    const zelle = screen.getByRole('group', { name: 'Zelle' });
    await user.clear(within(zelle).getByRole('textbox', { name: 'E-mail' }));
    await user.clear(within(zelle).getByRole('textbox', { name: 'Holder' }));
    // A half-filled method is checked field by field.
    await user.type(
      within(screen.getByRole('group', { name: 'Binance Pay' })).getByRole('textbox', {
        name: 'Binance Pay ID',
      }),
      '12',
    );
    await user.click(screen.getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Enter the Binance Pay ID: 5 to 20 digits')).toBeTruthy();
    expect(screen.getByText('Enter the holder (up to 100 characters)')).toBeTruthy();
    expect(callsTo(calls, 'PUT', `${ADMIN}/payees`)).toHaveLength(0);

    await user.clear(
      within(screen.getByRole('group', { name: 'Binance Pay' })).getByRole('textbox', {
        name: 'Binance Pay ID',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Payment details saved.')).toBeTruthy();
    expect(jsonBody(callsTo(calls, 'PUT', `${ADMIN}/payees`)[0]!)).toEqual({
      pago_movil: {
        bank_name: 'Banco de Venezuela',
        bank_code: '0102',
        phone: '+584145551234',
        rif: 'J-12345678-9',
      },
      zelle: null,
      binance_pay: null,
      wire: null,
      cash: null,
    });
  });

  it('shows the bolívares expected beside those reported and flags a difference', async () => {
    mockApi({
      ...me,
      [`GET ${ADMIN}/payments`]: () =>
        list([
          payment(),
          payment({
            _id: '0190a000-0000-7000-8000-0000000000b2',
            reference: '0102-99',
            company: { ...payment().company, _id: 'c2', name: 'Exacta C.A.' },
            details: { ...payment().details, amount_ves: 1240 },
          }),
        ]),
    });
    await renderApp('/en-ve/admin?tab=payments');
    const table = await screen.findByRole('table', { name: 'Reported payments' });
    const short = (await within(table).findByRole('rowheader', { name: /Bella C\.A\./ })).closest('tr')!;
    expect(within(short).getByText('Bs. 1,240.50')).toBeTruthy();
    expect(
      within(short).getByText(/Expected in bolívares: Bs\. 1,240\.00 at the rate of Jan 18, 2030: 40\.00/),
    ).toBeTruthy();
    expect(within(short).getByText('Differs from the expected Bs. 1,240.00 by Bs. 0.50')).toBeTruthy();
    const exact = within(table)
      .getByRole('rowheader', { name: /Exacta C\.A\./ })
      .closest('tr')!;
    expect(within(exact).getByText('Matches the expected amount')).toBeTruthy();
  });
});
