import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, sampleAccount } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, B, COMPANY_ID, EMPLOYEE_ID, SALON_ID } from './appointment-test-fixtures';

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

/** An employee login of `role` in salon Centro, whose own record /account/me carries. */
const staffSession = (role: 'intermediate' | 'basic') => {
  localStorage.setItem('accessToken', 'tok');
  const account = {
    ...sampleAccount,
    account_type: 'employee',
    type: 'employee',
    roles: [{ type: role }],
    company: [{ _id: COMPANY_ID, name: 'Bella C.A.' }],
    salon: [
      {
        _id: SALON_ID,
        title: 'Centro',
        status_salon: 'active',
        open_store: 1,
        time_zone: 'America/Caracas',
        service_type: 'salon',
      },
    ],
    employee: { _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', phoneNumber: null, avatar: null },
  };
  return {
    [`GET ${B}/account/me`]: () => ({ body: { data: account } }),
    [`GET ${A}`]: () => ({ body: { data: [] } }),
    [`GET ${B}/salon/one/${SALON_ID}`]: () => ({ body: { data: account.salon[0] } }),
  };
};

const asked = (calls: { url: string }[], path: string) =>
  calls.some((call) => call.url.replace(/^\/api\/proxy/, '').split('?')[0] === `${B}/${path}`);

describe('the calendar of a role that sees only its own appointments', () => {
  it('basic staff get no New appointment button and the app never asks for employees or services', async () => {
    const calls = mockApi(staffSession('basic'));
    await renderApp('/en-ve/dashboard/appointment/calendar');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/appointment'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'New appointment' })).toBeNull();
    expect(asked(calls, 'employee')).toBe(false);
    expect(asked(calls, 'service')).toBe(false);
  }, 30_000);

  it('intermediate staff book for themselves: their own column, no employee list asked', async () => {
    const calls = mockApi(staffSession('intermediate'));
    await renderApp('/en-ve/dashboard/appointment/calendar');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'New appointment' }));
    const dialog = await screen.findByRole('dialog', { name: /New appointment/ });
    expect(within(dialog).getByRole('combobox', { name: /Employee/ }).textContent).toBe('Luis Mora');
    expect(asked(calls, 'employee')).toBe(false);
  }, 30_000);
});
