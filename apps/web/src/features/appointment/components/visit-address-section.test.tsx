import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  A,
  appointment,
  APPOINTMENT_ID,
  B,
  openNewDialog,
  pathOf,
  queryOf,
  SALON_ID,
  session,
} from './appointment-test-fixtures';

const CHECK = `${B}/salon/${SALON_ID}/service-area/check`;
const freelancer = {
  service_type: 'freelancer',
  service_area: { mode: 'radius', base_location: [-66.8573, 10.4806], radius_km: 8, travel_fee: 5 },
};
const usd = (amount: number) =>
  new Intl.NumberFormat('en-ve', { style: 'currency', currency: 'USD' }).format(amount);
const bodyOf = (call: RecordedCall) => JSON.parse(String(call.body)) as Record<string, unknown>;

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

/** A new client (whose mails go in English), the service, its employee and a start time: all but the visit. */
const fillBooking = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'New client' }));
  const type = (label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(/^First name/, 'María');
  type(/^Last name/, 'González');
  type(/^E-mail/, 'maria@example.com');
  type(/^Phone/, '04125550101');
  type(/^Messages in/, 'en-ve');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Corte/ }));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Employee/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Luis Mora' }));
  // A day to come: a start already past would first ask whether to record a past visit.
  type(/^Date/, '2030-01-07');
  type(/^Start time/, '10:00');
};

const fillVisit = (dialog: HTMLElement, lat: string, lng: string) => {
  const visit = within(dialog).getByRole('group', { name: "Client's address" });
  fireEvent.change(within(visit).getByLabelText(/^Address/), {
    target: { value: 'Av. Luis Roche, Edif. Sol, piso 3' },
  });
  fireEvent.change(within(visit).getByLabelText(/^City/), { target: { value: 'Caracas' } });
  fireEvent.change(within(visit).getByLabelText('Latitude'), { target: { value: lat } });
  fireEvent.change(within(visit).getByLabelText('Longitude'), { target: { value: lng } });
};

describe('a freelancer visit in the appointment dialog', () => {
  it('is not asked of a salon', { timeout: 60_000 }, async () => {
    mockApi(session());
    await renderApp('/en-ve/dashboard/appointment/calendar');
    const dialog = await openNewDialog();
    expect(within(dialog).getByRole('combobox', { name: /^Service/ })).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: "Client's address" })).toBeNull();
    expect(within(dialog).queryByLabelText('Latitude')).toBeNull();
  });

  it(
    'requires the address and point, shows the travel fee of the point and sends the address',
    { timeout: 60_000 },
    async () => {
      const calls = mockApi({
        ...session(freelancer),
        [`GET ${CHECK}`]: () => ({ body: { data: { inside: true, travel_fee: 5 } } }),
        [`POST ${A}`]: () => ({ body: { data: appointment() } }),
      });
      await renderApp('/en-ve/dashboard/appointment/calendar');
      const dialog = await openNewDialog();
      const visit = within(dialog).getByRole('group', { name: "Client's address" });
      expect(within(visit).getByText(/to see the travel fee/)).toBeTruthy();

      await fillBooking(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(visit).findByText('Address is required')).toBeTruthy();
      expect(within(visit).getByText('Pick a valid point on the map')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      fillVisit(dialog, '10.4961', '-66.8466');
      const fee = `Inside the service area. Travel fee: ${usd(5)}`;
      expect(await within(visit).findByText(fee, {}, { timeout: 3000 })).toBeTruthy();
      const check = calls.filter((call) => pathOf(call) === CHECK);
      // Typing paused once: one question for the final point, with its city.
      expect(check).toHaveLength(1);
      expect(Object.fromEntries(queryOf(check[0]!))).toEqual({
        lng: '-66.8466',
        lat: '10.4961',
        city: 'Caracas',
      });
      expect(within(visit).queryByText('Address is required')).toBeNull();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Appointment created')).toBeTruthy();
      const post = calls.find((call) => call.method === 'POST' && pathOf(call) === A)!;
      expect(bodyOf(post)).toMatchObject({
        salon_id: SALON_ID,
        client: {
          firstName: 'María',
          lastName: 'González',
          email: 'maria@example.com',
          phoneNumber: '04125550101',
          language: 'en-ve',
        },
        address: {
          address: 'Av. Luis Roche, Edif. Sol, piso 3',
          city: 'Caracas',
          coordinates: [-66.8466, 10.4961],
        },
      });
    },
  );

  it(
    'says when the point is outside the service area, and shows the server refusing it',
    { timeout: 60_000 },
    async () => {
      mockApi({
        ...session(freelancer),
        [`GET ${CHECK}`]: () => ({ body: { data: { inside: false, travel_fee: 0 } } }),
        [`POST ${A}`]: () => ({
          status: 409,
          body: { statusCode: 409, code: 'OUTSIDE_SERVICE_AREA', message: 'outside' },
        }),
      });
      await renderApp('/en-ve/dashboard/appointment/calendar');
      const dialog = await openNewDialog();
      await fillBooking(dialog);
      fillVisit(dialog, '10.60', '-66.93');
      expect(
        await within(dialog).findByText(
          /outside the service area, so the visit cannot be booked/,
          undefined,
          {
            timeout: 3000,
          },
        ),
      ).toBeTruthy();
      expect(within(dialog).queryByText(/Travel fee:/)).toBeNull();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText('That address is outside the service area.')).toBeTruthy();
    },
  );

  it(
    'pre-fills the address of the appointment being edited, with its booked fee, and leaves it out of the save when unchanged',
    { timeout: 60_000 },
    async () => {
      const booked = appointment({
        address: { address: 'Calle Los Mangos 4', city: 'Caracas', coordinates: [-66.85, 10.49] },
        travel_fee: 4,
      });
      const calls = mockApi({
        ...session(freelancer),
        [`GET ${A}/list`]: () => ({ body: { data: [booked], meta: { total: 1, page: 1, limit: 20 } } }),
        [`PUT ${A}/${APPOINTMENT_ID}`]: () => ({ body: { data: booked } }),
      });
      await renderApp('/en-ve/dashboard/appointment/list');
      fireEvent.click(await screen.findByText('María González'));
      const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
      const visit = within(dialog).getByRole('group', { name: "Client's address" });
      expect((within(visit).getByLabelText(/^Address/) as HTMLInputElement).value).toBe('Calle Los Mangos 4');
      expect((within(visit).getByLabelText('Latitude') as HTMLInputElement).value).toBe('10.49');
      expect(within(visit).getByText(`Inside the service area. Travel fee: ${usd(4)}`)).toBeTruthy();

      fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Llevar toallas' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
      const put = bodyOf(calls.find((call) => call.method === 'PUT')!);
      expect(put).toMatchObject({ note: 'Llevar toallas' });
      expect(put).not.toHaveProperty('address');
      expect(calls.some((call) => pathOf(call) === CHECK)).toBe(false);
    },
  );
});
