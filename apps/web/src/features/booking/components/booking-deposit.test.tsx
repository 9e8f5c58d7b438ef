import type { DepositWire } from '@salon/core';
import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { i18n } from '@/lib/i18n';
import { BookingConfirmation } from './booking-confirmation';
import { booked, SLOT_1030 } from './booking-test-data';

const deposit: DepositWire = {
  status: 'awaiting',
  amount: 7.5,
  bolivares: { amount: 273, rate: 36.4, date: '2030-01-06' },
  hold_until: '2030-01-07T02:30:00.000Z',
  pay_to: {
    pago_movil: { bank_name: 'Banesco', bank_code: '0134', phone: '+584125550199', rif: 'V-12345678' },
    zelle: null,
    binance: { pay_id: '123456789', name: 'Studio Bella' },
  },
  method: null,
  reference: null,
  reported_at: null,
  reason: null,
  decided_at: null,
};

const show = async (lang: 'en-ve' | 'es-ve', withDeposit: boolean) => {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['booking']);
  const booking = booked(SLOT_1030, withDeposit ? { status: 'pending', deposit } : {});
  const router = createMemoryRouter(
    [
      {
        path: '/:langCode/book/x',
        element: <BookingConfirmation booking={booking} headingRef={() => undefined} />,
      },
    ],
    { initialEntries: [`/${lang}/book/x`] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('booking confirmation with a deposit', () => {
  it('says the booking waits for the deposit: amount, deadline, where to pay and the way to report it', async () => {
    const { container } = await show('en-ve', true);
    expect(
      await screen.findByRole('heading', { name: 'Pay the deposit to confirm your booking' }),
    ).toBeTruthy();
    const text = screen.getByText(/^Pay the deposit of/).textContent ?? '';
    expect(text).toMatch(
      /^Pay the deposit of \$7\.50 \(Bs\. 273\.00 at the official BCV rate of Jan 6, 2030: 36\.40\) by one of the methods below before Sunday, January 6 at 10:30\u00a0PM, then report/,
    );
    const payTo = screen.getByRole('region', { name: 'Where to pay' });
    expect(within(payTo).getByText('0134 · Banesco')).toBeTruthy();
    expect(within(payTo).getByText('V-12345678')).toBeTruthy();
    expect(within(payTo).getByText('Binance Pay')).toBeTruthy();
    expect(within(payTo).getByText('123456789')).toBeTruthy();
    expect(within(payTo).queryByText('Zelle')).toBeNull();
    expect(screen.getByRole('link', { name: 'Report my payment' }).getAttribute('href')).toBe(
      '/en-ve/visit/tok_new',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('in Spanish too; without a deposit the usual confirmation', async () => {
    const first = await show('es-ve', true);
    expect(
      await screen.findByRole('heading', { name: 'Paga el depósito para confirmar tu reserva' }),
    ).toBeTruthy();
    const spanish = screen.getByText(/^Paga el depósito de/).textContent ?? '';
    // The time never breaks between its figures and its day period.
    expect(spanish).toContain('antes del domingo, 6 de enero, 10:30\u00a0p.\u00a0m. y luego reporta');
    // No sentence closes "p. m." with another period.
    expect(document.body.textContent).not.toMatch(/[ap]\.\s?m\.\./);
    expect(screen.getByRole('link', { name: 'Reportar mi pago' })).toBeTruthy();
    first.unmount();
    await show('en-ve', false);
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Where to pay' })).toBeNull();
  });
});
