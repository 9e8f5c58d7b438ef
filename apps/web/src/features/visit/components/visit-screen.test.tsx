import type { VisitWire } from '@salon/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const TOKEN = 'tok_abc123';
const V = `/api/v1/public/visit/${TOKEN}`;

const visit = (overrides: Partial<VisitWire> = {}): VisitWire => ({
  _id: '0190a000-0000-7000-8000-0000000000f1',
  status: 'reserved',
  date: '2030-01-07',
  time: '10:00',
  end_time: '10:45',
  start: '2030-01-07T14:00:00.000Z',
  end: '2030-01-07T14:45:00.000Z',
  time_zone: 'America/Caracas',
  salon: {
    name: 'Salón <b>Uno</b>',
    address: 'Av. Principal 1',
    city: 'Caracas',
    is_visit_address: false,
    contact: {
      phone: '+58 412-555 0199',
      whatsapp_url: 'https://wa.me/584125550199',
      email: 's@example.com',
    },
  },
  service: { name: 'Corte', duration: 45, price_type: 'exact' },
  parts: [],
  series: [],
  employee: { firstName: 'Ana' },
  client: { firstName: 'María' },
  price: 20,
  travel_fee: null,
  total: 20,
  deposit: null,
  bolivares: null,
  cancel: {
    allowed: true,
    reason: null,
    deadline: '2030-01-06T14:00:00.000Z',
    notice_hours: 24,
    remaining: 2,
  },
  reschedule: { allowed: false, reason: 'closed' },
  review: { possible: false, given: false, reason: 'not_done' },
  ...overrides,
});

