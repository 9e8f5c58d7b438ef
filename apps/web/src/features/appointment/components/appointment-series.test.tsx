import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeriesOccurrenceWire } from '@salon/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  A,
  APPOINTMENT_ID,
  appointment,
  EMPLOYEE_ID,
  openNewDialog,
  pathOf,
  SERVICE_ID,
  session,
} from './appointment-test-fixtures';

/* Repeating appointments: the new dialog's "Repeat", the check of the dates, and cancelling. */

const ROSA_ID = '0190a000-0000-7000-8000-0000000000b2';
const SERIES_ID = '0190a000-0000-7000-8000-0000000000c1';
/** A sent JSON body without the caller's fields that the API client adds to every one. */
const bodyOf = (call: RecordedCall) => {
  const {
    account_type: _type,
    users_id: _user,
    ...body
  } = JSON.parse(String(call.body)) as Record<string, unknown>;
  return body;
};

beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

/** Four Mondays from 2030-01-07 at 10:00 in Caracas (14:00 UTC); the 2nd taken unless `allFree`. */
const occurrences = (allFree = false): SeriesOccurrenceWire[] =>
  ['07', '14', '21', '28'].map((day) => ({
    date: `2030-01-${day}`,
    start: `2030-01-${day}T14:00:00.000Z`,
    end: `2030-01-${day}T15:00:00.000Z`,
    employee_id: EMPLOYEE_ID,
    free: allFree || day !== '14',
    other_times: allFree || day !== '14' ? [] : ['2030-01-14T15:00:00.000Z', '2030-01-14T13:00:00.000Z'],
    other_employees: allFree || day !== '14' ? [] : [{ _id: ROSA_ID, name: 'Rosa Páez' }],
  }));

