import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  A,
  APPOINTMENT_ID,
  appointment,
  B,
  EMPLOYEE_ID,
  openNewDialog,
  pathOf,
  queryOf,
  SERVICE_ID,
  session,
} from './appointment-test-fixtures';

/* The appointment dialog's visits of several services: booking one, and editing one of its parts. */

const MANICURE_ID = '0190a000-0000-7000-8000-0000000000f2';
const ROSA_ID = '0190a000-0000-7000-8000-0000000000b2';
const SECOND_ID = '0190a000-0000-7000-8000-0000000000aa';
/** A sent JSON body without the caller's fields that the API client adds to every one. */
const bodyOf = (call: RecordedCall) => {
  const {
    account_type: _type,
    users_id: _user,
    ...body
  } = JSON.parse(String(call.body)) as Record<string, unknown>;
  return body;
};

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

/** The fixture's session with a second service (Manicure, 30 minutes) that only Rosa Páez performs. */
const salonWithTwoServices = () => ({
  ...session(),
  [`GET ${B}/service`]: () => ({
    body: {
      data: [
        {
          _id: SERVICE_ID,
          name: 'Corte',
          duration: 60,
          regular_price: 20,
          discount_price: 15,
          status: 'active',
        },
        {
          _id: MANICURE_ID,
          name: 'Manicure',
          duration: 30,
          regular_price: 10,
          discount_price: null,
          status: 'active',
        },
      ],
      meta: { total: 2, page: 1, limit: 100 },
    },
  }),
  [`GET ${B}/employee`]: (call: RecordedCall) => {
    const luis = { _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', active_in_calendar: true };
    const rosa = { _id: ROSA_ID, firstName: 'Rosa', lastName: 'Páez', active_in_calendar: true };
    const service = queryOf(call).get('service_id');
    const data = service === MANICURE_ID ? [rosa] : service === SERVICE_ID ? [luis] : [luis, rosa];
    return { body: { data, meta: { total: data.length, page: 1, limit: 100 } } };
  },
});

const pick = async (scope: HTMLElement, label: RegExp | string, option: RegExp | string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** In the open new dialog: a new client, then Corte with Luis at 10:00 on 2030-01-07. */
const fillFirstPart = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'New client' }));
  const type = (label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(/^First name/, 'María');
  type(/^Last name/, 'González');
  type(/^E-mail/, 'maria@example.com');
  type(/^Phone/, '04125550101');
  await pick(dialog, 'Service', /Corte/);
  await pick(dialog, 'Employee', 'Luis Mora');
  type(/^Date/, '2030-01-07');
  type(/^Start time/, '10:00');
};

const addService = (dialog: HTMLElement, number: number) => {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add another service' }));
  return within(dialog).getByRole('group', { name: new RegExp(`^Service ${number}`) });
};

