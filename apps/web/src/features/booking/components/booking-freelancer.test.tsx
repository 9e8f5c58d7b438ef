import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { availability, B, booked, CUT, NOW, publicSalon, SLOT_10, SLUG } from './booking-test-data';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const freelancer = () =>
  publicSalon({
    service_type: 'freelancer',
    service_area: { mode: 'radius', base_location: [-66.85, 10.49], radius_km: 10, travel_fee: 5 },
  });

describe('booking a freelancer', () => {
  it('shows the service area and fee, and takes the visit address with its point', async () => {
    let outside = true;
    const calls = mockApi({
      [`GET ${B}`]: () => ({ body: { data: freelancer() } }),
      [`GET ${B}/availability`]: () => ({ body: { data: availability } }),
      [`POST ${B}/otp`]: () => ({ body: { data: { sent: true } } }),
      [`POST ${B}/booking`]: () => {
        if (outside) {
          outside = false;
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'OUTSIDE_SERVICE_AREA',
              message: 'That address is outside the service area.',
            },
          };
        }
        return { body: { data: booked(SLOT_10, { travel_fee: 5, total: 30 }) } };
      },
    });
    const user = userEvent.setup();
    await renderApp(`/en-ve/book/${SLUG}`);
    const area = await screen.findByRole('region', { name: 'Service area' });
    expect(within(area).getByText('Comes to you within 10 km of Caracas')).toBeTruthy();
    expect(within(area).getByText('Travel fee: $5.00')).toBeTruthy();
    expect(screen.queryByText('Av. Principal 1, Caracas')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Corte' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Luis' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /^10:00/ }));
    // No waitlist for a visit at the client's address: an entry holds no address.
    expect(screen.queryByRole('button', { name: /waitlist/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Díaz');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'rosa@example.com');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '0412 555 0100');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    // Without the address the code is not sent.
    expect(await screen.findByText('Your location on the map')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/otp'))).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Address/ }), 'Calle 3, casa 7');
    await user.type(await screen.findByRole('textbox', { name: 'Latitude' }), '10.5');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '-66.9');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the e-mail/ }), '654321');
    expect(within(screen.getByLabelText('Your booking')).getByText('$20.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    // Outside the area: back on the address, with the reason under it.
    const address = await screen.findByRole('textbox', { name: /Address/ });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('That address is outside the service area.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeTruthy();
    const bodies = calls
      .filter((call) => call.method === 'POST' && call.url.endsWith('/booking'))
      .map((call) => JSON.parse(String(call.body)));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      service_ids: [CUT],
      employee_id: '0190a000-0000-7000-8000-0000000000e2',
      address: { address: 'Calle 3, casa 7', city: 'Caracas', coordinates: [-66.9, 10.5] },
    });
    expect(calls.filter((call) => call.url.endsWith('/otp'))).toHaveLength(1);
  });
});
