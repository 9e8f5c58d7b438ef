import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleUser } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  basicSummary,
  ownerSummary,
  SALON_ID,
  secretarySummary,
  session,
  SUMMARY,
} from './dashboard-test-data';

const section = (name: string) => screen.getByRole('region', { name });
const openDashboard = async () => {
  const rendered = await renderApp('/en-ve/dashboard/home');
  await screen.findByRole('region', { name: 'Upcoming appointments' });
  return rendered;
};

describe('welcome dashboard', () => {
  it('shows an owner every part with money, the visits as a table too, and opens an upcoming appointment', async () => {
    const calls = mockApi({
      ...session('owner'),
      [`GET ${SUMMARY}`]: () => ({ body: { data: ownerSummary() } }),
    });
    await openDashboard();
    expect(calls.find((call) => call.url.includes(SUMMARY))?.url).toContain(`salon_id=${SALON_ID}`);

    expect(within(section('Appointments')).getByText('42')).toBeTruthy();
    expect(within(section('Income')).getByText('$1,234.50')).toBeTruthy();
    expect(within(section('Clients')).getByText('17')).toBeTruthy();
    expect(screen.getByText('Last 30 days: Dec 9, 2029 – Jan 7, 2030')).toBeTruthy();

    const services = section('Top services');
    expect(within(services).getByText('12 appointments')).toBeTruthy();
    expect(within(services).getByText('$240.00')).toBeTruthy();
    const clients = section('Top clients');
    expect(within(clients).getByText('4 visits')).toBeTruthy();
    expect(within(clients).getByRole('list', { name: 'By spend' })).toBeTruthy();
    expect(within(clients).getByText('$310.00')).toBeTruthy();
    expect(within(section('Customer reviews')).getByText('No reviews yet.')).toBeTruthy();

    const visits = section('Visits this week vs previous week');
    expect(within(visits).getByText('This week 21 visits; previous week 17.')).toBeTruthy();
    const friday = within(visits).getByRole('rowheader', { name: 'Friday' }).closest('tr')!;
    expect(
      within(friday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '4']);

    // The profile is complete: no getting-started list.
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();

    // 14:00 UTC is 10:00 on the salon's clock (Caracas), whatever the device's zone.
    const upcoming = section('Upcoming appointments');
    const item = within(upcoming).getByRole('button', { name: /María González/ });
    expect(item.textContent).toContain('10:00');
    expect(item.textContent).toContain('Corte with Luis Mora');
    // A part of a visit of several services says what the whole visit comes to.
    const part = within(upcoming).getByRole('button', { name: /Ana Pérez/ });
    expect(part.textContent).toContain('Whole visit: Corte + Tinte · $44.00 · 2 h 15 min');
    expect(item.textContent).not.toContain('Whole visit');
    await userEvent.setup().click(item);
    expect(await screen.findByRole('dialog', { name: /Edit appointment/ })).toBeTruthy();
  });

  it('tells an owner how today’s cash closed, with the way to the close', async () => {
    mockApi({
      ...session('owner'),
      [`GET ${SUMMARY}`]: () => ({
        body: {
          data: {
            ...ownerSummary(),
            cash_close: { date: '2030-01-07', status: 'closed', difference_usd: -1.75 },
          },
        },
      }),
    });
    await openDashboard();
    expect(screen.getByText('Today’s cash: closed, $1.75 short.')).toBeTruthy();
    const go = screen.getByRole('link', { name: 'See the cash close' });
    expect(go.getAttribute('href')).toBe('/en-ve/dashboard/cash-close?date=2030-01-07');
  });

  it('says an open day is open, and a closed one without the day’s rate no difference', async () => {
    let close = { date: '2030-01-07', status: 'open', difference_usd: null };
    mockApi({
      ...session('owner'),
      [`GET ${SUMMARY}`]: () => ({ body: { data: { ...ownerSummary(), cash_close: close } } }),
    });
    const { unmount } = await openDashboard();
    expect(screen.getByText('Today’s cash: open.')).toBeTruthy();
    unmount();
    close = { ...close, status: 'closed' };
    await openDashboard();
    expect(screen.getByText('Today’s cash: closed.')).toBeTruthy();
  });

  it('shows a secretary the salon figures without money and without reviews', async () => {
    mockApi({ ...session('secretary'), [`GET ${SUMMARY}`]: () => ({ body: { data: secretarySummary() } }) });
    await openDashboard();
    expect(within(section('Appointments')).getByText('42')).toBeTruthy();
    expect(within(section('Clients')).getByText('17')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Income' })).toBeNull();
    expect(within(section('Top services')).getByText('12 appointments')).toBeTruthy();
    expect(within(section('Top clients')).queryByText('By spend')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer reviews' })).toBeNull();
    expect(screen.getByRole('main').textContent).not.toContain('$');
    // A visit's total leaves its price out too.
    expect(screen.getByText(/Whole visit: Corte \+ Tinte · 2 h 15 min/)).toBeTruthy();
  });

  it('shows a basic employee only their upcoming appointments', async () => {
    mockApi({ ...session('basic'), [`GET ${SUMMARY}`]: () => ({ body: { data: basicSummary() } }) });
    await openDashboard();
    expect(
      within(section('Upcoming appointments')).getByRole('button', { name: /María González/ }),
    ).toBeTruthy();
    for (const name of [
      'Appointments',
      'Income',
      'Clients',
      'Visits this week vs previous week',
      'Top services',
      'Top clients',
      'Customer reviews',
    ]) {
      expect(screen.queryByRole('region', { name }), name).toBeNull();
    }
  });

  it('speaks to an employee about their day, and reads their record in the salon for their profile', async () => {
    const record = {
      _id: 'e1',
      firstName: 'Luis',
      lastName: 'Mora',
      phoneNumber: '+58 412 555 0199',
      avatar: null,
    };
    mockApi({
      ...session('basic', { user: { ...sampleUser, name: '', surname: '', phone: null }, employee: record }),
      [`GET ${SUMMARY}`]: () => ({ body: { data: basicSummary() } }),
    });
    await openDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Luis!');
    expect(screen.getByText('Your day at Centro: your next appointments.')).toBeTruthy();
    const profile = section('Your salon profile');
    expect(profile.textContent).toContain('Your profile is 67% complete. Missing: photo.');
    expect(screen.getByRole('main').textContent).not.toMatch(
      /business|Getting started|Complete your profile/,
    );
  });

  it('says when nothing is coming, and offers a retry when the summary fails', async () => {
    let fail = true;
    mockApi({
      ...session('owner'),
      [`GET ${SUMMARY}`]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } }
          : { body: { data: { ...ownerSummary(), upcoming: [] } } },
    });
    await renderApp('/en-ve/dashboard');
    expect(await screen.findByText(/The dashboard could not be loaded/, undefined)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No upcoming appointments.')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Open the calendar' })).toBeTruthy();
  });
});
