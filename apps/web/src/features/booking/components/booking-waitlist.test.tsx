import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { availability, B, CUT, LUIS, NOW, publicSalon, SLUG } from './booking-test-data';

const CLIENT = {
  firstName: 'Rosa',
  lastName: 'Díaz',
  email: 'rosa@example.com',
  phoneNumber: '+584125550100',
};

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

const joined = {
  status: 'waiting',
  service: 'Corte',
  employee: 'Luis',
  from_date: '2030-01-06',
  to_date: '2030-01-12',
  from_time: '09:00',
  to_time: '12:00',
};

/** Corte with `person`, up to the times step. */
const toTimes = async (user: ReturnType<typeof userEvent.setup>, person: string | RegExp) => {
  await user.click(await screen.findByRole('checkbox', { name: 'Corte' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: person }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Choose a day and time' });
};

/** The details and the code, as the booking asks them. */
const detailsAndCode = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), CLIENT.firstName);
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), CLIENT.lastName);
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), CLIENT.email);
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '04125550100');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await screen.findByRole('heading', { name: 'Confirm with the code' });
  await user.type(screen.getByRole('textbox', { name: /Code from the e-mail/ }), '123456');
};

describe('booking page: the waitlist', () => {
  it('offers it where no time is free, checks the window with the shared rules and joins with the code', async () => {
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: { ...availability, slots: [] } } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/waitlist`]: () => ({ body: { data: joined } }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await toTimes(user, 'Luis');
    expect(await screen.findByText(/No free times on these days/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByRole('heading', { name: 'Which days and times suit you?' })).toBe(
      document.activeElement,
    );
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByText('For: Corte with Luis')).toBeTruthy();
    // The days shown on the times step.
    expect((screen.getByLabelText(/From day/) as HTMLInputElement).value).toBe('2030-01-06');
    expect((screen.getByLabelText(/To day/) as HTMLInputElement).value).toBe('2030-01-12');
    await user.type(screen.getByLabelText('From'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Give both times, or neither')).toBeTruthy();
    await user.type(screen.getByLabelText('Until'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Your details' });
    await detailsAndCode(user);
    expect(posts(calls, '/otp')).toEqual([{ email: CLIENT.email }]);
    const summary = screen.getByLabelText("What you'll wait for");
    expect(summary.textContent).toContain('Corte');
    expect(summary.textContent).toContain('Luis');
    expect(summary.textContent).toContain('9:00 AM – 12:00 PM');
    // The code confirms the request to wait, not a booking.
    expect(
      screen.getByText(
        `We sent a 6-digit code to ${CLIENT.email}. Enter it to confirm your waitlist request.`,
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/confirm (your|the) booking/);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByRole('heading', { name: "You're on the waitlist" })).toBe(
      document.activeElement,
    );
    expect(screen.getByText("We'll write to you at rosa@example.com when a time frees up.")).toBeTruthy();
    expect(posts(calls, '/waitlist')).toEqual([
      {
        service_id: CUT,
        employee_id: LUIS,
        from_date: '2030-01-06',
        to_date: '2030-01-12',
        from_time: '09:00',
        to_time: '12:00',
        note: '',
        client: CLIENT,
        code: '123456',
        whatsapp_opt_in: false,
      },
    ]);
    expect(posts(calls, '/booking')).toEqual([]);
  });

  it('is a quiet link beside free times, says a wrong code and a full list in words, and needs one service', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { statusCode: 400, code: 'OTP_INVALID', message: 'Wrong code.' },
    };
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/waitlist`]: () => answer,
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await toTimes(user, /Anyone/);
    expect(screen.queryByText(/No free times on these days/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Nothing suits? Join the waitlist' }));
    expect(await screen.findByText('For: Corte with anyone')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await detailsAndCode(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const code = screen.getByRole('textbox', { name: /Code from the e-mail/ });
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();
    expect(document.activeElement).toBe(code);

    answer = {
      status: 409,
      body: { statusCode: 409, code: 'WAITLIST_FULL', message: 'Full.' },
    };
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(
      await screen.findByText(
        'You are already waiting for several times here. Wait for an offer, or contact the salon.',
      ),
    ).toBeTruthy();
    expect(posts(calls, '/waitlist')[1]).toMatchObject({ employee_id: null, from_time: null, to_time: null });

    // Back to the times, then two services: an entry waits for one, and the page says so.
    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the times' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Peinado' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Choose a day and time' });
    expect(
      screen.getByText('The waitlist is for one service at a time: choose a single service to join it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join the waitlist/ })).toBeNull();
    expect(within(document.body).queryByText('Step 1 of 3')).toBeNull();
  });
});
