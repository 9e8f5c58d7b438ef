import type { WaitlistOfferWire } from '@salon/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { booked, NOW } from './booking-test-data';

const TOKEN = 'offer_token_abcdefghijklmnop';
const O = `/api/v1/public/waitlist/offer/${TOKEN}`;
/** Monday 2030-01-07, 10:00 in Caracas. */
const START = '2030-01-07T14:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const offer = (overrides: Partial<WaitlistOfferWire> = {}): WaitlistOfferWire => ({
  status: 'open',
  client: { first_name: 'Rosa' },
  salon: { name: 'Salón Uno', slug: 'salon-uno', phone: '+584125550199', address: 'Av. Principal 1' },
  time_zone: 'America/Caracas',
  service: { name: 'Corte', duration: 45 },
  employee: { name: 'Ana' },
  start: START,
  end: '2030-01-07T14:45:00.000Z',
  // 30 minutes after "now" (08:00 in Caracas).
  expires_at: '2030-01-06T12:30:00.000Z',
  visit_token: null,
  waiting: true,
  ...overrides,
});

const posted = (calls: RecordedCall[], action: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith(`${O}/${action}`));

describe('waitlist offer page', () => {
  it('shows the time offered and until when it holds, and books it with one click', async () => {
    const calls = mockApi({
      [`GET ${O}`]: () => ({ body: { data: offer() } }),
      [`POST ${O}/claim`]: () => ({
        body: { data: booked(START, { services: [booked(START).services[0]!], total: 15 }) },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/waitlist/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A time freed up at Salón Uno' }),
    ).toBeTruthy();
    expect(screen.getByText('Hi, Rosa')).toBeTruthy();
    const details = screen.getByLabelText('The offer');
    expect(within(details).getByText('Corte (45 min)')).toBeTruthy();
    expect(within(details).getByText('Ana')).toBeTruthy();
    expect(within(details).getByText('Monday, January 7 at 10:00 AM')).toBeTruthy();
    expect(screen.getByText('This offer holds until 8:30 AM (30 minutes left).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBe(document.activeElement);
    expect(screen.getByRole('heading', { level: 1, name: 'Salón Uno' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my appointment' }).getAttribute('href')).toBe(
      '/en-ve/visit/tok_new',
    );
    expect(posted(calls, 'claim')).toHaveLength(1);
  });

  it('on a 409 reads the offer again and says the time is gone; the client may then leave the list', async () => {
    let current = offer();
    const calls = mockApi({
      [`GET ${O}`]: () => ({ body: { data: current } }),
      [`POST ${O}/claim`]: () => {
        current = offer({ status: 'gone' });
        return {
          status: 409,
          body: { statusCode: 409, code: 'WAITLIST_OFFER_GONE', message: 'Gone.' },
        };
      },
      [`POST ${O}/leave`]: () => {
        current = offer({ status: 'gone', waiting: false });
        return { body: { data: current } };
      },
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/waitlist/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText('Someone else just took this time. You stay on the waitlist for the next one.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'This time was taken' })).toBeTruthy();
    expect(
      screen.getByText(
        "Someone else booked this time first. You're still on the waitlist: we'll write to you when another time frees up.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(posted(calls, 'leave')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waitlist' }));
    expect(
      await screen.findByText("Someone else booked this time first. You're no longer on the waitlist."),
    ).toBeTruthy();
    expect(posted(calls, 'leave')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
  });

  it('"No thanks" passes the time on and keeps the client waiting', async () => {
    const calls = mockApi({
      [`GET ${O}`]: () => ({ body: { data: offer() } }),
      [`POST ${O}/decline`]: () => ({ body: { data: offer({ status: 'declined' }) } }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/waitlist/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('heading', { name: 'You passed on this time' })).toBe(
      document.activeElement,
    );
    expect(screen.getByText(/You said no thanks to this time\. You're still on the waitlist/)).toBeTruthy();
    expect(posted(calls, 'decline')).toHaveLength(1);
  });

  it('in Spanish: a claimed offer links to its visit, an expired one says so, and an unknown link is not found', async () => {
    mockApi({
      [`GET ${O}`]: () => ({ body: { data: offer({ status: 'claimed', visit_token: 'tok_visit' }) } }),
    });
    const first = await renderApp(`/es-ve/waitlist/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Reservaste esta hora' })).toBeTruthy();
    expect(screen.getByText('lunes, 7 de enero, 10:00 a. m.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mi cita' }).getAttribute('href')).toBe(
      '/es-ve/visit/tok_visit',
    );
    expect(screen.queryByRole('button', { name: 'Salir de la lista de espera' })).toBeNull();
    first.unmount();

    mockApi({ [`GET ${O}`]: () => ({ body: { data: offer({ status: 'expired' }) } }) });
    const second = await renderApp(`/es-ve/waitlist/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Esta oferta venció' })).toBeTruthy();
    expect(
      screen.getByText(/Se acabó el tiempo para responder esta oferta\. Sigues en la lista de espera/),
    ).toBeTruthy();
    second.unmount();

    mockApi({
      [`GET ${O}`]: () => ({
        status: 404,
        body: { statusCode: 404, code: 'WAITLIST_OFFER_NOT_FOUND', message: 'Not found.' },
      }),
    });
    await renderApp(`/es-ve/waitlist/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Oferta no encontrada' })).toBeTruthy();
  });
});
