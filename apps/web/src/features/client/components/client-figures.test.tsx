import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientWithFiguresWire } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

/** The client figures on the list (sortable columns) and on the profile. */
const CLIENT_ID = '0190a000-0000-7000-8000-0000000000e1';
const C = '/api/v1/business/client';

const client = (overrides: Partial<ClientWithFiguresWire> = {}): ClientWithFiguresWire => ({
  _id: CLIENT_ID,
  salon_id: SALON_ID,
  firstName: 'María',
  lastName: 'González',
  email: 'maria@example.com',
  phoneNumber: '+584125550101',
  status: 'active',
  note: '',
  language: null,
  message_channel: 'email',
  whatsapp_opt_in: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  last_visit: '2026-11-20T14:00:00.000Z',
  visits: 7,
  total_spent: 1234.5,
  no_shows: 2,
  late_cancellations: 1,
  reached_by: 'email',
  ...overrides,
});

const session = () => signedIn({ role: 'owner', salons: [sessionSalon()] });
const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const lastList = (calls: RecordedCall[]) =>
  queryOf(
    calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === `/api/proxy${C}`).at(-1)!,
  );

describe('client figures', () => {
  it('shows them as columns and sorts by a clicked heading, most first, then the other way', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${C}`]: () => ({ body: { data: [client()], meta: { total: 1, page: 1, limit: 20 } } }),
    });
    await renderApp('/en-ve/dashboard/client/list');
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByRole('link', { name: 'María González' });
    expect(within(table).getByText('$1,234.50')).toBeTruthy();
    expect(lastList(calls).get('sort')).toBe('created');

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'No-shows' }));
    await waitFor(() => expect(lastList(calls).get('sort')).toBe('no_shows'));
    expect(lastList(calls).get('order')).toBe('desc');
    expect(within(table).getByRole('columnheader', { name: 'No-shows' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'No-shows' }));
    await waitFor(() => expect(lastList(calls).get('order')).toBe('asc'));
    // The phone card's one-line summary says the same, in the page's language.
    expect(
      within(table).getByText(/Visits 7 · Spent \$1,234\.50 · No-shows 2 · Late cancellations 1/),
    ).toBeTruthy();
  });

  it('keeps the order in the address: a reload or a shared link opens the list sorted the same way', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${C}`]: () => ({ body: { data: [client()], meta: { total: 1, page: 1, limit: 20 } } }),
    });
    await renderApp('/en-ve/dashboard/client/list?sort=visits&order=asc');
    const table = await screen.findByRole('table', { name: 'Clients' });
    await within(table).findByRole('link', { name: 'María González' });
    expect(lastList(calls).get('sort')).toBe('visits');
    expect(lastList(calls).get('order')).toBe('asc');
    expect(within(table).getByRole('columnheader', { name: 'Visits' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    // A sort the list does not know is the default one.
    await renderApp('/en-ve/dashboard/client/list?sort=nonsense');
    await waitFor(() => expect(lastList(calls).get('sort')).toBe('created'));
  });

  it('shows them on the profile, in Spanish too, and "none yet" before a first visit', async () => {
    mockApi({
      ...session(),
      [`GET ${C}/${CLIENT_ID}`]: () => ({ body: { data: client({ last_visit: null, visits: 0 }) } }),
      [`GET ${C}/${CLIENT_ID}/visits`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 20 } },
      }),
    });
    await renderApp(`/es-ve/dashboard/client/${CLIENT_ID}/view`);
    const section = await screen.findByRole('region', { name: 'Visitas y consumo' });
    const value = (name: string) => within(section).getByText(name).nextElementSibling?.textContent;
    expect(value('Última visita')).toBe('Aún no');
    expect(value('Visitas')).toBe('0');
    expect(value('Total gastado')).toBe('$1.234,50');
    expect(value('Inasistencias')).toBe('2');
    expect(value('Cancelaciones tardías')).toBe('1');
  });
});
