import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  G,
  group,
  jsonOf,
  listCalls,
  NAILS_ID,
  page,
  queryOf,
  S,
  service,
  SERVICE_ID,
  session,
  SALON_ID,
  COMPANY_ID,
} from './service-test-data';

const groups = () => ({ body: { data: [group(), group({ _id: NAILS_ID, name: 'Nails' })] } });

describe('service list', () => {
  it('shows each price in bolívares too when the salon asks, at the day’s rate', async () => {
    mockApi({
      ...session(),
      [`GET /api/v1/business/salon/company/${COMPANY_ID}`]: () => ({
        body: {
          data: [
            { _id: SALON_ID, title: 'Centro', status_salon: 'active', open_store: 1, show_bolivares: true },
          ],
        },
      }),
      [`GET /api/v1/business/exchange-rate`]: () => ({
        body: { data: { date: '2030-01-06', rate: 40, source: 'BCV' } },
      }),
      [`GET ${G}`]: groups,
      [`GET ${S}`]: () => page([service()]),
    });
    await renderApp('/en-ve/dashboard/service/list');
    const row = (await screen.findByRole('rowheader', { name: 'Ladies cut' })).closest('tr')!;
    // $19.99 at 40: Bs. 799.60.
    expect(await within(row).findByText('Bs. 799.60')).toBeTruthy();
  });

  it('shows the price with its discount, filters by group, status and search, and confirms a deactivation', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${G}`]: groups,
      [`GET ${S}`]: (call) => {
        const query = queryOf(call);
        if (query.get('group') === NAILS_ID || query.get('q') === 'zzz') return page([]);
        return page([service({ status: query.get('status') === 'inactive' ? 'inactive' : 'active' })]);
      },
      [`PATCH ${S}/${SERVICE_ID}/status`]: (call) => ({
        body: { data: service({ status: jsonOf(call).status as 'inactive' }) },
      }),
    });
    const { router } = await renderApp('/en-ve/dashboard/service/list');
    const row = (await screen.findByRole('rowheader', { name: 'Ladies cut' })).closest('tr')!;
    expect(within(row).getByText('$19.99')).toBeTruthy();
    expect(within(row).getByText('$25.00').tagName).toBe('DEL');
    expect(within(row).getByText('45 min')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(queryOf(listCalls(calls).at(-1)!).get('salon_id')).toBe(SALON_ID);
    expect(screen.getByRole('link', { name: 'New service' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Nails' }));
    expect(await screen.findByText('No services match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe(`?group=${NAILS_ID}`);
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'All groups' }));
    await screen.findByRole('rowheader', { name: 'Ladies cut' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).get('status')).toBe('inactive'));
    expect(router.state.location.search).toBe('?status=inactive');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));

    const before = listCalls(calls).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!).get('q')).toBe('zzz'));
    // One request for the settled text, not one per key.
    expect(listCalls(calls).length - before).toBe(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await screen.findByRole('rowheader', { name: 'Ladies cut' });

    await user.click(screen.getByRole('button', { name: 'Deactivate Ladies cut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ladies cut?' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ladies cut is now inactive.')).toBeTruthy();
    expect(jsonOf(calls.find((call) => call.method === 'PATCH')!)).toMatchObject({ status: 'inactive' });
  }, 30_000);

  it('hides the write actions from a role that may only read services', async () => {
    mockApi({ ...session('intermediate'), [`GET ${G}`]: groups, [`GET ${S}`]: () => page([service()]) });
    await renderApp('/en-ve/dashboard/service/list');
    await screen.findByRole('rowheader', { name: 'Ladies cut' });
    expect(screen.getByRole('link', { name: 'Preview Ladies cut' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New service' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Ladies cut' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate Ladies cut' })).toBeNull();
  });

  it('shows a running promotion’s price with the service’s own price struck through, and names it', async () => {
    const promotion = { _id: 'p1', title: 'Semana del color', price: 15.99, end: '2030-01-13' };
    mockApi({ ...session(), [`GET ${G}`]: groups, [`GET ${S}`]: () => page([service({ promotion })]) });
    await renderApp('/en-ve/dashboard/service/list');
    const row = (await screen.findByRole('rowheader', { name: 'Ladies cut' })).closest('tr')!;
    expect(within(row).getByText('$15.99')).toBeTruthy();
    // The price without the promotion is the standing discount price, read out with its label.
    const struck = within(row).getByText('$19.99');
    expect(struck.tagName).toBe('DEL');
    expect(struck.previousElementSibling?.textContent).toBe('Without the promotion:');
    expect(within(row).queryByText('$25.00')).toBeNull();
    expect(within(row).getByText('Promotion: Semana del color')).toBeTruthy();
  });

  it('asks for a salon when none is selected', async () => {
    const base = session();
    mockApi({ ...base, [Object.keys(base)[1]!]: () => ({ body: { data: [] } }) });
    await renderApp('/es-ve/dashboard/service/list');
    expect(await screen.findByText('No hay un salón seleccionado.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios' })).toBeTruthy();
  });
});