describe('a new visit of several services', () => {
  it(
    'shows each later part’s times, asks free times of the whole visit, and sends only the rows kept',
    { timeout: 120_000 },
    async () => {
      const calls = mockApi({
        ...salonWithTwoServices(),
        [`GET ${A}/availability`]: () => ({ body: { data: { time_zone: 'America/Caracas', slots: [] } } }),
        [`POST ${A}`]: () => ({ body: { data: appointment({ visit_id: APPOINTMENT_ID }) } }),
      });
      await renderApp('/en-ve/dashboard/appointment/calendar');
      const dialog = await openNewDialog();
      await fillFirstPart(dialog);

      // Two more services: Manicure with Rosa after the cut, then another cut.
      const second = addService(dialog, 2);
      expect(within(second).getByText('Service 2 · starts when the one before ends')).toBeTruthy();
      await pick(second, /^Service 2/, /Manicure/);
      expect(within(second).getByText('Service 2 · 11:00–11:30')).toBeTruthy();
      // Only who performs the service is offered.
      fireEvent.mouseDown(within(second).getByRole('combobox', { name: /^Employee for service 2/ }));
      await screen.findByRole('option', { name: 'Rosa Páez' });
      expect(screen.queryByRole('option', { name: 'Luis Mora' })).toBeNull();
      fireEvent.click(screen.getByRole('option', { name: 'Rosa Páez' }));
      const third = addService(dialog, 3);
      await pick(third, /^Service 3/, /Corte/);
      expect(within(third).getByText('Service 3 · 11:30–12:30')).toBeTruthy();

      // The free times are asked for the rows complete so far.
      const visitQuery = () =>
        queryOf(calls.filter((call) => pathOf(call) === `${A}/availability`).at(-1)!).get('next_services');
      await waitFor(() => expect(visitQuery()).toBe(`${MANICURE_ID}:${ROSA_ID}`));
      expect(within(dialog).getByText('Free times for the whole visit')).toBeTruthy();

      // A row needs its employee: nothing is sent until it has one.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(third).findByText('Choose an employee')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      // The manicure removed: the last cut becomes the second service, right after the first.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove service 2' }));
      expect(within(dialog).queryByRole('group', { name: /^Service 3/ })).toBeNull();
      const kept = within(dialog).getByRole('group', { name: /^Service 2/ });
      expect(within(kept).getByText('Service 2 · 11:00–12:00')).toBeTruthy();
      await pick(kept, /^Employee for service 2/, 'Luis Mora');
      await waitFor(() => expect(visitQuery()).toBe(`${SERVICE_ID}:${EMPLOYEE_ID}`));

      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Appointment created')).toBeTruthy();
      const sent = calls.filter((call) => call.method === 'POST' && pathOf(call) === A).map(bodyOf);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        service_id: SERVICE_ID,
        employee_id: EMPLOYEE_ID,
        start: '2030-01-07T14:00:00.000Z',
        next_services: [{ service_id: SERVICE_ID, employee_id: EMPLOYEE_ID }],
      });
    },
  );

  it('shows the conflict when a part is taken, the whole visit refused', { timeout: 90_000 }, async () => {
    mockApi({
      ...salonWithTwoServices(),
      [`GET ${A}/availability`]: () => ({ body: { data: { time_zone: 'America/Caracas', slots: [] } } }),
      [`POST ${A}`]: () => ({
        status: 409,
        body: { statusCode: 409, code: 'APPOINTMENT_CONFLICT', message: 'Taken', details: [] },
      }),
    });
    await renderApp('/en-ve/dashboard/appointment/calendar');
    const dialog = await openNewDialog();
    await fillFirstPart(dialog);
    const second = addService(dialog, 2);
    await pick(second, /^Service 2/, /Manicure/);
    await pick(second, /^Employee for service 2/, 'Rosa Páez');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('The employee already has an appointment at that time.'),
    ).toBeTruthy();
  });

  it('offers at most four more services (five in a visit)', { timeout: 60_000 }, async () => {
    mockApi(salonWithTwoServices());
    await renderApp('/en-ve/dashboard/appointment/calendar');
    const dialog = await openNewDialog();
    for (let i = 0; i < 4; i++)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    expect(within(dialog).getAllByRole('button', { name: /^Remove service/ })).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: 'Add another service' })).toBeNull();
    expect(within(dialog).getByText('A visit has at most 5 services.')).toBeTruthy();
  });
});

/** The second part of a visit: Corte 10:00–11:00 with Luis, then Manicure 11:00–11:30 with Rosa. */
const first = appointment({ visit_id: APPOINTMENT_ID });
const second = appointment({
  _id: SECOND_ID,
  visit_id: APPOINTMENT_ID,
  start: '2030-01-07T15:00:00.000Z',
  end: '2030-01-07T15:30:00.000Z',
  employee: { _id: ROSA_ID, name: 'Rosa Páez' },
  service: { _id: MANICURE_ID, name: 'Manicure', duration: 30 },
  price: 10,
});

/** The whole visit's totals as the server answers them: $30 from 10:00 to 11:30 (Caracas). */
const totals = {
  parts: 2,
  services: ['Corte', 'Manicure'],
  price: 30,
  duration: 90,
  start: first.start,
  end: second.end,
};

