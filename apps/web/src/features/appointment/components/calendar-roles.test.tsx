import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { sessionSalon, signedIn } from '@/test/session-fixture';
import { A, B, EMPLOYEE_ID, SALON_ID } from './appointment-test-fixtures';

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

/** An employee login of `role` in salon Centro, whose own record /account/me carries. */
const staffSession = (role: 'intermediate' | 'basic') => {
  const salon = sessionSalon({ time_zone: 'America/Caracas', service_type: 'salon' });
  return {
    ...signedIn({
      role,
      account: {
        account_type: 'employee',
        type: 'employee',
        salon: [salon],
        employee: { _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', phoneNumber: null, avatar: null },
      },
    }),
    [`GET ${A}`]: () => ({ body: { data: [] } }),
    [`GET ${B}/salon/one/${SALON_ID}`]: () => ({ body: { data: salon } }),
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
