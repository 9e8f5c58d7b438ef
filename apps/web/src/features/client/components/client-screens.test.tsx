import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientWire } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

const CLIENT_ID = '0190a000-0000-7000-8000-0000000000d1';
const B = '/api/v1/business';
const C = `${B}/client`;

const client = (overrides: Partial<ClientWire> = {}): ClientWire => ({
  _id: CLIENT_ID,
  salon_id: SALON_ID,
  firstName: 'María',
  lastName: 'González',
  email: 'maria@example.com',
  phoneNumber: '+584125550101',
  status: 'active',
  note: 'Prefiere la tarde',
  language: null,
  message_channel: 'email',
  whatsapp_opt_in: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const session = (role: 'owner' | 'intermediate' = 'owner') => signedIn({ role, salons: [sessionSalon()] });
const page = (data: ClientWire[]) => ({ body: { data, meta: { total: data.length, page: 1, limit: 20 } } });
const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const jsonOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === `/api/proxy${C}`);

describe('client list', () => {
  it('filters by status in the URL, searches after typing stops, and confirms a deactivation', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${C}`]: (call) => {
        const status = queryOf(call).get('status');
        return page(status === 'inactive' ? [] : [client()]);
      },
      [`PATCH ${C}/${CLIENT_ID}/status`]: (call) => ({
        body: { data: client({ status: jsonOf(call).status as 'inactive' }) },
      }),
    });
    const { router } = await renderApp('/en-ve/dashboard/client/list');
    await screen.findByRole('link', { name: 'María González' });
    expect(queryOf(listCalls(calls).at(-1)!).get('salon_id')).toBe(SALON_ID);

    fireEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    expect(await screen.findByText('No clients match.')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=inactive');
    expect(queryOf(listCalls(calls).at(-1)!).get('status')).toBe('inactive');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByRole('link', { name: 'María González' });

    const before = listCalls(calls).length;
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'mar');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).get('q')).toBe('mar'));
    // One request for the settled text, not one per key.
    expect(listCalls(calls).length - before).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Deactivate María González' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this client?' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('María González is now inactive')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(jsonOf(patch)).toMatchObject({ status: 'inactive' });
  });

  it('shows a role without client.manage no way to create, edit or change the status', async () => {
    mockApi({ ...session('intermediate'), [`GET ${C}`]: () => page([client()]) });
    await renderApp('/en-ve/dashboard/client');
    await screen.findByRole('link', { name: 'María González' });
    expect(screen.getByRole('link', { name: 'View María González' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New client' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit María González' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate María González' })).toBeNull();
  });
});

describe('new client', () => {
  it('refuses text that is neither an e-mail nor a phone without calling the server', async () => {
    const calls = mockApi(session());
    await renderApp('/en-ve/dashboard/client/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail or phone' }), 'María');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a valid e-mail or a phone number')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/client/search'))).toBe(false);
  });

  it('offers the create form, prefilled, when nobody has the phone, and creates the client', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${C}/search`]: () => ({
        status: 404,
        body: { statusCode: 404, code: 'CLIENT_NOT_FOUND', message: 'Client not found in our system' },
      }),
      [`POST ${C}`]: (call) => ({ body: { data: client({ ...jsonOf(call), note: '' }) } }),
      [`GET ${C}/${CLIENT_ID}`]: () => ({ body: { data: client({ note: '' }) } }),
      [`GET ${C}/${CLIENT_ID}/visits`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 10 } },
      }),
    });
    const { router } = await renderApp('/en-ve/dashboard/client/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail or phone' }), '0412 555 0101{Enter}');
    expect(await screen.findByText('Client not found in our system')).toBeTruthy();
    const search = calls.find((call) => call.url.includes('/client/search'))!;
    expect(queryOf(search).get('phone')).toBe('+584125550101');
    expect(queryOf(search).get('salon_id')).toBe(SALON_ID);
    // The form starts from the number as it is kept: E.164.
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('+584125550101');

    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findAllByText('This name is required')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'María');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'González');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Client created')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(jsonOf(post)).toMatchObject({
      salon_id: SALON_ID,
      firstName: 'María',
      lastName: 'González',
      email: 'maria@example.com',
      phoneNumber: '+584125550101',
      message_channel: 'email',
      note: '',
      // Left on "The salon's language": none of the client's own.
      language: null,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/en-ve/dashboard/client/${CLIENT_ID}/view`),
    );
    expect(await screen.findByText('No reserved visits')).toBeTruthy();
  });

  it('shows only who a found person is, and assigns them to this salon', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${C}/search`]: () => ({
        body: {
          data: {
            firstName: 'María',
            lastName: 'González',
            email: 'maria@example.com',
            phoneNumber: '+58 412 555 0101',
            client_id: null,
          },
        },
      }),
      [`POST ${C}/assign`]: () => ({ body: { data: client({ note: '' }) } }),
      [`GET ${C}/${CLIENT_ID}`]: () => ({ body: { data: client({ note: '' }) } }),
      [`GET ${C}/${CLIENT_ID}/visits`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 10 } },
      }),
    });
    const { router } = await renderApp('/en-ve/dashboard/client/new');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail or phone' }),
      'MARIA@example.com{Enter}',
    );
    const card = await screen.findByRole('region', { name: 'María González' });
    expect(queryOf(calls.find((call) => call.url.includes('/client/search'))!).get('email')).toBe(
      'maria@example.com',
    );
    await user.click(within(card).getByRole('button', { name: 'Assign to this salon' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/en-ve/dashboard/client/${CLIENT_ID}/view`),
    );
    expect(jsonOf(calls.find((call) => call.url.endsWith('/client/assign'))!)).toMatchObject({
      salon_id: SALON_ID,
      email: 'maria@example.com',
    });
    expect(await screen.findByText('No note yet.')).toBeTruthy();
  });

  it('links to the profile when the salon already has the person', async () => {
    mockApi({
      ...session(),
      [`GET ${C}/search`]: () => ({
        body: {
          data: {
            firstName: 'María',
            lastName: 'G',
            email: 'm@example.com',
            phoneNumber: '1',
            client_id: CLIENT_ID,
          },
        },
      }),
    });
    await renderApp('/en-ve/dashboard/client/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail or phone' }), 'm@example.com{Enter}');
    expect(await screen.findByText('Already your client')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open profile' }).getAttribute('href')).toBe(
      `/en-ve/dashboard/client/${CLIENT_ID}/view`,
    );
    expect(screen.queryByRole('button', { name: 'Assign to this salon' })).toBeNull();
  });
});

describe('edit client', () => {
  it('says "No changes were made" without calling, then saves only the changed field', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${C}/${CLIENT_ID}`]: () => ({ body: { data: client() } }),
      [`PUT ${C}/${CLIENT_ID}`]: (call) => ({ body: { data: client(jsonOf(call)) } }),
      [`GET ${C}/${CLIENT_ID}/visits`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 10 } },
      }),
    });
    await renderApp(`/en-ve/dashboard/client/${CLIENT_ID}/edit`);
    const user = userEvent.setup();
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No changes were made')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(note);
    await user.type(note, 'Alergia al tinte');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Client updated')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(jsonOf(put)).toEqual(expect.objectContaining({ note: 'Alergia al tinte' }));
    expect(Object.keys(jsonOf(put)).filter((key) => !['users_id', 'account_type'].includes(key))).toEqual([
      'note',
    ]);
  });

  it('saves the language of the client’s messages alone, and the profile names it', async () => {
    let saved = client();
    const calls = mockApi({
      ...session(),
      [`GET ${C}/${CLIENT_ID}`]: () => ({ body: { data: saved } }),
      [`PUT ${C}/${CLIENT_ID}`]: (call) => {
        saved = client(jsonOf(call));
        return { body: { data: saved } };
      },
      [`GET ${C}/${CLIENT_ID}/visits`]: () => ({
        body: { data: [], meta: { total: 0, page: 1, limit: 10 } },
      }),
    });
    const { router } = await renderApp(`/en-ve/dashboard/client/${CLIENT_ID}/edit`);
    const user = userEvent.setup();
    const language = await screen.findByRole('combobox', { name: 'Messages in' });
    expect((language as HTMLSelectElement).value).toBe('');
    await user.selectOptions(language, 'English');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Client updated')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(jsonOf(put)).toMatchObject({ language: 'en-ve' });
    expect(Object.keys(jsonOf(put)).filter((key) => !['users_id', 'account_type'].includes(key))).toEqual([
      'language',
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/en-ve/dashboard/client/${CLIENT_ID}/view`),
    );
    expect(await screen.findByText('Messages in English')).toBeTruthy();
  });
});
