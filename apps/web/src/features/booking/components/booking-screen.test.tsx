import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  availability,
  B,
  booked,
  CUT,
  NOW,
  publicSalon,
  SLOT_1030,
  SLOT_TUE,
  SLUG,
  STYLE,
} from './booking-test-data';

const PHONE_AS_TYPED = '0412-555.01.00';
const CLIENT = {
  firstName: 'Rosa',
  lastName: 'Díaz',
  email: 'rosa@example.com',
  // Sent in E.164, as typed the Venezuelan way (PHONE_AS_TYPED).
  phoneNumber: '+584125550100',
};

// Only the clock is fixed: timers stay real for the screens' transitions and user-event.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const posts = (calls: RecordedCall[], path: string) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith(path))
    .map((call) => JSON.parse(String(call.body)));

/** Services, "Anyone", Monday 10:30, the client's details: up to the code step. */
const bookUntilCode = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('checkbox', { name: 'Corte' }));
  await user.click(screen.getByRole('checkbox', { name: 'Peinado' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const anyone = await screen.findByRole('radio', { name: /Anyone/ });
  expect((anyone as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('radio', { name: 'Ana' })).toBeTruthy();
  // Luis does not do "Peinado": he cannot take both services.
  expect(screen.queryByRole('radio', { name: 'Luis' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByRole('heading', { name: 'Choose a day and time' })).toBe(document.activeElement);
  const monday = await screen.findByRole('button', { name: 'Monday, January 7' });
  expect(monday.getAttribute('aria-pressed')).toBe('true');
  const times = screen.getByRole('group', { name: 'Free times on Monday, January 7' });
  await user.click(within(times).getByRole('button', { name: /^10:30/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await screen.findByRole('heading', { name: 'Your details' });
  // The details and code steps load lazily.
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), CLIENT.firstName);
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), CLIENT.lastName);
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), CLIENT.email);
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), PHONE_AS_TYPED);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await screen.findByRole('heading', { name: 'Confirm with the code' });
  await user.type(screen.getByRole('textbox', { name: /Code from the e-mail/ }), '123456');
};

