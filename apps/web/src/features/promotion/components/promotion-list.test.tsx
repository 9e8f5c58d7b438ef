import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  COLOR_ID,
  CUT_ID,
  listCalls,
  P,
  page,
  promotion,
  PROMOTION_ID,
  queryOf,
  SALON_ID,
  session,
} from './promotion-test-data';

const perService = promotion({
  _id: '0190a000-0000-7000-8000-0000000000a8',
  title: 'Martes de corte',
  start: '2030-02-05',
  end: '2030-02-05',
  mode: 'per_service',
  services: [
    { service: CUT_ID, original_price: 20, price: 12 },
    { service: COLOR_ID, original_price: 45.5, price: 40 },
  ],
  discount: null,
  lines: [
    { service: { _id: CUT_ID, name: 'Corte', status: 'active' }, original_price: 20, price: 12 },
    { service: { _id: COLOR_ID, name: 'Color', status: 'inactive' }, original_price: 45.5, price: 40 },
  ],
  status: 'active',
});

const rowOf = async (title: string) => (await screen.findByRole('rowheader', { name: title })).closest('tr')!;

describe('promotion list', () => {
  it('shows dates, services and savings, keeps the status tab in the URL, searches, and deletes after confirming', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${P}`]: (call) => {
        const query = queryOf(call);
        if (query.get('q') === 'zzz' || query.get('status') === 'ended') return page([]);
        return page([promotion(), perService]);
      },
      [`DELETE ${P}/${PROMOTION_ID}`]: () => ({ body: { data: { _id: PROMOTION_ID, deleted: true } } }),
    });
    const { router } = await renderApp('/en-ve/dashboard/promotion');
    const discount = await rowOf('Semana del color');
    expect(within(discount).getByText('Jan 7 – 13, 2030')).toBeTruthy();
    expect(within(discount).getByText('Corte, Color')).toBeTruthy();
    expect(within(discount).getByText('−20%')).toBeTruthy();
    expect(within(discount).getByText('Scheduled')).toBeTruthy();
    const lines = await rowOf('Martes de corte');
    expect(within(lines).getByText('Feb 5, 2030')).toBeTruthy();
    expect(within(lines).getByText('Corte, Color (inactive)')).toBeTruthy();
    expect(within(lines).getByText('up to −$8.00')).toBeTruthy();
    expect(within(lines).getByText('Active')).toBeTruthy();
    expect(queryOf(listCalls(calls).at(-1)!).get('salon_id')).toBe(SALON_ID);
    expect(screen.getByRole('link', { name: 'New promotion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('aria-current')).toBe('page');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Ended' }));
    expect(await screen.findByText('No promotions match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=ended');
    expect(queryOf(listCalls(calls).at(-1)!).get('status')).toBe('ended');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await rowOf('Semana del color');

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'zzz');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).get('q')).toBe('zzz'));
    expect(await screen.findByText('No promotions match these filters.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await rowOf('Semana del color');

    await user.click(screen.getByRole('button', { name: 'Delete Semana del color' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Semana del color?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promotion Semana del color deleted.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  }, 30_000);

  it('explains in Spanish that the plan has no promotions, with the way to the plans instead of New', async () => {
    mockApi({ ...session({ promotions: false }), [`GET ${P}`]: () => page([]) });
    await renderApp('/es-ve/dashboard/promotion/list');
    expect(
      await screen.findByText('Tu plan no incluye promociones: vienen con los planes Estándar y Avanzado.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los planes' }).getAttribute('href')).toBe(
      '/es-ve/dashboard/account?tab=billing',
    );
    expect(screen.queryByRole('link', { name: 'Nueva promoción' })).toBeNull();
    expect(await screen.findByText('Todavía no hay promociones.')).toBeTruthy();
  });

  it('lets a secretary read the list without the write actions', async () => {
    mockApi({ ...session({ role: 'secretary' }), [`GET ${P}`]: () => page([promotion()]) });
    await renderApp('/en-ve/dashboard/promotion/list');
    await rowOf('Semana del color');
    expect(screen.queryByRole('link', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Semana del color' })).toBeNull();
  });
});
