import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  B,
  employeeWire,
  EMPLOYEE_ID,
  ownerRoutes,
  SALON_ID,
  secretaryRoutes,
  SERVICE_ID,
} from './employee-test-data';

const GROUP_ID = '0190a000-0000-7000-8000-0000000000c1';
const SERVICE_2 = '0190a000-0000-7000-8000-0000000000b2';
const PLAN = `${B}/employee/${EMPLOYEE_ID}/commission-plan`;
const SETTINGS = `${B}/commission-settings`;

const planWire = (overrides: object = {}) => ({
  employee_id: EMPLOYEE_ID,
  default_percent: 35,
  group_overrides: [{ group_id: GROUP_ID, percent: 50 }],
  service_overrides: [],
  tiers: [
    { from: 0, percent: 30 },
    { from: 2000, percent: 40 },
  ],
  tier_mode: 'retroactive',
  after_method_fee: true,
  updated_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

/** The profile, the salon's services (two in one group) and its fees; `extra` adds or replaces routes. */
const routes = (plan: object | null, extra: Record<string, (call: RecordedCall) => unknown> = {}) =>
  mockApi({
    ...ownerRoutes(),
    [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
    [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: () => ({
      body: { data: { month: '2026-12', days: [] } },
    }),
    [`GET ${B}/service`]: () => ({
      body: {
        data: [
          { _id: SERVICE_ID, name: 'Corte', group: { _id: GROUP_ID, name: 'Cabello' } },
          { _id: SERVICE_2, name: 'Tinte', group: { _id: GROUP_ID, name: 'Cabello' } },
        ],
        meta: { total: 2, page: 1, limit: 100 },
      },
    }),
    [`GET ${PLAN}`]: () => ({ body: { data: plan } }),
    [`GET ${SETTINGS}`]: () => ({ body: { data: { method_fees: { paypal: 5.4 } } } }),
    ...(extra as Record<string, () => { body: unknown }>),
  });

const openTab = async (lang: 'es-ve' | 'en-ve', tab: string) => {
  await renderApp(`/${lang}/dashboard/employee/${EMPLOYEE_ID}`);
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
};
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const planForm = (name: string) => screen.findByRole('form', { name });
const jsonOf = (call: RecordedCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
/** The body a form sent, without the account fields the API client adds to every business call. */
const sent = (calls: RecordedCall[]) => {
  const {
    users_id: _user,
    account_type: _type,
    ...body
  } = jsonOf(calls.find((call) => call.method === 'PUT'));
  return body;
};

describe('commission tab', () => {
  it('shows the saved plan', async () => {
    const calls = routes(planWire());
    await openTab('en-ve', 'Commission');
    const form = await planForm('Commission plan');
    expect(within(form).getByRole('textbox', { name: /Default percentage/ })).toHaveProperty(
      'value',
      '35.00',
    );
    expect(within(form).getByRole('combobox', { name: 'Service group' })).toHaveProperty('value', GROUP_ID);
    const froms = within(form).getAllByRole('textbox', { name: 'From (USD)' });
    expect(froms.map((field) => (field as HTMLInputElement).value)).toEqual(['0.00', '2,000.00']);
    expect(within(form).getByRole('radio', { name: /^Retroactive/ })).toHaveProperty('checked', true);
    expect(
      within(form).getByRole('switch', { name: "Calculate after the payment method's fee" }),
    ).toHaveProperty('checked', true);
    expect(calls.find((call) => call.url.includes('commission-plan'))?.url).toContain(`salon_id=${SALON_ID}`);
  }, 20_000);

  it('saves a default, a service override and two tiers typed in Spanish', async () => {
    const calls = routes(null, {
      [`PUT ${PLAN}`]: (call) => ({ body: { data: planWire(jsonOf(call)) } }),
    });
    await openTab('es-ve', 'Comisión');
    const form = await planForm('Plan de comisión');
    type(within(form).getByRole('textbox', { name: /Porcentaje por defecto/ }), '40,5');
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar servicio' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Servicio' }), {
      target: { value: SERVICE_2 },
    });
    type(within(form).getByRole('textbox', { name: 'Porcentaje' }), '50');
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar escala' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar escala' }));
    const second = within(form).getByRole('group', { name: 'Escala 2' });
    type(within(second).getByRole('textbox', { name: 'Desde (USD)' }), '1.500');
    type(within(second).getByRole('textbox', { name: 'Porcentaje' }), '45');
    type(
      within(within(form).getByRole('group', { name: 'Escala 1' })).getByRole('textbox', {
        name: 'Porcentaje',
      }),
      '30',
    );
    fireEvent.click(within(form).getByRole('radio', { name: /^Retroactiva/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar plan' }));

    expect(await screen.findByText('Plan de comisión guardado')).toBeTruthy();
    expect(sent(calls)).toEqual({
      salon_id: SALON_ID,
      default_percent: 40.5,
      group_overrides: [],
      service_overrides: [{ service_id: SERVICE_2, percent: 50 }],
      tiers: [
        { from: 0, percent: 30 },
        { from: 1500, percent: 45 },
      ],
      tier_mode: 'retroactive',
      after_method_fee: false,
    });
  }, 30_000);

  it('refuses tiers out of order without asking the server', async () => {
    const calls = routes(planWire({ tiers: [] }));
    await openTab('en-ve', 'Commission');
    const form = await planForm('Commission plan');
    fireEvent.click(within(form).getByRole('button', { name: 'Add tier' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add tier' }));
    const [first, second] = [1, 2].map((n) => within(form).getByRole('group', { name: `Tier ${n}` }));
    type(within(first!).getByRole('textbox', { name: 'Percentage' }), '30');
    type(within(second!).getByRole('textbox', { name: 'From (USD)' }), '0');
    type(within(second!).getByRole('textbox', { name: 'Percentage' }), '40');
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(form).findByText('The first band starts at 0 and each band starts above the one before'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 20_000);

  it("puts the server's field error under its field", async () => {
    routes(planWire(), {
      [`PUT ${PLAN}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [{ field: 'default_percent', code: 'validation.commission.percent', message: 'bad' }],
        },
      }),
    });
    await openTab('en-ve', 'Commission');
    const form = await planForm('Commission plan');
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    const field = within(form).getByRole('textbox', { name: /Default percentage/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(/^Type a percentage from 0 to 100, with up to 2 decimals/)).toBeTruthy();
  }, 20_000);

  it("saves the salon's fee per payment method", async () => {
    const calls = routes(planWire(), {
      [`PUT ${SETTINGS}`]: (call) => ({ body: { data: { method_fees: jsonOf(call).method_fees } } }),
    });
    await openTab('es-ve', 'Comisión');
    const form = await planForm('Comisiones por método de pago');
    expect(within(form).getByRole('textbox', { name: 'PayPal' })).toHaveProperty('value', '5,40');
    type(within(form).getByRole('textbox', { name: 'Punto de venta (débito o crédito)' }), '3,5');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar comisiones' }));
    expect(await screen.findByText('Comisiones por método de pago guardadas')).toBeTruthy();
    expect(sent(calls)).toEqual({
      salon_id: SALON_ID,
      method_fees: { paypal: 5.4, pointOfSale: 3.5 },
    });
  }, 20_000);

  it('is not offered to a secretary', async () => {
    const calls = mockApi({
      ...secretaryRoutes(),
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: () => ({
        body: { data: { month: '2026-12', days: [] } },
      }),
    });
    await renderApp(`/en-ve/dashboard/employee/${EMPLOYEE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Carla Méndez' });
    expect(screen.queryByRole('tab', { name: 'Commission' })).toBeNull();
    expect(calls.some((call) => call.url.includes('commission'))).toBe(false);
  }, 20_000);
});
