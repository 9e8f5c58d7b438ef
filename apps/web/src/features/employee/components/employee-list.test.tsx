import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { B, employeeWire, EMPLOYEE_ID, ownerRoutes } from './employee-test-data';

describe('employee list', () => {
  it('lists, filters by status and search, and deactivates after confirming', async () => {
    let carla = employeeWire({ access_to_app: true });
    const calls = mockApi({
      ...ownerRoutes(),
      [`GET ${B}/employee`]: () => ({ body: { data: [carla], meta: { total: 1, page: 1, limit: 20 } } }),
      [`PATCH ${B}/employee/${EMPLOYEE_ID}/status`]: (call) => {
        const { status } = JSON.parse(String(call.body)) as { status: 'active' | 'inactive' };
        carla = { ...carla, status, deactivated: status === 'inactive' };
        return { body: { data: carla } };
      },
    });
    await renderApp('/en-ve/dashboard/employee');
    const table = await screen.findByRole('table', { name: 'Employees' });
    const row = (await within(table).findByText('Carla Méndez')).closest('tr')!;
    expect(within(row).getByText('Secretary')).toBeTruthy();
    expect(within(row).getAllByText('Yes')).toHaveLength(2);
    expect(within(row).getByText('Active')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Inactive' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search employees' }), {
      target: { value: 'carla' },
    });
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('status=inactive') && call.url.includes('q=carla'))).toBe(
        true,
      ),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate Carla Méndez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate employee?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Carla Méndez was deactivated.')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(JSON.parse(String(patch.body))).toMatchObject({ status: 'inactive' });
  }, 20_000);
});
