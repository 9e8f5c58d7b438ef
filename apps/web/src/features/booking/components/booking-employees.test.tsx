import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  ANA,
  availability,
  B,
  booked,
  CUT,
  LUIS,
  NOW,
  publicSalon,
  SLOT_1030,
  SLUG,
  STYLE,
} from './booking-test-data';

/**
 * A person per service on the booking page: with several services the client keeps one person for all (as
 * always) or picks a person, or "Anyone", for each; the times, the summary and the confirmation follow.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Luis does the cut and Ana, free then for the style (asked as "anyone"), does the style. */
const perServiceAvailability = {
  ...availability,
  slots: availability.slots.map((slot) => {
    const middle = new Date(Date.parse(slot.start) + 45 * 60_000).toISOString();
    return {
      ...slot,
      employee_ids: [LUIS, ANA],
      parts: [
        { service_id: CUT, start: slot.start, end: middle, employee_id: LUIS },
        { service_id: STYLE, start: middle, end: slot.end, employee_id: ANA },
      ],
    };
  }),
};

const posts = (calls: RecordedCall[], path: string) =>
  calls
    .filter((call) => call.method === 'POST' && call.url.endsWith(path))
    .map((call) => JSON.parse(String(call.body)));

const chooseBoth = async (user: ReturnType<typeof userEvent.setup>, next = 'Next') => {
  await user.click(await screen.findByRole('checkbox', { name: 'Corte' }));
  await user.click(screen.getByRole('checkbox', { name: 'Peinado' }));
  await user.click(screen.getByRole('button', { name: next }));
};

describe('a person per service', () => {
  it('books the cut with Luis and the style with anyone; the summary and confirmation say who', async () => {
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: perServiceAvailability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/booking`]: () => {
        const answer = booked(SLOT_1030);
        return {
          body: {
            data: {
              ...answer,
              employee: { name: 'Luis, Ana' },
              services: [
                { ...answer.services[0]!, employee: { name: 'Luis' } },
                { ...answer.services[1]!, employee: { name: 'Ana' } },
              ],
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await chooseBoth(user);

    // One person for everything stays the default: today's choice, Ana or anyone.
    const same = await screen.findByRole('radio', { name: /One person for everything/ });
    expect((same as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Luis' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /A person for each service/ }));

    const cut = screen.getByRole('radiogroup', { name: 'Who does Corte?' });
    const style = screen.getByRole('radiogroup', { name: 'Who does Peinado?' });
    expect(
      within(cut)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Anyone', 'Ana', 'Luis']);
    // Luis does not do the style: he is not offered for it.
    expect(within(style).queryByRole('radio', { name: 'Luis' })).toBeNull();
    expect((within(style).getByRole('radio', { name: 'Anyone' }) as HTMLInputElement).checked).toBe(true);
    // By keyboard (the arrows along a group are the browser's own, walked in the Playwright flow).
    within(cut).getByRole('radio', { name: 'Luis' }).focus();
    await user.keyboard(' ');
    expect((within(cut).getByRole('radio', { name: 'Luis' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const times = await screen.findByRole('group', { name: 'Free times on Monday, January 7' });
    const asked = new URL(calls.find((call) => call.url.includes('/availability'))!.url, 'http://x');
    expect(asked.searchParams.get('employee_ids')).toBe(`${LUIS},any`);
    expect(asked.searchParams.has('employee_id')).toBe(false);
    await user.click(within(times).getByRole('button', { name: /^10:30/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Díaz');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'rosa@example.com');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0412-555.01.00');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByRole('heading', { name: 'Confirm with the code' });
    // The summary names who does each service: the one chosen, or the one the time's answer named.
    const summary = screen.getByLabelText('Your booking');
    expect(within(summary).getByText('Corte with Luis')).toBeTruthy();
    expect(within(summary).getByText('Peinado with Ana')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Code from the e-mail/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeTruthy();
    const [body] = posts(calls, '/booking');
    expect(body).toMatchObject({ service_ids: [CUT, STYLE], employee_id: null, employee_ids: [LUIS, null] });
    expect(screen.getByText('Corte with Luis: $15.00')).toBeTruthy();
    expect(screen.getByText('Peinado with Ana: $10.00')).toBeTruthy();
    // No single "With" when two people share the visit.
    expect(within(screen.getByLabelText('Your booking')).queryByText('With')).toBeNull();
  });

  it('goes back to one person for everything as before, sending employee_id alone', async () => {
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: publicSalon() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await chooseBoth(user);
    await user.click(await screen.findByRole('radio', { name: /A person for each service/ }));
    await user.click(screen.getByRole('radio', { name: /One person for everything/ }));
    await user.click(screen.getByRole('radio', { name: 'Ana' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('group', { name: 'Free times on Monday, January 7' });
    const asked = new URL(calls.find((call) => call.url.includes('/availability'))!.url, 'http://x');
    expect(asked.searchParams.get('employee_id')).toBe(ANA);
    expect(asked.searchParams.has('employee_ids')).toBe(false);
  });

  it('when no one does all the services, a person per service is the way (Spanish)', async () => {
    const salon = publicSalon({
      employees: [
        { _id: ANA, name: 'Ana', avatar: null, service_ids: [STYLE] },
        { _id: LUIS, name: 'Luis', avatar: null, service_ids: [CUT] },
      ],
    });
    mockApi({ [`GET ${B}`]: () => ({ body: { data: salon } }) });
    const user = userEvent.setup();
    await renderApp(`/es-ve/book/${SLUG}`);
    await chooseBoth(user, 'Siguiente');
    const same = await screen.findByRole('radio', { name: /Una persona para todo/ });
    expect((same as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('radio', { name: /Una persona por servicio/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByText('Nadie aquí hace todos estos servicios: elige una persona para cada uno.'),
    ).toBeTruthy();
    const cut = screen.getByRole('radiogroup', { name: '¿Quién hace Corte?' });
    expect(within(cut).getByRole('radio', { name: 'Cualquiera' })).toBeTruthy();
    expect(within(cut).getByRole('radio', { name: 'Luis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
  });

  it('a service no one performs online says so, and the step does not go on', async () => {
    const salon = publicSalon({ employees: [{ _id: LUIS, name: 'Luis', avatar: null, service_ids: [CUT] }] });
    mockApi({ [`GET ${B}`]: () => ({ body: { data: salon } }) });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    await chooseBoth(user);
    expect(
      await screen.findByText('No one here performs Peinado online now. Go back and choose other services.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
