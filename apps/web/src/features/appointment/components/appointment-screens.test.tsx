import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppointmentWire } from '@salon/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  A,
  APPOINTMENT_ID,
  appointment,
  EMPLOYEE_ID,
  openNewDialog,
  pathOf,
  queryOf,
  SERVICE_ID,
  session,
} from './appointment-test-fixtures';

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

describe('new appointment dialog', () => {
  it(
    'requires a client, the inline client details and an end after the start, without calling the server',
    { timeout: 60_000 },
    async () => {
      const calls = mockApi(session());
      await renderApp('/en-ve/dashboard/appointment/calendar');
      const dialog = await openNewDialog();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText('Choose a client or enter a new one')).toBeTruthy();
      expect(within(dialog).getByText('Choose a service')).toBeTruthy();

      fireEvent.click(within(dialog).getByRole('radio', { name: 'New client' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(within(dialog).getAllByText('This name is required').length).toBe(2));

      fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '10:00' } });
      fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '09:30' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText('The end must be after the start')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
  );

  it(
    'offers the free times of the service on the day in the salon time zone, and a pick sets the time',
    { timeout: 60_000 },
    async () => {
      const calls = mockApi({
        ...session(),
        [`GET ${A}/availability`]: () => ({
          body: {
            data: {
              time_zone: 'America/Caracas',
              slots: [
                {
                  start: '2030-01-07T13:00:00.000Z',
                  end: '2030-01-07T14:00:00.000Z',
                  employee_ids: [EMPLOYEE_ID],
                },
                {
                  start: '2030-01-07T13:30:00.000Z',
                  end: '2030-01-07T14:30:00.000Z',
                  employee_ids: [EMPLOYEE_ID],
                },
              ],
            },
          },
        }),
      });
      await renderApp('/en-ve/dashboard/appointment/calendar');
      const dialog = await openNewDialog();
      expect(within(dialog).getByText('Choose a service and a date to see the free times.')).toBeTruthy();

      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service/ }));
      fireEvent.click(await screen.findByRole('option', { name: /Corte/ }));
      fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-01-07' } });

      const nine = await within(dialog).findByRole('button', { name: '09:00' });
      expect(within(dialog).getByRole('button', { name: '09:30' })).toBeTruthy();
      const availability = calls.filter((call) => pathOf(call) === `${A}/availability`).at(-1)!;
      expect(queryOf(availability).get('service_id')).toBe(SERVICE_ID);
      expect(queryOf(availability).get('from')).toBe('2030-01-07');
      expect(queryOf(availability).get('to')).toBe('2030-01-07');
      // The price follows the service: its discount price.
      expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('15.00');

      fireEvent.click(nine);
      expect((within(dialog).getByLabelText(/^Start time/) as HTMLInputElement).value).toBe('09:00');
    },
  );
});

describe('appointment list', () => {
  it('keeps the Future and Past tabs in the URL and asks the server for each', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${A}/list`]: (call) => {
        const rows = queryOf(call).get('tab') === 'past' ? [] : [appointment()];
        return { body: { data: rows, meta: { total: rows.length, page: 1, limit: 20 } } };
      },
    });
    const { router } = await renderApp('/en-ve/dashboard/appointment/list');
    expect(await screen.findByText('María González')).toBeTruthy();
    expect(screen.getByText(/^10:00\s?–\s?11:00\sAM$/)).toBeTruthy();
    const lists = () => calls.filter((call) => pathOf(call) === `${A}/list`);
    expect(queryOf(lists().at(-1)!).get('tab')).toBe('future');

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past appointments.')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=past');
    expect(queryOf(lists().at(-1)!).get('tab')).toBe('past');
  });

  it('marks a booking made on the booking page as online, in the row and in its dialog', async () => {
    const online = appointment({ _id: '0190a000-0000-7000-8000-0000000000b1', source: 'online' });
    const staff = appointment({
      _id: '0190a000-0000-7000-8000-0000000000b2',
      client: { ...appointment().client, firstName: 'Pedro', lastName: 'Díaz' },
    });
    mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({ body: { data: [online, staff], meta: { total: 2, page: 1, limit: 20 } } }),
      [`GET ${A}/${online._id}/notifications`]: () => ({ body: { data: [], whatsapp: null } }),
    });
    await renderApp('/en-ve/dashboard/appointment/list');
    const rowOf = (name: string) =>
      screen
        .getAllByText(name)
        .map((cell) => cell.closest('tr'))
        .find(Boolean)!;
    await screen.findAllByText('María González');
    const onlineRow = rowOf('María González');
    expect(within(onlineRow).getByText('Online')).toBeTruthy();
    const staffRow = rowOf('Pedro Díaz');
    expect(within(staffRow).queryByText('Online')).toBeNull();
    fireEvent.click(onlineRow);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The client booked this appointment online, on your booking page.'),
    ).toBeTruthy();
  });
});

describe('status change', () => {
  const openStatusMenu = async (row: AppointmentWire, answer?: () => { status: number; body: unknown }) => {
    const calls = mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({ body: { data: [row], meta: { total: 1, page: 1, limit: 20 } } }),
      ...(answer ? { [`PATCH ${A}/${APPOINTMENT_ID}/status`]: answer } : {}),
    });
    await renderApp('/en-ve/dashboard/appointment/list?tab=past');
    const user = userEvent.setup();
    await user.click(await screen.findByText('María González'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const menu = await screen.findByRole('menu');
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    return { calls, user, menu, offered };
  };

  it('offers no done or no-show for an appointment that has not started', async () => {
    const { offered } = await openStatusMenu(appointment());
    expect(offered).toEqual(['Pending', 'Cancelled']);
  });

  it('offers done and no-show once it has started, confirms, and shows a refusal', async () => {
    const started = appointment({ start: '2020-01-07T14:00:00.000Z', end: '2020-01-07T15:00:00.000Z' });
    const { calls, user, menu, offered } = await openStatusMenu(started, () => ({
      status: 409,
      body: { statusCode: 409, code: 'APPOINTMENT_NOT_STARTED', message: 'Not started' },
    }));
    expect(offered).toEqual(['Pending', 'Done', 'No show', 'Cancelled']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Done' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the status?' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(
      await screen.findByText('An appointment can only be marked done or no-show once it has started.'),
    ).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.method === 'PATCH')!.body))).toMatchObject({
      status: 'done',
    });
  });
});