const pick = async (dialog: HTMLElement, label: RegExp | string, option: RegExp | string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** The new dialog filled (a new client, Corte with Luis at 10:00 on 2030-01-07), Repeat on, then "Create". */
const checkSeries = async (
  routes: Record<string, (call: RecordedCall) => { status?: number; body?: unknown }>,
) => {
  const calls = mockApi({
    ...session(),
    [`GET ${A}/availability`]: () => ({ body: { data: { time_zone: 'America/Caracas', slots: [] } } }),
    ...routes,
  });
  await renderApp('/en-ve/dashboard/appointment/calendar');
  const dialog = await openNewDialog();
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
  fireEvent.click(within(dialog).getByRole('switch', { name: 'Repeat' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  const list = await screen.findByRole('dialog', { name: 'Check the dates' });
  const posted = (path: string) =>
    calls.filter((call) => call.method === 'POST' && pathOf(call) === path).map(bodyOf);
  return { calls, dialog, list, posted };
};

describe('a new repeating appointment', () => {
  it(
    'validates the repeat with the shared messages before asking the server',
    { timeout: 60_000 },
    async () => {
      const calls = mockApi(session());
      await renderApp('/en-ve/dashboard/appointment/calendar');
      const dialog = await openNewDialog();
      fireEvent.click(within(dialog).getByRole('switch', { name: 'Repeat' }));
      fireEvent.change(within(dialog).getByLabelText(/^Every how many weeks/), { target: { value: '13' } });
      fireEvent.change(within(dialog).getByLabelText(/^Number of times/), { target: { value: '1' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      // The form's own rules stop it first; with a client, service and time, the repeat's rules remain.
      fireEvent.click(within(dialog).getByRole('radio', { name: 'New client' }));
      fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'María' } });
      fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'González' } });
      fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'maria@example.com' } });
      fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: '04125550101' } });
      await pick(dialog, 'Service', /Corte/);
      await pick(dialog, 'Employee', 'Luis Mora');
      fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '10:00' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText('Repeat every 1 to 12 weeks')).toBeTruthy();
      expect(within(dialog).getByText('Repeat 2 to 104 times')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
  );

  it(
    'checks with the repeat, lists the dates, skips a taken one by default and saves the series',
    { timeout: 90_000 },
    async () => {
      const { list, posted } = await checkSeries({
        [`POST ${A}/series/check`]: () => ({ body: { data: { occurrences: occurrences() } } }),
        [`POST ${A}/series`]: () => ({
          body: { data: { series_id: SERIES_ID, appointment_ids: ['a', 'b', 'c'] } },
        }),
      });
      expect(posted(`${A}/series/check`)[0]).toMatchObject({
        service_id: SERVICE_ID,
        employee_id: EMPLOYEE_ID,
        start: '2030-01-07T14:00:00.000Z',
        repeat: { every_weeks: 1, count: 4 },
      });
      expect(posted(`${A}/series/check`)[0]).not.toHaveProperty('next_services');
      expect(within(list).getByText('4 dates, 1 needs a choice')).toBeTruthy();
      const taken = within(list).getByRole('radiogroup', { name: /Jan 14, 2030/ });
      expect((within(taken).getByRole('radio', { name: 'Skip this date' }) as HTMLInputElement).checked).toBe(
        true,
      );
      fireEvent.click(within(list).getByRole('button', { name: 'Save series' }));
      expect(await screen.findByText('Series created: 3 appointments')).toBeTruthy();
      expect(posted(`${A}/series`)[0]).toMatchObject({
        repeat: { every_weeks: 1, count: 4 },
        skip_dates: ['2030-01-14'],
        moves: [],
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New appointment' })).toBeNull());
    },
  );

  it(
    'sends another time or another employee chosen for a taken date as a move',
    { timeout: 90_000 },
    async () => {
      const { list, posted } = await checkSeries({
        [`POST ${A}/series/check`]: () => ({ body: { data: { occurrences: occurrences() } } }),
        [`POST ${A}/series`]: () => ({
          body: { data: { series_id: SERIES_ID, appointment_ids: ['a', 'b', 'c', 'd'] } },
        }),
      });
      const taken = within(list).getByRole('radiogroup', { name: /Jan 14, 2030/ });
      // The other times nearest first, then the others free at the same time.
      expect(
        within(taken)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([
        'Skip this date',
        'Another time: 11:00 AM',
        'Another time: 9:00 AM',
        'With Rosa Páez, 10:00 AM',
      ]);
      fireEvent.click(within(taken).getByRole('radio', { name: 'Another time: 11:00 AM' }));
      fireEvent.click(within(list).getByRole('button', { name: 'Save series' }));
      expect(await screen.findByText('Series created: 4 appointments')).toBeTruthy();
      expect(posted(`${A}/series`)[0]).toMatchObject({
        skip_dates: [],
        moves: [{ date: '2030-01-14', start: '2030-01-14T15:00:00.000Z', employee_id: EMPLOYEE_ID }],
      });
    },
  );

  it(
    'checks again and shows the list anew when a date was taken meanwhile',
    { timeout: 90_000 },
    async () => {
      let checks = 0;
      const { list, posted } = await checkSeries({
        [`POST ${A}/series/check`]: () => {
          checks += 1;
          return { body: { data: { occurrences: occurrences(checks === 1) } } };
        },
        [`POST ${A}/series`]: () => ({
          status: 409,
          body: {
            statusCode: 409,
            code: 'SERIES_CONFLICT',
            message: 'Taken',
            details: [{ field: 'date', code: 'SERIES_CONFLICT', message: '2030-01-14' }],
          },
        }),
      });
      expect(within(list).getByText('4 dates, all free')).toBeTruthy();
      fireEvent.click(within(list).getByRole('button', { name: 'Save series' }));
      const again = await screen.findByRole('dialog', { name: 'Check the dates' });
      expect(
        await within(again).findByText('Some dates of the series are no longer free: check them again.'),
      ).toBeTruthy();
      expect(within(again).getByText('4 dates, 1 needs a choice')).toBeTruthy();
      expect(posted(`${A}/series/check`)).toHaveLength(2);
      expect(posted(`${A}/series`)).toHaveLength(1);
    },
  );

  it('is offered for a visit of several services too', { timeout: 60_000 }, async () => {
    mockApi(session());
    await renderApp('/en-ve/dashboard/appointment/calendar');
    const dialog = await openNewDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    const repeat = within(dialog).getByRole('switch', { name: 'Repeat' }) as HTMLInputElement;
    expect(repeat.disabled).toBe(false);
    expect(within(dialog).queryByText(/Only one service repeats/)).toBeNull();
  });
});

describe('cancelling an occurrence of a series', () => {
  const openCancel = async (row = appointment({ series_id: SERIES_ID })) => {
    const calls = mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({ body: { data: [row], meta: { total: 1, page: 1, limit: 20 } } }),
      [`PATCH ${A}/${APPOINTMENT_ID}/status`]: () => ({ body: { data: { ...row, status: 'cancelled' } } }),
    });
    await renderApp('/en-ve/dashboard/appointment/list');
    const user = userEvent.setup();
    await user.click(await screen.findByText('María González'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Cancelled' }));
    const patches = () => calls.filter((call) => call.method === 'PATCH').map(bodyOf);
    return { user, patches };
  };

  it('asks which occurrences and sends series_scope "following"', { timeout: 60_000 }, async () => {
    const { user, patches } = await openCancel();
    const question = await screen.findByRole('dialog', { name: 'Cancel a repeating appointment' });
    expect(
      (within(question).getByRole('radio', { name: 'Only this appointment' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(question).getByRole('radio', { name: 'This and the following' }));
    await user.click(within(question).getByRole('button', { name: 'Cancel appointments' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'cancelled', series_scope: 'following' }]));
  });

  it('keeps the plain confirmation for an appointment outside a series', { timeout: 60_000 }, async () => {
    const { user, patches } = await openCancel(appointment());
    const confirm = await screen.findByRole('dialog', { name: 'Change the status?' });
    expect(screen.queryByRole('dialog', { name: 'Cancel a repeating appointment' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'cancelled' }]));
  });
});
