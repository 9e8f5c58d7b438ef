import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  A,
  appointment,
  B,
  openNewDialog,
  pathOf,
  queryOf,
  SERVICE_ID,
  servicePrice,
  session,
} from './appointment-test-fixtures';

const PRICE = `${B}/service/${SERVICE_ID}/price`;
const PROMOTION = { _id: '0190a000-0000-7000-8000-0000000000a7', title: 'Semana del color' };

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const priceField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Price/) as HTMLInputElement;

describe('booking price', () => {
  it('follows the service, start and count at the promotion’s price, and names it, until typed by hand', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${PRICE}`]: (call) => {
        const count = Number(queryOf(call).get('service_count'));
        return { body: { data: servicePrice(12, count, PROMOTION) } };
      },
    });
    await renderApp('/en-ve/dashboard/appointment/calendar');
    const dialog = await openNewDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2030-01-07' } });
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '10:00' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Corte/ }));

    await waitFor(() => expect(priceField(dialog).value).toBe('12.00'));
    expect(within(dialog).getByText('Promotion: Semana del color')).toBeTruthy();
    const asked = calls.filter((call) => pathOf(call) === PRICE).at(-1)!;
    // 10:00 in Caracas (UTC-4) is 14:00 UTC.
    expect(queryOf(asked).get('at')).toBe('2030-01-07T14:00:00.000Z');
    expect(queryOf(asked).get('service_count')).toBe('1');

    fireEvent.change(within(dialog).getByLabelText(/^Service count/), { target: { value: '2' } });
    await waitFor(() => expect(priceField(dialog).value).toBe('24.00'));

    const user = userEvent.setup();
    await user.clear(priceField(dialog));
    await user.type(priceField(dialog), '30');
    expect(within(dialog).queryByText('Promotion: Semana del color')).toBeNull();
    expect(within(dialog).getByText("The service's price unless you change it")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Service count/), { target: { value: '3' } });
    await waitFor(() =>
      expect(queryOf(calls.filter((call) => pathOf(call) === PRICE).at(-1)!).get('service_count')).toBe('3'),
    );
    expect(priceField(dialog).value).toBe('30.00');
  }, 60_000);

  it('keeps an edited appointment’s booked price and promotion without asking again', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${A}/list`]: () => ({
        body: {
          data: [appointment({ price: 12, promotion: PROMOTION })],
          meta: { total: 1, page: 1, limit: 20 },
        },
      }),
    });
    await renderApp('/en-ve/dashboard/appointment/list');
    fireEvent.click(await screen.findByText('María González'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    expect(priceField(dialog).value).toBe('12.00');
    expect(within(dialog).getByText('Promotion: Semana del color')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '11:00' } });
    expect(priceField(dialog).value).toBe('12.00');
    expect(calls.some((call) => pathOf(call) === PRICE)).toBe(false);
  }, 30_000);
});