describe('client appointment page', () => {
  it('shows the details as plain text and a calendar link', async () => {
    mockApi({ [`GET ${V}`]: () => ({ body: { data: visit() } }) });
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const heading = await screen.findByRole('heading', { name: 'Your appointment at Salón <b>Uno</b>' });
    expect(heading.querySelector('b')).toBeNull();
    expect(screen.getByText('Corte with Ana (45 min)')).toBeTruthy();
    expect(screen.getByText('Monday, January 7 at 10:00 AM')).toBeTruthy();
    expect(screen.getByText('Time zone: Venezuela Time (Caracas)')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe(`/api/proxy${V}/calendar.ics`);
    expect(screen.getByText('You have 2 online cancellations left at this salon.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
  });

  it('writes Spanish times on a 12-hour clock, with no sentence closing "a. m." with another period', async () => {
    mockApi({ [`GET ${V}`]: () => ({ body: { data: visit() } }) });
    await renderApp(`/es-ve/visit/${TOKEN}`);
    expect(await screen.findByText('lunes, 7 de enero, 10:00 a. m.')).toBeTruthy();
    expect(
      screen.getByText('Hasta el domingo, 6 de enero, 10:00 a. m. puedes cancelar en línea.'),
    ).toBeTruthy();
    expect(screen.getByText('Corte con Ana (45 min)')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[ap]\.\s?m\.\./);
  });

  it('lists every service of a visit of several, each with its times, who and its price', async () => {
    const part = (
      name: string,
      start: string,
      end: string,
      time: string,
      endTime: string,
      price: number,
    ) => ({
      service: { name, duration: 30, price_type: 'exact' as const },
      employee: { firstName: 'Ana' },
      start,
      end,
      time,
      end_time: endTime,
      price,
    });
    const parts = [
      part('Corte', '2030-01-07T14:00:00.000Z', '2030-01-07T14:45:00.000Z', '10:00', '10:45', 20),
      part('Manicure', '2030-01-07T14:45:00.000Z', '2030-01-07T15:15:00.000Z', '10:45', '11:15', 12),
    ];
    mockApi({ [`GET ${V}`]: () => ({ body: { data: visit({ parts, price: 32, total: 32 }) } }) });
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const details = await screen.findByLabelText('Appointment details');
    const items = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '10:00 AM–10:45 AM · Corte with Ana · $20.00',
      '10:45 AM–11:15 AM · Manicure with Ana · $12.00',
    ]);
    expect(within(details).getByText('Services')).toBeTruthy();
  });

  it('lists the dates of a repeating appointment, a cancelled one marked', async () => {
    const series = [
      { start: '2030-01-07T14:00:00.000Z', status: 'reserved' as const },
      { start: '2030-01-21T14:00:00.000Z', status: 'cancelled' as const },
    ];
    mockApi({ [`GET ${V}`]: () => ({ body: { data: visit({ series }) } }) });
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const details = await screen.findByLabelText('Appointment details');
    expect(within(details).getByText('Repeats')).toBeTruthy();
    const items = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Monday, January 7 at 10:00 AM', 'Monday, January 21 at 10:00 AM · Cancelled']);
  });

  it('shows the total in bolívares at the official rate and its date when the salon asks', async () => {
    mockApi({
      [`GET ${V}`]: () => ({ body: { data: visit({ bolivares: { rate: 36.4, date: '2030-01-06' } }) } }),
    });
    await renderApp(`/es-ve/visit/${TOKEN}`);
    // $20 at 36,40: Bs. 728,00.
    expect(await screen.findByText(/^Bs\. 728,00 \(tasa oficial BCV del .+: 36,40\)$/)).toBeTruthy();
  });

  it('labels a starting price "from" ("desde") until the visit is done', async () => {
    const service = { name: 'Corte', duration: 45, price_type: 'starting_from' as const };
    mockApi({ [`GET ${V}`]: () => ({ body: { data: visit({ service }) } }) });
    const { unmount } = await renderApp(`/en-ve/visit/${TOKEN}`);
    const details = await screen.findByLabelText('Appointment details');
    expect(within(details).getByText('from $20.00')).toBeTruthy();
    unmount();
    await renderApp(`/es-ve/visit/${TOKEN}`);
    expect(await screen.findByText('desde $20,00')).toBeTruthy();
  });

  it('shows a done visit’s starting price as what it cost, without "from"', async () => {
    const service = { name: 'Corte', duration: 45, price_type: 'starting_from' as const };
    mockApi({ [`GET ${V}`]: () => ({ body: { data: visit({ service, status: 'done' }) } }) });
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const details = await screen.findByLabelText('Appointment details');
    expect(within(details).getByText('$20.00')).toBeTruthy();
    expect(within(details).queryByText(/from/)).toBeNull();
  });

  it('cancels after confirming, then shows the cancelled status', async () => {
    const calls = mockApi({
      [`GET ${V}`]: () => ({ body: { data: visit() } }),
      [`POST ${V}/cancel`]: () => ({
        body: {
          data: visit({
            status: 'cancelled',
            cancel: { ...visit().cancel, allowed: false, reason: 'status' },
          }),
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/visit/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('when online cancellation is closed, says why and offers call and WhatsApp', async () => {
    mockApi({
      [`GET ${V}`]: () => ({
        body: { data: visit({ cancel: { ...visit().cancel, allowed: false, reason: 'notice' } }) },
      }),
    });
    await renderApp(`/es-ve/visit/${TOKEN}`);
    const closed = await screen.findByRole('region', { name: 'La cancelación en línea no está disponible' });
    expect(within(closed).getByText(/al menos 24 horas antes/)).toBeTruthy();
    expect(
      within(closed).getByRole('link', { name: 'Llamar al +58 412-555 0199' }).getAttribute('href'),
    ).toBe('tel:+584125550199');
    expect(
      within(closed).getByRole('link', { name: 'Escribir al salón por WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/584125550199');
    expect(screen.queryByRole('button', { name: 'Cancelar cita' })).toBeNull();
  });

  it('takes a review: stars are a radio group, the comment is required, anonymous is sent', async () => {
    const calls = mockApi({
      [`GET ${V}`]: () => ({
        body: { data: visit({ status: 'done', review: { possible: true, given: false, reason: null } }) },
      }),
      [`POST ${V}/review`]: () => ({
        body: { data: visit({ status: 'done', review: { possible: false, given: true, reason: 'given' } }) },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/visit/${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Rate your visit' });
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(within(form).getByText('Write a comment')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const stars = within(form).getByRole('group', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your comment' }), 'Muy bien');
    await user.click(within(form).getByRole('checkbox', { name: 'Publish anonymously' }));
    await user.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Thank you for your review.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toMatchObject({ stars: 4, comment: 'Muy bien', anonymous: true });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rate your visit' })).toBeNull());
  });

  it('changes the time: a week of free times, then the move', async () => {
    // Sunday 2030-01-06 in Caracas; only the clock is fixed, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-06T12:00:00.000Z') });
    try {
      const allowed = { reschedule: { allowed: true, reason: null } } as const;
      const moved = visit({
        ...allowed,
        start: '2030-01-08T15:30:00.000Z',
        end: '2030-01-08T16:15:00.000Z',
        date: '2030-01-08',
        time: '11:30',
      });
      const calls = mockApi({
        [`GET ${V}`]: () => ({ body: { data: visit(allowed) } }),
        [`GET ${V}/availability`]: () => ({
          body: {
            data: {
              time_zone: 'America/Caracas',
              duration: 45,
              slots: [
                { start: '2030-01-07T14:00:00.000Z', end: '2030-01-07T14:45:00.000Z', employee_ids: [] },
                { start: '2030-01-08T15:30:00.000Z', end: '2030-01-08T16:15:00.000Z', employee_ids: [] },
              ],
            },
          },
        }),
        [`POST ${V}/reschedule`]: () => ({ body: { data: moved } }),
      });
      const user = userEvent.setup();
      await renderApp(`/en-ve/visit/${TOKEN}`);
      await user.click(await screen.findByRole('button', { name: 'Change the time' }));
      const panel = await screen.findByRole('region', { name: 'Choose a new time' });
      expect(within(panel).getByRole('heading', { name: 'Choose a new time' })).toBe(document.activeElement);
      // The visit's own time (Monday 10:00) is no move: Monday has nothing else free.
      expect(
        (await within(panel).findByRole('button', { name: 'Tuesday, January 8' })).getAttribute(
          'aria-pressed',
        ),
      ).toBe('true');
      expect(within(panel).getByRole('button', { name: 'Monday, January 7' }).hasAttribute('disabled')).toBe(
        true,
      );
      const asked = new URL(calls.find((call) => call.url.includes('/availability'))!.url, 'http://x');
      expect([asked.searchParams.get('from'), asked.searchParams.get('to')]).toEqual([
        '2030-01-06',
        '2030-01-12',
      ]);

      await user.click(within(panel).getByRole('button', { name: /^11:30/ }));
      await user.click(
        within(panel).getByRole('button', { name: /^Move to Tuesday, January 8 at 11:30 AM/ }),
      );
      expect(
        await screen.findByText('Your appointment is now on Tuesday, January 8 at 11:30 AM'),
      ).toBeTruthy();
      const post = calls.find((call) => call.method === 'POST')!;
      expect(JSON.parse(String(post.body))).toEqual({ start: '2030-01-08T15:30:00.000Z' });
      expect(screen.queryByRole('region', { name: 'Choose a new time' })).toBeNull();
      expect(
        within(screen.getByLabelText('Appointment details')).getByText(/Tuesday, January 8 at 11:30 AM/),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a time just taken offers fresh ones; a closed change says whom to call', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-06T12:00:00.000Z') });
    try {
      let attempt = 0;
      const calls = mockApi({
        [`GET ${V}`]: () => ({ body: { data: visit({ reschedule: { allowed: true, reason: null } }) } }),
        [`GET ${V}/availability`]: () => ({
          body: {
            data: {
              time_zone: 'America/Caracas',
              duration: 45,
              slots: [
                { start: '2030-01-08T15:30:00.000Z', end: '2030-01-08T16:15:00.000Z', employee_ids: [] },
              ],
            },
          },
        }),
        [`POST ${V}/reschedule`]: () =>
          ++attempt === 1
            ? {
                status: 409,
                body: {
                  statusCode: 409,
                  code: 'BOOKING_SLOT_TAKEN',
                  message: 'That time was just taken. Choose another one.',
                  details: [{ field: 'next_time', code: 'next_time', message: '2030-01-09T13:00:00.000Z' }],
                },
              }
            : {
                status: 409,
                body: {
                  statusCode: 409,
                  code: 'VISIT_RESCHEDULE_CLOSED',
                  message: 'This appointment can no longer be moved online. Please contact the salon.',
                },
              },
      });
      const user = userEvent.setup();
      await renderApp(`/en-ve/visit/${TOKEN}`);
      await user.click(await screen.findByRole('button', { name: 'Change the time' }));
      const panel = await screen.findByRole('region', { name: 'Choose a new time' });
      await user.click(await within(panel).findByRole('button', { name: /^11:30/ }));
      await user.click(within(panel).getByRole('button', { name: /^Move to/ }));
      expect(await within(panel).findByText('That time was just taken. Choose another one.')).toBeTruthy();
      const fresh = within(panel).getByRole('group', { name: /These times are free/ });
      await user.click(within(fresh).getByRole('button', { name: /Wednesday, January 9/ }));
      await user.click(
        within(panel).getByRole('button', { name: /^Move to Wednesday, January 9 at 9:00 AM/ }),
      );
      expect(
        await within(panel).findByText(
          'This appointment can no longer be moved online. Please contact the salon.',
        ),
      ).toBeTruthy();
      expect(within(panel).getByRole('link', { name: 'Call +58 412-555 0199' })).toBeTruthy();
      const moves = calls
        .filter((call) => call.method === 'POST')
        .map((call) => JSON.parse(String(call.body)));
      expect(moves).toEqual([{ start: '2030-01-08T15:30:00.000Z' }, { start: '2030-01-09T13:00:00.000Z' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown link shows a friendly not-found page', async () => {
    mockApi({
      [`GET ${V}`]: () => ({
        status: 404,
        body: {
          statusCode: 404,
          code: 'VISIT_NOT_FOUND',
          message: 'This link does not open any appointment.',
        },
      }),
    });
    await renderApp(`/en-ve/visit/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Appointment not found' })).toBeTruthy();
  });
});
