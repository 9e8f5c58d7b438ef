import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { BUSINESS, SALON_ID, sessionSalon, signedIn } from '@/test/session-fixture';

const FEED = `${BUSINESS}/account/calendar-feed`;
const feedUrl = (n: number) =>
  `https://app.example.com/api/proxy/api/v1/public/calendar-feed/secret${n}secret${n}.ics`;
const feedWire = (scope: 'own' | 'salon', lastFetched: string | null = null) => ({
  _id: '0190a000-0000-7000-8000-0000000000f1',
  scope,
  salon_id: SALON_ID,
  created_at: '2030-01-07T14:00:00.000Z',
  last_fetched_at: lastFetched,
});
const queryOf = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);
const jsonOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;

const employee = () =>
  signedIn({ role: 'intermediate', account: { account_type: 'employee', salon: [sessionSalon()] } });

afterEach(() => vi.unstubAllGlobals());

describe('calendar feed card', () => {
  it('an employee makes, copies, renews and stops their own feed from the account, by keyboard', async () => {
    let made = 0;
    const calls = mockApi({
      ...employee(),
      [`GET ${FEED}`]: () => ({ body: { data: null } }),
      [`POST ${FEED}`]: () => ({ body: { data: { ...feedWire('own'), url: feedUrl(++made) } } }),
      [`DELETE ${FEED}`]: () => ({ body: { data: { revoked: true } } }),
    });
    await renderApp('/en-ve/dashboard/account?tab=calendar');
    expect((await screen.findByRole('tab', { name: 'Calendar' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { level: 3, name: 'Calendar feed' });
    expect(
      screen.getByText(/Google Calendar or Apple Calendar can subscribe to.*your appointments/),
    ).toBeTruthy();
    expect(queryOf(calls.find((call) => call.url.includes('calendar-feed'))!)).toEqual({
      scope: 'own',
      salon_id: SALON_ID,
    });

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Create link' }).focus();
    await user.keyboard('{Enter}');
    const link = (await screen.findByRole('textbox', { name: 'Private calendar link' })) as HTMLInputElement;
    expect(link.value).toBe(feedUrl(1));
    expect(link.readOnly).toBe(true);
    expect(jsonOf(calls.find((call) => call.method === 'POST')!)).toMatchObject({
      scope: 'own',
      salon_id: SALON_ID,
    });
    expect(screen.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href')).toBe(
      feedUrl(1).replace('https:', 'webcal:'),
    );

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // userEvent's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(feedUrl(1));

    await user.click(screen.getByRole('button', { name: 'New link' }));
    const renew = await screen.findByRole('dialog', { name: 'Make a new link?' });
    await user.click(within(renew).getByRole('button', { name: 'New link' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Private calendar link' }) as HTMLInputElement).value).toBe(
        feedUrl(2),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const stop = await screen.findByRole('dialog', { name: 'Stop sharing this calendar?' });
    await user.click(within(stop).getByRole('button', { name: 'Stop sharing' }));
    await screen.findByRole('button', { name: 'Create link' });
    expect(screen.queryByRole('textbox', { name: 'Private calendar link' })).toBeNull();
    const deleted = calls.find((call) => call.method === 'DELETE')!;
    expect(queryOf(deleted)).toEqual({ scope: 'own', salon_id: SALON_ID });
  });

  it('cancelling the question stops nothing', async () => {
    const calls = mockApi({
      ...employee(),
      [`GET ${FEED}`]: () => ({ body: { data: feedWire('own') } }),
    });
    await renderApp('/en-ve/dashboard/account?tab=calendar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop sharing this calendar?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('the owner has no own feed in the account', async () => {
    mockApi({ ...signedIn({ salons: [sessionSalon()] }) });
    await renderApp('/en-ve/dashboard/account');
    await screen.findByRole('tab', { name: 'General' });
    expect(screen.queryByRole('tab', { name: 'Calendar' })).toBeNull();
  });

  it('a live salon feed shows since when and when a calendar last read it, not its address', async () => {
    const calls = mockApi({
      ...signedIn({ salons: [sessionSalon()] }),
      [`GET ${BUSINESS}/salon/one/${SALON_ID}`]: () => ({
        body: {
          data: {
            _id: SALON_ID,
            title: 'Centro',
            service_type: 'salon',
            status_process: 'approved',
            status_salon: 'active',
            open_store: 1,
            avatar: null,
          },
        },
      }),
      [`GET ${FEED}`]: () => ({ body: { data: feedWire('salon', '2030-01-08T15:30:00.000Z') } }),
    });
    await renderApp('/en-ve/dashboard/salon/profile?tab=calendar');
    await screen.findByRole('heading', { level: 2, name: 'This salon’s appointments in your calendar app' });
    expect(await screen.findByText(/A link is active since Jan 7, 2030.*10:00 AM/)).toBeTruthy();
    expect(screen.getByText(/last fetched it on Jan 8, 2030.*11:30 AM/)).toBeTruthy();
    expect(screen.getByText(/this salon’s appointments/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Private calendar link' })).toBeNull();
    expect(queryOf(calls.find((call) => call.url.includes('calendar-feed'))!)).toEqual({
      scope: 'salon',
      salon_id: SALON_ID,
    });
  });
});
