import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import enVe from '../locales/en-ve.json';
import esVe from '../locales/es-ve.json';
import {
  G,
  group,
  HAIR_ID,
  jsonOf,
  page,
  S,
  service,
  SERVICE_ID,
  session,
  SALON_ID,
} from './service-test-data';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const refusal = {
  status: 400,
  body: {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Some fields are not valid.',
    details: [{ field: 'group', code: 'validation.service.groupRequired', message: 'Choose a group' }],
  },
};

/** Opens the new-service form; `fill` pastes rather than types, as the form re-renders on each key. */
async function openNewForm() {
  const { router } = await renderApp('/en-ve/dashboard/service/new');
  await screen.findByRole('heading', { level: 1, name: 'New service' });
  const user = userEvent.setup();
  const fill = async (name: string, value: string) => {
    await user.clear(field(name));
    await user.click(field(name));
    await user.paste(value);
  };
  return { user, fill, router };
}

describe('service form', () => {
  it('checks the shared rules before sending anything', async () => {
    const calls = mockApi({ ...session(), [`GET ${G}`]: () => ({ body: { data: [group()] } }) });
    const { user, fill } = await openNewForm();
    await fill('Name', 'L');
    await fill('Regular price', '0');
    await user.click(screen.getByRole('switch', { name: "Also at the client's place" }));
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Choose a group')).toBeTruthy();
    expect(screen.getByText('The price cannot be 0.00. Example: 25.50')).toBeTruthy();
    expect(helperOf(field('Charge for going'))).toBe(
      'The remote charge must be greater than 0. Example: 25.50',
    );

    await fill('Name', 'Ladies cut');
    await fill('Regular price', '25');
    await fill('Discount price', '30');
    await fill('Charge for going', '5');
    await user.click(screen.getByRole('combobox', { name: /^Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Hair' }));
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(
      await screen.findByText(
        'The discount price must be above 0 and below the regular price. Example: 25.50',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 30_000);

  it('shows a server field error under its field, then creates and returns to the list', async () => {
    let refuse = true;
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: [group()] } }),
      [`GET ${S}`]: () => page([service()]),
      [`POST ${S}`]: () => (refuse ? refusal : { body: { data: service() } }),
    });
    const { user, fill, router } = await openNewForm();
    await fill('Name', 'Ladies cut');
    await fill('Regular price', '25');
    await fill('Discount price', '19.99');
    await user.click(screen.getByRole('switch', { name: "Also at the client's place" }));
    await fill('Charge for going', '5');
    await user.click(screen.getByRole('combobox', { name: /^Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Hair' }));
    await user.click(screen.getByRole('radio', { name: 'Starting from' }));
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(await screen.findByText('Choose a group')).toBeTruthy();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Service Ladies cut created.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ve/dashboard/service/list'));
    expect(jsonOf(calls.filter((call) => call.method === 'POST').at(-1)!)).toMatchObject({
      salon_id: SALON_ID,
      name: 'Ladies cut',
      group: HAIR_ID,
      regular_price: 25,
      discount_price: 19.99,
      duration: 30,
      remote: true,
      remote_charge: 5,
      price_type: 'starting_from',
      status: 'active',
    });
  }, 30_000);

  it('edits a service, sending every field', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: [group()] } }),
      [`GET ${S}/${SERVICE_ID}`]: () => ({ body: { data: service() } }),
      [`PUT ${S}/${SERVICE_ID}`]: (call) => ({
        body: { data: service({ name: String(jsonOf(call).name) }) },
      }),
      [`GET ${S}`]: () => page([service()]),
    });
    await renderApp(`/en-ve/dashboard/service/${SERVICE_ID}/edit`);
    const name = await screen.findByDisplayValue('Ladies cut');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Short cut{Enter}');
    expect(await screen.findByText('Service Short cut updated.')).toBeTruthy();
    expect(jsonOf(calls.find((call) => call.method === 'PUT')!)).toMatchObject({
      name: 'Short cut',
      group: HAIR_ID,
      regular_price: 25,
      discount_price: 19.99,
      duration: 45,
      description: 'Wash, cut and dry.',
      remote: false,
      remote_charge: null,
      deposit_required: false,
      price_type: 'exact',
      status: 'active',
      // The PUT replaces every field: a service without them keeps 0 minutes.
      buffer_before: 0,
      buffer_after: 0,
      processing_start: 0,
      processing_minutes: 0,
    });
  });

  it('asks online bookings of a service for a deposit, or stops asking', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: () => ({ body: { data: [group()] } }),
      [`GET ${S}/${SERVICE_ID}`]: () => ({ body: { data: service({ deposit_required: true }) } }),
      [`PUT ${S}/${SERVICE_ID}`]: (call) => ({
        body: { data: service({ deposit_required: Boolean(jsonOf(call).deposit_required) }) },
      }),
      [`GET ${S}`]: () => page([service()]),
    });
    await renderApp(`/es-ve/dashboard/service/${SERVICE_ID}/edit`);
    const toggle = await screen.findByRole('switch', { name: 'Pide depósito en las reservas en línea' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(helperOf(toggle)).toMatch(/^Cuando tu salón pide depósitos/);
    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(jsonOf(calls.find((call) => call.method === 'PUT')!).deposit_required).toBe(false);
  });

  it('sends a new service to create a group first when the salon has none', async () => {
    mockApi({ ...session(), [`GET ${G}`]: () => ({ body: { data: [] } }) });
    await renderApp('/es-ve/dashboard/service/new');
    const alert = await screen.findByText(/Este salón aún no tiene grupos/);
    const link = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', {
      name: 'Crear un grupo',
    });
    expect(link.getAttribute('href')).toBe('/es-ve/dashboard/service/groups');
  });
});

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

describe('service texts', () => {
  it('exist in both languages, key for key, none empty', () => {
    expect(keys(esVe as Tree).sort()).toEqual(keys(enVe as Tree).sort());
    for (const tree of [esVe, enVe] as Tree[]) {
      const walk = (node: Tree): void =>
        Object.values(node).forEach((value) =>
          typeof value === 'string' ? expect(value.trim()).not.toBe('') : walk(value),
        );
      walk(tree);
    }
  });
});