/** Opens the second part from the list; its visit answers both parts and the totals. */
const openPart = async () => {
  const calls = mockApi({
    ...salonWithTwoServices(),
    [`GET ${A}/list`]: () => ({
      body: { data: [{ ...second, visit: totals }], meta: { total: 1, page: 1, limit: 20 } },
    }),
    [`GET ${A}/${SECOND_ID}/visit`]: () => ({
      body: { data: { visit_id: APPOINTMENT_ID, parts: [first, second], totals } },
    }),
    [`PUT ${A}/${SECOND_ID}`]: () => ({ body: { data: second } }),
  });
  await renderApp('/en-ve/dashboard/appointment/list');
  // The list names the whole visit on the part's row.
  expect(await screen.findByText('Whole visit: Corte + Manicure · $30.00 · 1 h 30 min')).toBeTruthy();
  fireEvent.click(await screen.findByText('María González'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
  expect(await within(dialog).findByText('Part of a visit: Corte 10:00 · Manicure 11:00')).toBeTruthy();
  expect(within(dialog).getByText(/^Whole visit: 10:00 – 11:30 AM · 1 h 30 min · \$30\.00$/)).toBeTruthy();
  const puts = () => calls.filter((call) => call.method === 'PUT').map(bodyOf);
  return { dialog, puts };
};

const setStart = (dialog: HTMLElement, time: string) =>
  fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: time } });
const save = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Appointment updated')).toBeTruthy();
};

describe('editing a part of a visit', () => {
  it(
    'moves the whole visit by default once the start changes, sending only the new start',
    { timeout: 60_000 },
    async () => {
      const { dialog, puts } = await openPart();
      expect(within(dialog).queryByRole('checkbox', { name: 'Move the whole visit' })).toBeNull();
      setStart(dialog, '13:00');
      const whole = within(dialog).getByRole('checkbox', {
        name: 'Move the whole visit',
      }) as HTMLInputElement;
      expect(whole.checked).toBe(true);
      // The part keeps its length: its end follows the start; the visit moves with it, gaps and all.
      expect((within(dialog).getByLabelText(/^End time/) as HTMLInputElement).value).toBe('13:30');
      expect(within(dialog).getByText('The visit moves to: Corte 12:00 · Manicure 13:00')).toBeTruthy();
      await save(dialog);
      expect(puts()).toEqual([{ start: '2030-01-07T17:00:00.000Z', whole_visit: true }]);
    },
  );

  it('moves only this part when the box is cleared', { timeout: 60_000 }, async () => {
    const { dialog, puts } = await openPart();
    setStart(dialog, '13:00');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Move the whole visit' }));
    expect(within(dialog).getByText(/Only this service moves/)).toBeTruthy();
    await save(dialog);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({
      service_id: MANICURE_ID,
      employee_id: ROSA_ID,
      start: '2030-01-07T17:00:00.000Z',
      end: '2030-01-07T17:30:00.000Z',
    });
    expect(puts()[0]).not.toHaveProperty('whole_visit');
  });

  it(
    'sends no whole_visit when the start stays, and saves other changes before a whole move',
    { timeout: 60_000 },
    async () => {
      const { dialog, puts } = await openPart();
      fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Sin esmalte' } });
      await save(dialog);
      expect(puts()).toHaveLength(1);
      expect(puts()[0]).toMatchObject({ note: 'Sin esmalte', start: second.start });
      expect(puts()[0]).not.toHaveProperty('whole_visit');

      // Opened again: a new note and a new start, the whole visit moving: the note first, then the move.
      fireEvent.click(await screen.findByText('María González'));
      const again = await screen.findByRole('dialog', { name: 'Edit appointment' });
      fireEvent.change(within(again).getByLabelText(/^Note/), { target: { value: 'Con esmalte' } });
      setStart(again, '09:00');
      fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(puts()).toHaveLength(3));
      const [edit, move] = puts().slice(1);
      expect(edit).toMatchObject({ note: 'Con esmalte', service_id: MANICURE_ID });
      expect(edit).not.toHaveProperty('start');
      expect(edit).not.toHaveProperty('whole_visit');
      expect(move).toEqual({ start: '2030-01-07T13:00:00.000Z', whole_visit: true });
    },
  );
});
