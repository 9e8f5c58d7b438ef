import type { WaitlistEntryWire } from '@salon/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

const B = '/api/v1/business';
const W = `${B}/waitlist`;
const ENTRY_ID = '0190a000-0000-7000-8000-0000000000a1';
const CLIENT_ID = '0190a000-0000-7000-8000-0000000000d1';
const SERVICE_ID = '0190a000-0000-7000-8000-0000000000f1';
const EMPLOYEE_ID = '0190a000-0000-7000-8000-0000000000b1';

/** "Now": Sunday 2030-01-06, 08:00 in Caracas. */
const NOW = new Date('2030-01-06T12:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const entry = (overrides: Partial<WaitlistEntryWire> = {}): WaitlistEntryWire => ({
  _id: ENTRY_ID,
  salon_id: SALON_ID,
  position: 1,
  client: { _id: CLIENT_ID, name: 'María González', email: 'maria@example.com', phone: '+584125550101' },
  service: { _id: SERVICE_ID, name: 'Corte', duration: 45 },
  employee: null,
  from_date: '2030-01-07',
  to_date: '2030-01-11',
  from_time: '09:00',
  to_time: '12:00',
  note: 'Prefiere temprano',
  status: 'waiting',
  source: 'staff',
  created_at: '2030-01-05T12:00:00.000Z',
  offer: null,
  appointment_id: null,
  ...overrides,
});

