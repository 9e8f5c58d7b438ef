import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDateAt } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  COLOR_ID,
  CUT_ID,
  jsonOf,
  P,
  page,
  promotion,
  PROMOTION_ID,
  SALON_ID,
  session,
} from './promotion-test-data';

type User = ReturnType<typeof userEvent.setup>;

const choose = async (user: User, name: string) => {
  // The list stays open after a pick (several in a row): a click on the field would close it.
  if (!screen.queryByRole('listbox')) await user.click(screen.getByRole('combobox', { name: 'Services' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name} ·`) }));
};
const pricesTable = () => screen.getByRole('table', { name: 'Price of each chosen service' });
const priceRow = (name: string) => within(pricesTable()).getByRole('rowheader', { name }).closest('tr')!;

describe('new promotion form', () => {
  it('starts on the salon’s today, shows every error at once, prices each service live and creates it', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${P}`]: () => page([]),
      [`POST ${P}`]: () => ({ body: { data: promotion() } }),
    });
    const { router } = await renderApp('/en-ve/dashboard/promotion/new');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toBe(document.activeElement);
    const today = localDateAt(new Date(), 'America/Caracas');
    expect((screen.getByLabelText(/^Start date/) as HTMLInputElement).value).toBe(today);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('End date is required')).toBeTruthy();
    expect(screen.getByText('Choose at least 1 service')).toBeTruthy();
    expect(
      screen.getByText('The discount must be greater than 0, with at most 2 decimals. Example: 10.50'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(title, 'Semana del color');
    await user.type(screen.getByLabelText(/^End date/), '2030-01-13');
    await choose(user, 'Corte');
    await choose(user, 'Color');
    await user.type(screen.getByRole('textbox', { name: 'Discount' }), '20');
    // Color's original price is its standing discount price, $45.50.
    expect(within(priceRow('Corte')).getByText('$16.00')).toBeTruthy();
    expect(within(priceRow('Corte')).getByText('−$4.00')).toBeTruthy();
    expect(within(priceRow('Color')).getByText('$45.50')).toBeTruthy();
    expect(within(priceRow('Color')).getByText('$36.40')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Dollars ($)' }));
    expect(
      await screen.findByText(
        'A discount in dollars must be below the price of the cheapest chosen service. Example: 5.00',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Discount' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount' }), '5');
    expect(within(priceRow('Corte')).getByText('$15.00')).toBeTruthy();
    expect(within(priceRow('Color')).getByText('$40.50')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Promotion created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ve/dashboard/promotion/list'));
    expect(jsonOf(calls.find((call) => call.method === 'POST')!)).toMatchObject({
      salon_id: SALON_ID,
      title: 'Semana del color',
      start: today,
      end: '2030-01-13',
      mode: 'discount',
      services: [CUT_ID, COLOR_ID],
      discount: 5,
      is_dollars: true,
    });
  }, 40_000);

  it('takes a price per service below its original, and shows the overlap naming the other promotion', async () => {
    let posts = 0;
    const calls = mockApi({
      ...session(),
      [`POST ${P}`]: () => {
        posts += 1;
        return posts === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'Invalid',
                details: [
                  { field: 'services.1.price', code: 'validation.promotion.linePrice', message: 'x' },
                ],
              },
            }
          : {
              status: 409,
              body: {
                statusCode: 409,
                code: 'PROMOTION_OVERLAP',
                message: 'Overlap',
                details: [
                  { field: 'services', code: 'errors.PROMOTION_OVERLAP', message: 'Semana del color' },
                ],
              },
            };
      },
    });
    await renderApp('/en-ve/dashboard/promotion/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Martes');
    await user.type(screen.getByLabelText(/^End date/), '2030-02-05');
    await choose(user, 'Corte');
    await choose(user, 'Color');
    await user.type(screen.getByRole('textbox', { name: 'Discount' }), '10');
    // The discount's prices become the starting per-service prices.
    await user.click(screen.getByRole('radio', { name: 'Price per service' }));
    expect(screen.queryByRole('textbox', { name: 'Discount' })).toBeNull();
    const cut = screen.getByRole('textbox', { name: 'Promotional price of Corte' }) as HTMLInputElement;
    expect(cut.value).toBe('18.00');
    expect(
      (screen.getByRole('textbox', { name: 'Promotional price of Color' }) as HTMLInputElement).value,
    ).toBe('40.95');
    await user.clear(cut);
    await user.type(cut, '20');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await within(priceRow('Corte')).findByText(
        'The promotional price must be below the original price. Example: 25.50',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(cut);
    await user.type(cut, '12');
    expect(within(priceRow('Corte')).getByText('−$8.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await within(priceRow('Color')).findByText(
        'The price must be greater than 0, with at most 2 decimals. Example: 25.50',
      ),
    ).toBeTruthy();
    expect(jsonOf(calls.find((call) => call.method === 'POST')!)).toMatchObject({
      mode: 'per_service',
      services: [
        { service: CUT_ID, price: 12 },
        { service: COLOR_ID, price: 40.95 },
      ],
      discount: null,
    });

    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText(
        'The promotion “Semana del color” already covers one of these services on some of these days.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Services' }));
  }, 40_000);

  it('shows the plan explanation instead of the form on a plan without promotions', async () => {
    mockApi(session({ promotions: false }));
    await renderApp(`/en-ve/dashboard/promotion/${PROMOTION_ID}/edit`);
    expect(
      await screen.findByText(
        'Your plan does not include promotions: they come with the Standard and Advanced plans.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });
});

describe('edit promotion form', () => {
  it('loads the promotion, keeps an inactive service it covers, and says when nothing changed', async () => {
    const saved = promotion({
      mode: 'per_service',
      services: [{ service: '0190a000-0000-7000-8000-0000000000f9', original_price: 30, price: 25 }],
      discount: null,
      lines: [
        {
          service: { _id: '0190a000-0000-7000-8000-0000000000f9', name: 'Keratina', status: 'inactive' },
          original_price: 30,
          price: 25,
        },
      ],
    });
    const calls = mockApi({
      ...session(),
      [`GET ${P}/${PROMOTION_ID}`]: () => ({ body: { data: saved } }),
      [`PUT ${P}/${PROMOTION_ID}`]: () => ({
        status: 400,
        body: { statusCode: 400, code: 'NO_CHANGES', message: 'No changes were made' },
      }),
    });
    await renderApp(`/en-ve/dashboard/promotion/${PROMOTION_ID}/edit`);
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe(
      'Semana del color',
    );
    expect(screen.getByRole('radio', { name: 'Price per service' })).toHaveProperty('checked', true);
    expect(within(priceRow('Keratina (inactive)')).getByText('$30.00')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Promotional price of Keratina' }) as HTMLInputElement).value,
    ).toBe('25.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No changes were made')).toBeTruthy();
    expect(jsonOf(calls.find((call) => call.method === 'PUT')!)).toMatchObject({
      title: 'Semana del color',
      start: '2030-01-07',
      end: '2030-01-13',
      services: [{ service: '0190a000-0000-7000-8000-0000000000f9', price: 25 }],
    });
  }, 30_000);
});