describe('public booking page', () => {
  it('shows the salon, its services with the regular price struck under a promotion, and hours Monday first', async () => {
    mockApi({ [`GET ${B}`]: () => ({ body: { data: publicSalon() } }) });
    await renderApp(`/en-ve/book/${SLUG}`);
    const name = await screen.findByRole('heading', { level: 1, name: 'Salón <b>Uno</b>' });
    expect(name.querySelector('b')).toBeNull();
    expect(screen.getByText('Cortes y color en Chacao.')).toBeTruthy();
    expect(screen.getByText('Peluquería')).toBeTruthy();
    expect(screen.getByText('4.5 (2 reviews)')).toBeTruthy();
    expect(screen.getByText('Av. Principal 1, Caracas')).toBeTruthy();

    const corte = screen.getByRole('checkbox', { name: 'Corte' }).closest('label')!;
    expect(within(corte).getByText('$15.00')).toBeTruthy();
    expect(within(corte).getByText('$20.00').tagName).toBe('DEL');
    expect(within(corte).getByText('Enero feliz')).toBeTruthy();
    const peinado = screen.getByRole('checkbox', { name: 'Peinado' }).closest('label')!;
    expect(peinado.querySelector('del')).toBeNull();

    const hours = screen.getByRole('region', { name: 'Opening hours' });
    const days = within(hours)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(days[0]).toBe('Monday');
    expect(days[6]).toBe('Sunday');
    expect(within(hours).getByText('09:00–12:00, 13:00–18:00')).toBeTruthy();

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Anonymous')).toBeTruthy();
    expect(within(reviews).getByText('Excelente <i>servicio</i>')).toBeTruthy();
    expect(within(reviews).getByRole('img', { name: '4 stars out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('¡Gracias!')).toBeTruthy();
  });

  it('has no floating settings button (it covered a time on phones); the header switches the language', async () => {
    // A salon of its own: the switch starts the Spanish page's early call, which would answer later tests.
    const slug = 'salon-idiomas';
    const salon = () => ({ body: { data: publicSalon({ slug }) } });
    mockApi({ [`GET /api/v1/public/salon/${slug}`]: salon });
    const { router } = await renderApp(`/en-ve/book/${slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Salón <b>Uno</b>' });
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await user.click(await screen.findByRole('menuitem', { name: /Español/ }));
    expect(router.state.location.pathname).toBe(`/es-ve/book/${slug}`);
    expect(await screen.findByRole('button', { name: 'Cambiar idioma' })).toBeTruthy();
  });

  it('shows each price in bolívares too, at the day’s rate it names, when the salon asks', async () => {
    mockApi({
      [`GET ${B}`]: () => ({
        body: { data: publicSalon({ bolivares: { rate: 36.4, date: '2030-01-06' } }) },
      }),
    });
    await renderApp(`/en-ve/book/${SLUG}`);
    const corte = (await screen.findByRole('checkbox', { name: 'Corte' })).closest('label')!;
    // Corte, $15: Bs. 546.00.
    expect(within(corte).getByText('Bs. 546.00')).toBeTruthy();
    expect(
      screen.getByText('Bolívares at the official (BCV) rate of Jan 6, 2030: Bs. 36.40 per dollar.'),
    ).toBeTruthy();
  });

  it('a salon that takes no bookings says why, offers call and WhatsApp, and has no booking', async () => {
    mockApi({
      [`GET ${B}`]: () => ({
        body: {
          data: publicSalon({ booking: { ...publicSalon().booking, open: false, reason: 'not_verified' } }),
        },
      }),
    });
    await renderApp(`/es-ve/book/${SLUG}`);
    expect(await screen.findByText('La reserva en línea no está disponible')).toBeTruthy();
    expect(screen.getByText(/aún no puede recibir reservas en línea/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llamar al +58 412-555 0199' }).getAttribute('href')).toBe(
      'tel:+584125550199',
    );
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/584125550199',
    );
    // The services still show, as a plain list.
    expect(within(screen.getByRole('region', { name: 'Servicios' })).getByText('Corte')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  });

  it('an unknown page shows the 404 page', async () => {
    mockApi({
      [`GET ${B}`]: () => ({
        status: 404,
        body: {
          statusCode: 404,
          code: 'BOOKING_SALON_NOT_FOUND',
          message: 'This booking page does not exist.',
        },
      }),
    });
    await renderApp(`/en-ve/book/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Sorry, page not found!' })).toBeTruthy();
  });

  it('books with "Anyone": services, time, details, code, confirmation', async () => {
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/booking`]: () => ({ body: { data: booked(SLOT_1030) } }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await bookUntilCode(user);

    const asked = new URL(calls.find((call) => call.url.includes('/availability'))!.url, 'http://x');
    expect(asked.searchParams.get('service_ids')).toBe(`${CUT},${STYLE}`);
    expect(asked.searchParams.has('employee_id')).toBe(false);
    expect(asked.searchParams.get('from')).toBe('2030-01-06');
    expect(asked.searchParams.get('to')).toBe('2030-01-12');
    expect(posts(calls, '/otp')).toEqual([{ email: CLIENT.email }]);

    const summary = screen.getByLabelText('Your booking');
    expect(within(summary).getByText('Corte, Peinado · 1 h 15 min')).toBeTruthy();
    expect(within(summary).getByText('$25.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBe(document.activeElement);
    expect(posts(calls, '/booking')).toEqual([
      {
        service_ids: [CUT, STYLE],
        employee_id: null,
        start: SLOT_1030,
        client: CLIENT,
        code: '123456',
        address: null,
        note: '',
        whatsapp_opt_in: false,
      },
    ]);
    expect(screen.getByText('Corte: $15.00')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my appointment' }).getAttribute('href')).toBe(
      '/en-ve/visit/tok_new',
    );
  });

  it('labels a starting price "from" on the list, the summary and the confirmation; "desde" in Spanish', async () => {
    const fromStyle = (salon = publicSalon()) => ({
      ...salon,
      groups: salon.groups.map((group) => ({
        ...group,
        services: group.services.map((service) =>
          service._id === STYLE ? { ...service, price_type: 'starting_from' as const } : service,
        ),
      })),
    });
    const confirmed = booked(SLOT_1030);
    mockApi({
      [`GET ${B}`]: () => ({ body: { data: fromStyle() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/booking`]: () => ({
        body: {
          data: {
            ...confirmed,
            services: confirmed.services.map((service) =>
              service.name === 'Peinado' ? { ...service, price_type: 'starting_from' } : service,
            ),
          },
        },
      }),
    });
    const user = userEvent.setup();
    const { unmount } = await renderApp(`/en-ve/book/${SLUG}`);
    const style = (await screen.findByRole('checkbox', { name: 'Peinado' })).closest('label')!;
    expect(within(style).getByText('from $10.00')).toBeTruthy();
    await bookUntilCode(user);
    expect(within(screen.getByLabelText('Your booking')).getByText('from $25.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Peinado: from $10.00')).toBeTruthy();
    expect(screen.getByText('Corte: $15.00')).toBeTruthy();
    expect(screen.getByText('from $25.00')).toBeTruthy();
    unmount();

    await renderApp(`/es-ve/book/${SLUG}`);
    const estilo = (await screen.findByRole('checkbox', { name: 'Peinado' })).closest('label')!;
    expect(within(estilo).getByText('desde $10,00')).toBeTruthy();
  });

  it('a time just taken offers the fresh ones; booking one keeps the details and the code', async () => {
    let attempt = 0;
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/booking`]: () =>
        ++attempt === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'BOOKING_SLOT_TAKEN',
                message: 'That time was just taken. Choose another one.',
                details: [
                  { field: 'next_time', code: 'next_time', message: SLOT_TUE },
                  { field: 'next_time', code: 'next_time', message: 'not a time' },
                ],
              },
            }
          : { body: { data: booked(SLOT_TUE, { status: 'pending' }) } },
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await bookUntilCode(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText('That time was just taken. Choose another one.')).toBeTruthy();
    const fresh = screen.getByRole('group', { name: /These times are free/ });
    const offered = within(fresh).getAllByRole('button');
    expect(offered).toHaveLength(1);
    await user.click(within(fresh).getByRole('button', { name: /Tuesday, January 8/ }));
    expect((screen.getByRole('textbox', { name: /Code from the e-mail/ }) as HTMLInputElement).value).toBe(
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    const [first, second] = posts(calls, '/booking');
    expect(second).toEqual({ ...first, start: SLOT_TUE });
    expect(second.client).toEqual(CLIENT);
    expect(second.employee_id).toBeNull();
    expect(posts(calls, '/otp')).toHaveLength(1);
  });

  it('puts a wrong code on the code field and the server field errors on the details', async () => {
    let attempt = 0;
    mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/booking`]: () =>
        ++attempt === 1
          ? { status: 400, body: { statusCode: 400, code: 'OTP_INVALID', message: 'The code is not valid.' } }
          : {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid.',
                details: [{ field: 'client.email', code: 'validation.email.invalid', message: 'bad' }],
              },
            },
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await bookUntilCode(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const code = screen.getByRole('textbox', { name: /Code from the e-mail/ });
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((email as HTMLInputElement).value).toBe(CLIENT.email);

    // Back to the times and forward again: what was typed is still there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Choose a day and time' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const again = await screen.findByRole('textbox', { name: /First name/ });
    expect((again as HTMLInputElement).value).toBe(CLIENT.firstName);
    // The code went to this address already: going on sends no second e-mail.
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
