import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { BILLING, session, subscription } from './billing-test-data';

const EXPIRED_ANSWER = {
  status: 402,
  body: {
    statusCode: 402,
    code: 'SUBSCRIPTION_EXPIRED',
    message:
      'Your subscription has expired. Everything can be read and exported; pay to create or book again.',
  },
};

describe('subscription banners', () => {
  it("shows the owner's expired subscription as read-only, with the way to pay", async () => {
    mockApi({ ...session('owner', subscription({ state: 'expired', days_left: 0, writable: false })) });
    await renderApp('/en-ve/dashboard');
    const banner = (
      await screen.findByText(
        'Your subscription has expired. Read-only: you can read and export, nothing new can be created.',
      )
    ).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/en-ve/dashboard/subscription',
    );
  });

  it('counts the grace days of a past due subscription', async () => {
    mockApi({ ...session('owner', subscription({ state: 'past_due', days_left: 3 })) });
    await renderApp('/en-ve/dashboard');
    expect(
      await screen.findByText('Your payment is overdue: 3 days left before your subscription expires.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeTruthy();
  });

  it('tells an employee, after a write refused with 402, to ask the owner; the error is translated', async () => {
    mockApi({ ...session('manager'), 'POST /api/v1/business/client': () => EXPIRED_ANSWER });
    await renderApp('/en-ve/dashboard');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByText(/Ask the owner to renew it/)).toBeNull();

    let failure: unknown;
    await act(async () => {
      failure = await apiRequest('/api/v1/business/client', { method: 'POST', body: {} }).catch(
        (error: unknown) => error,
      );
    });
    expect(
      await screen.findByText(
        'The subscription has expired. Read-only: you can read and export, nothing new can be created. Ask the owner to renew it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();

    expect(errorText(i18n.getFixedT('en-ve'), failure)).toBe(
      'Your subscription has expired. Everything can be read and exported; pay to create or book again.',
    );
    expect(errorText(i18n.getFixedT('es-ve'), failure)).toBe(
      'Tu suscripción venció. Puedes consultar y exportar todo; paga para volver a crear o agendar.',
    );
  });

  it("reloads the owner's subscription when a write is refused with 402", async () => {
    let current = subscription();
    mockApi({
      ...session('owner'),
      [`GET ${BILLING}/active`]: () => ({ body: { data: current } }),
      'POST /api/v1/business/client': () => {
        current = subscription({ state: 'expired', days_left: 0, writable: false });
        return EXPIRED_ANSWER;
      },
    });
    await renderApp('/en-ve/dashboard');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByText(/Read-only/)).toBeNull();
    await act(async () => {
      await apiRequest('/api/v1/business/client', { method: 'POST', body: {} }).catch(() => undefined);
    });
    expect(
      await screen.findByText(
        'Your subscription has expired. Read-only: you can read and export, nothing new can be created.',
      ),
    ).toBeTruthy();
  });
});