const session = (role: 'owner' | 'secretary' | 'basic' = 'owner') => ({
  ...signedIn({ role, salons: [sessionSalon({ time_zone: 'America/Caracas' })] }),
  [`GET ${B}/service`]: () => ({
    body: {
      data: [{ _id: SERVICE_ID, name: 'Corte', duration: 45, status: 'active' }],
      meta: { total: 1, page: 1, limit: 100 },
    },
  }),
  [`GET ${B}/employee`]: () => ({
    body: {
      data: [{ _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', active_in_calendar: true }],
      meta: { total: 1, page: 1, limit: 100 },
    },
  }),
  [`GET ${B}/client`]: () => ({
    body: {
      data: [
        {
          _id: CLIENT_ID,
          firstName: 'María',
          lastName: 'González',
          phoneNumber: '+584125550101',
          email: 'maria@example.com',
        },
      ],
      meta: { total: 1, page: 1, limit: 20 },
    },
  }),
});

const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === `/api/proxy${W}`);

describe('staff waitlist', () => {
  it('lists the entries in order with their offer, filters Waiting / All and says when it is empty', async () => {
    const offered = entry({
      _id: '0190a000-0000-7000-8000-0000000000a2',
      position: 2,
      client: { _id: 'c2', name: 'Rosa Díaz', email: 'rosa@example.com', phone: '' },
      employee: { _id: EMPLOYEE_ID, name: 'Luis Mora' },
      from_time: null,
      to_time: null,
      note: '',
      source: 'online',
      offer: {
        status: 'open',
        start: '2030-01-07T14:00:00.000Z',
        end: '2030-01-07T14:45:00.000Z',
        employee: { _id: EMPLOYEE_ID, name: 'Luis Mora' },
        expires_at: '2030-01-06T12:30:00.000Z',
      },
    });
    const calls = mockApi({
      ...session(),
      [`GET ${W}`]: (call) => ({
        body: { data: queryOf(call).get('status') === 'all' ? [] : [entry(), offered] },
      }),
    });
    await renderApp('/en-ve/dashboard/waitlist');
    const table = await screen.findByRole('table', { name: 'Waitlist' });
    await within(table).findByRole('rowheader', { name: /María González/ });
    const rows = within(table).getAllByRole('row');
    // The header row, then the entries in the list's order.
    expect(rows).toHaveLength(3);
    const [, first, second] = rows;
    expect(within(first!).getByRole('rowheader').textContent).toContain('María González');
    expect(first!.textContent).toContain('0412-555.01.01 · maria@example.com');
    expect(first!.textContent).toContain('With: Anyone');
    expect(first!.textContent).toContain('9:00 AM – 12:00 PM');
    expect(first!.textContent).toContain('Prefiere temprano');
    expect(first!.textContent).toContain('No offer yet');
    expect(second!.textContent).toContain('With: Luis Mora');
    expect(second!.textContent).toContain('Any time');
    expect(second!.textContent).toContain('Joined online');
    expect(within(second!).getByText('Offer open')).toBeTruthy();
    expect(second!.textContent).toContain('Holds until 8:30 AM');
    expect(queryOf(listCalls(calls).at(-1)!).get('salon_id')).toBe(SALON_ID);
    expect(queryOf(listCalls(calls).at(-1)!).get('status')).toBe('waiting');

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('The waitlist is empty.')).toBeTruthy();
    expect(queryOf(listCalls(calls).at(-1)!).get('status')).toBe('all');
  });

  it('adds a client with the shared rules, and sends the entry the schema builds', async () => {
    let waiting: WaitlistEntryWire[] = [];
    const calls = mockApi({
      ...session('secretary'),
      [`GET ${W}`]: () => ({ body: { data: waiting } }),
      [`POST ${W}`]: () => {
        waiting = [entry({ employee: { _id: EMPLOYEE_ID, name: 'Luis Mora' } })];
        return { body: { data: waiting[0] } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/waitlist');
    expect(await screen.findByText(/No one is waiting/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the waitlist' });

    // Nothing chosen yet, and times that run backwards: the shared schema's messages, no request.
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(dialog).findByText('Choose a client')).toBeTruthy();
    expect(within(dialog).getByText('Choose a service')).toBeTruthy();
    expect(within(dialog).getByText('The end time must be after the start time')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'Mar');
    await user.click(await screen.findByRole('option', { name: /María González/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service/ }));
    await user.click(await screen.findByRole('option', { name: /Corte/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Employee/ }));
    await user.click(await screen.findByRole('option', { name: 'Luis Mora' }));
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '15:00' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Prefiere temprano' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));

    expect(await screen.findByText('María González is on the waitlist (place 1).')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toMatchObject({
      salon_id: SALON_ID,
      client_id: CLIENT_ID,
      service_id: SERVICE_ID,
      employee_id: EMPLOYEE_ID,
      from_date: '2030-01-06',
      to_date: '2030-01-19',
      from_time: '12:00',
      to_time: '15:00',
      note: 'Prefiere temprano',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: /María González/ })).toBeTruthy();
  });

  it('puts the server field errors under their fields', async () => {
    mockApi({
      ...session(),
      [`GET ${W}`]: () => ({ body: { data: [] } }),
      [`POST ${W}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid.',
          details: [{ field: 'from_date', code: 'validation.waitlist.pastDays', message: 'past' }],
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/waitlist');
    await user.click(await screen.findByRole('button', { name: 'Add to waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the waitlist' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'Mar');
    await user.click(await screen.findByRole('option', { name: /María González/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service/ }));
    await user.click(await screen.findByRole('option', { name: /Corte/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(dialog).findByText('Those days have passed')).toBeTruthy();
  });

  it('removes an entry only after the confirmation', async () => {
    let removed = false;
    const calls = mockApi({
      ...session(),
      [`GET ${W}`]: () => ({ body: { data: removed ? [] : [entry()] } }),
      [`DELETE ${W}/${ENTRY_ID}`]: () => {
        removed = true;
        return { body: { data: entry({ status: 'removed', position: null }) } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/en-ve/dashboard/waitlist');
    await user.click(await screen.findByRole('button', { name: 'Remove María González from the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the waitlist?' });
    expect(dialog.textContent).toContain('María González will no longer get offers for Corte.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('María González left the waitlist.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText(/No one is waiting/)).toBeTruthy();
  });

  it('is in the navigation of the roles that manage every appointment, and only theirs', async () => {
    mockApi({ ...session('secretary'), [`GET ${W}`]: () => ({ body: { data: [] } }) });
    const { unmount } = await renderApp('/en-ve/dashboard/waitlist');
    const link = await screen.findByRole('link', { name: 'Waitlist' });
    expect(link.getAttribute('aria-current')).toBe('page');
    unmount();

    const calls = mockApi({ ...session('basic'), [`GET ${W}`]: () => ({ body: { data: [] } }) });
    await renderApp('/en-ve/dashboard/waitlist');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Waitlist' })).toBeNull();
    expect(listCalls(calls)).toHaveLength(0);
  });
});
