import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomesAnswerWire } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { INCOMES, incomesCalls, incomesReport, queryOf, SALON_ID, session } from './report-test-data';

/** The all-salons report: the owner's toggle, the request and the salons side by side. */
const URL_BASE = '/en-ve/dashboard/report';
const OTHER_ID = '0190a000-0000-7000-8000-0000000000e2';

const allSalons = (): IncomesAnswerWire => ({
  ...incomesReport({
    income: 200,
    appointments: { total: 7, by_status: { pending: 0, reserved: 1, done: 5, no_show: 0, cancelled: 1 } },
  }),
  by_salon: [
    { ...incomesReport(), _id: SALON_ID, title: 'Centro', share: 0.675 },
    {
      ...incomesReport({
        income: 65,
        average_daily_rate: 2.17,
        time_zone: 'America/Bogota',
        appointments: { total: 2, by_status: { pending: 0, reserved: 0, done: 2, no_show: 0, cancelled: 0 } },
      }),
      _id: OTHER_ID,
      title: 'Norte',
      share: 0.325,
    },
  ],
});

const answer = (url: string) => ({
  body: {
    data: new URL(url, 'http://x').searchParams.get('salon_id') === 'all' ? allSalons() : incomesReport(),
  },
});

describe('incomes report of all salons', () => {
  it('lets the owner switch to all salons, kept in the URL, with each salon and the total', async () => {
    const calls = mockApi({ ...session(), [`GET ${INCOMES}`]: ({ url }) => answer(url) });
    const { router } = await renderApp(URL_BASE);
    await screen.findByRole('region', { name: 'Income' });
    const current = screen.getByRole('button', { name: 'This salon' });
    expect(current.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Salons side by side' })).toBeNull();

    const user = userEvent.setup();
    // Keyboard: the choice is a real button, Enter on it switches.
    screen.getByRole('button', { name: 'All salons' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queryOf(incomesCalls(calls).at(-1)!).get('salon_id')).toBe('all'));
    expect(new URLSearchParams(router.state.location.search).get('salons')).toBe('all');

    const table = await screen.findByRole('table', { name: 'Salons side by side' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Centro')).getByText('$135.00')).toBeTruthy();
    expect(within(row('Centro')).getByText('67.5%')).toBeTruthy();
    expect(within(row('Norte')).getByText('$65.00')).toBeTruthy();
    expect(within(row('Norte')).getByText('Colombia Standard Time (Bogota)')).toBeTruthy();
    expect(within(row('Total')).getByText('$200.00')).toBeTruthy();
    expect(within(row('Total')).getByText('7')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Income' })).getByText('$200.00')).toBeTruthy();
    expect(screen.getByText(/^All salons, each on its own local days/)).toBeTruthy();
  });

  it('opens on all salons from the URL, in Spanish too', async () => {
    const calls = mockApi({ ...session(), [`GET ${INCOMES}`]: ({ url }) => answer(url) });
    await renderApp('/es-ve/dashboard/report?salons=all');
    expect(await screen.findByRole('table', { name: 'Salones lado a lado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Todos los salones' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(queryOf(incomesCalls(calls).at(-1)!).get('salon_id')).toBe('all');
  });

  it('never offers all salons to a manager, even from the URL', async () => {
    const calls = mockApi({ ...session('manager'), [`GET ${INCOMES}`]: ({ url }) => answer(url) });
    await renderApp(`${URL_BASE}?salons=all`);
    await screen.findByRole('region', { name: 'Income' });
    expect(screen.queryByRole('button', { name: 'All salons' })).toBeNull();
    expect(incomesCalls(calls).every((call) => queryOf(call).get('salon_id') === SALON_ID)).toBe(true);
  });
});
