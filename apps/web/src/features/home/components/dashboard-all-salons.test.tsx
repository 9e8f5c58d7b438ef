import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ownerSummary, SALON_ID, session, SUMMARY } from './dashboard-test-data';

/** The dashboard's figures of every salon: the owner's toggle, the call and the salons side by side. */
const answer = (url: string) => {
  const all = new URL(url, 'http://x').searchParams.get('salons') === 'all';
  const base = ownerSummary();
  if (!all) return { body: { data: base } };
  return {
    body: {
      data: {
        ...base,
        totals: { appointments: 50, income: 1500, clients: 20 },
        by_salon: [
          { _id: SALON_ID, title: 'Centro', appointments: 42, income: 1234.5, clients: 17 },
          { _id: 'n', title: 'Norte', appointments: 8, income: 265.5, clients: 3 },
        ],
      },
    },
  };
};

describe('welcome dashboard of all salons', () => {
  it('lets the owner switch the figures to every salon, by keyboard, kept in the URL', async () => {
    const calls = mockApi({ ...session('owner'), [`GET ${SUMMARY}`]: ({ url }) => answer(url) });
    const { router } = await renderApp('/en-ve/dashboard/home');
    await screen.findByRole('region', { name: 'Upcoming appointments' });
    expect(screen.getByRole('button', { name: 'This salon' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: 'All salons' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('salons=all'));
    expect(calls.at(-1)!.url).toContain(`salon_id=${SALON_ID}`);
    expect(new URLSearchParams(router.state.location.search).get('salons')).toBe('all');
    const table = await screen.findByRole('table', { name: 'Salons side by side, last 30 days' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Norte')).getByText('$265.50')).toBeTruthy();
    expect(within(row('Total')).getByText('$1,500.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Income' })).getByText('$1,500.00')).toBeTruthy();
  });

  it('is in Spanish too', async () => {
    mockApi({ ...session('owner'), [`GET ${SUMMARY}`]: ({ url }) => answer(url) });
    await renderApp('/es-ve/dashboard/home?salons=all');
    expect(await screen.findByRole('table', { name: 'Salones lado a lado, últimos 30 días' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Todos los salones' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('never offers all salons to a manager', async () => {
    const calls = mockApi({ ...session('manager'), [`GET ${SUMMARY}`]: ({ url }) => answer(url) });
    await renderApp('/en-ve/dashboard/home?salons=all');
    await screen.findByRole('region', { name: 'Upcoming appointments' });
    expect(screen.queryByRole('button', { name: 'All salons' })).toBeNull();
    expect(
      calls.filter((call) => call.url.includes(SUMMARY)).every((call) => !call.url.includes('salons=')),
    ).toBe(true);
  });
});
