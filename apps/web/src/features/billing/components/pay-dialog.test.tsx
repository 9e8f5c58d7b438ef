import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { BILLING, callsTo, jsonBody, prices, quote, session, subscription } from './billing-test-data';

const PAGO_MOVIL = {
  bank_name: 'Banco de Venezuela',
  bank_code: '0102',
  phone: '+584145551234',
  rif: 'J-123456789',
};

/** The pay dialog of the standard plan, with the platform's details and the quote given. */
async function openDialog(lang: 'es-ve' | 'en-ve', answers: { rate: boolean }) {
  const calls = mockApi({
    ...session('owner'),
    [`GET ${BILLING}/active`]: () => ({ body: { data: subscription({ state: 'trialing' }) } }),
    [`GET ${BILLING}/prices`]: () => ({
      body: { data: prices({ payees: { ...prices().payees, pago_movil: PAGO_MOVIL } }) },
    }),
    [`GET ${BILLING}/quote`]: () => ({
      body: {
        data: answers.rate
          ? quote({
              total: 51,
              exchange_rate: { date: '2030-01-17', rate: 36.4, source: 'BCV' },
              total_ves: 1856.4,
            })
          : quote({ total: 51 }),
      },
    }),
    [`POST ${BILLING}/create`]: () => ({ body: { data: subscription({ state: 'trialing' }) } }),
  });
  await renderApp(`/${lang}/dashboard/subscription`);
  const user = userEvent.setup();
  const choose = lang === 'es-ve' ? 'Elegir Estándar' : 'Choose Standard';
  await user.click(await screen.findByRole('button', { name: choose }));
  const title = lang === 'es-ve' ? 'Plan Estándar, mensual' : 'Standard plan, monthly';
  const dialog = await screen.findByRole('dialog', { name: title });
  return { calls, user, dialog };
}

describe('pay dialog: where to pay and the bolívares at the day’s rate', () => {
  it('shows the pago móvil details with copy buttons and prefills the bolívares at the rate', async () => {
    const { calls, user, dialog } = await openDialog('es-ve', { rate: true });
    const details = await within(dialog).findByRole('region', { name: 'Paga por Pago móvil a' });
    for (const text of ['Banco de Venezuela', '0102', '04145551234', 'J-123456789'])
      expect(within(details).getByText(text)).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Copiar Teléfono' }));
    expect(await navigator.clipboard.readText()).toBe('04145551234');
    expect(await screen.findByText('Copiado: Teléfono')).toBeTruthy();

    expect(within(dialog).getByText('Bs. 1.856,40 a la tasa BCV del 17 ene. 2030: 36,40')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Monto en bolívares/)).toHaveProperty('value', '1.856,40');

    await user.type(within(dialog).getByLabelText(/Banco de origen/), 'Banesco');
    await user.type(within(dialog).getByLabelText(/Teléfono de quien pagó/), '0414 123 4567');
    await user.type(within(dialog).getByLabelText(/Cédula o RIF/), 'V-12345678');
    await user.type(within(dialog).getByLabelText(/Referencia/), '00123456');
    await user.click(within(dialog).getByRole('button', { name: 'Reportar pago' }));
    expect(await screen.findByText(/Pago reportado/)).toBeTruthy();
    const [create] = callsTo(calls, 'POST', `${BILLING}/create`);
    expect(jsonBody(create!).payment).toMatchObject({ method: 'pago_movil', amount: 51, amount_ves: 1856.4 });
  });

  it('says to ask the platform when a method has no details', async () => {
    const { user, dialog } = await openDialog('en-ve', { rate: true });
    await user.click(await within(dialog).findByRole('radio', { name: 'Zelle' }));
    expect(
      within(dialog).getByText(
        'The platform has not published its Zelle details yet: ask the platform for payment details before paying.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Copy/ })).toBeNull();
    // Zelle is paid in dollars: no bolívares line.
    expect(within(dialog).queryByText(/at the BCV rate/)).toBeNull();
  });

  it('without any rate says so and leaves the bolívares to the owner', async () => {
    const { dialog } = await openDialog('en-ve', { rate: false });
    expect(
      await within(dialog).findByText(
        'No exchange rate has been published yet: type the bolívares you paid at the official rate of the day.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText(/Amount in bolívares/)).toHaveProperty('value', '');
  });
});
