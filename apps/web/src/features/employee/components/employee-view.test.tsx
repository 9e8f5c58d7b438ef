import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { leadingBlanks, shiftMonth } from './availability-model';
import { B, employeeWire, EMPLOYEE_ID, ownerRoutes, secretaryRoutes } from './employee-test-data';

const MONTH = new Date().toISOString().slice(0, 7);
const VIEW = `/en-ve/dashboard/employee/${EMPLOYEE_ID}`;

/** A month where Mondays are working days and the 10th is off. */
const monthDays = (month: string, off: string[] = []) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { date, day_name: 'Lunes', works: weekday === 0, available: !off.includes(date) };
  });
};

describe('month model', () => {
  it('moves between months across years and starts weeks on Monday', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(leadingBlanks('2026-03')).toBe(6); // 1 March 2026 is a Sunday
    expect(leadingBlanks('2026-06')).toBe(0); // 1 June 2026 is a Monday
  });
});

describe('employee view', () => {
  it('toggles a working day off and back, with aria-pressed; other weekdays are greyed out', async () => {
    let off: string[] = [];
    const calls = mockApi({
      ...ownerRoutes(),
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: (call) => {
        const month = new URL(call.url, 'http://x').searchParams.get('month')!;
        return { body: { data: { month, days: monthDays(month, off) } } };
      },
      [`PUT ${B}/employee/${EMPLOYEE_ID}/availability`]: (call) => {
        const month = new URL(call.url, 'http://x').searchParams.get('month')!;
        const { days } = JSON.parse(String(call.body)) as { days: { date: string; available: boolean }[] };
        for (const day of days) off = day.available ? off.filter((d) => d !== day.date) : [...off, day.date];
        return { body: { data: { month, days: monthDays(month, off) } } };
      },
    });
    await renderApp(VIEW);
    await screen.findByRole('heading', { level: 1, name: 'Carla Méndez' });
    const grid = await screen.findByRole('group', { name: /^Days of / });
    const days = within(grid).getAllByRole('button');
    const monday = days.find((day) => day.getAttribute('aria-pressed') !== null)!;
    const other = days.find((day) => day.getAttribute('aria-pressed') === null)!;
    expect((other as HTMLButtonElement).disabled).toBe(true);
    expect(other.textContent).toContain('Not working');
    expect(monday.getAttribute('aria-pressed')).toBe('false');
    expect(monday.getAttribute('aria-label')).toMatch(/^Day off on Monday, /);

    fireEvent.click(monday);
    await waitFor(() => expect(monday.getAttribute('aria-pressed')).toBe('true'));
    expect(monday.textContent).toContain('Day off');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toContain(`month=${MONTH}`);
    expect(JSON.parse(String(put.body)).days).toEqual([{ date: off[0], available: false }]);

    fireEvent.click(monday);
    await waitFor(() => expect(monday.getAttribute('aria-pressed')).toBe('false'));

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes(`month=${shiftMonth(MONTH, 1)}`))).toBe(true),
    );
  }, 20_000);

  it('says when the days cannot be loaded', async () => {
    mockApi({
      ...ownerRoutes(),
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong. Try again later.' },
      }),
    });
    await renderApp(VIEW);
    expect(await screen.findByText('Error loading available days', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 20_000);

  it('grants app access after a confirmation that states the monthly fee and the mailed password', async () => {
    const calls = mockApi({
      ...ownerRoutes(),
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: () => ({
        body: { data: { month: MONTH, days: monthDays(MONTH) } },
      }),
      [`POST ${B}/employee/${EMPLOYEE_ID}/access`]: () => ({
        body: {
          data: { employee: employeeWire({ access_to_app: true }), monthly_fee: 6, employees_with_access: 2 },
        },
      }),
    });
    await renderApp(VIEW);
    expect(await screen.findByText('This employee cannot sign in to the app.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grant app access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant app access?' });
    expect(dialog.textContent).toContain('$3.00 per month for each employee with access');
    expect(dialog.textContent).toContain('temporary password will be e-mailed to carla@example.com');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText(/Employee access now costs \$6\.00 per month/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Revoke access' })).toBeTruthy();
  }, 20_000);

  it('hides every change from the secretary', async () => {
    mockApi({
      ...secretaryRoutes(),
      [`GET ${B}/employee/${EMPLOYEE_ID}`]: () => ({ body: { data: employeeWire() } }),
      [`GET ${B}/employee/${EMPLOYEE_ID}/availability`]: () => ({
        body: { data: { month: MONTH, days: monthDays(MONTH) } },
      }),
    });
    await renderApp(VIEW);
    await screen.findByRole('heading', { level: 1, name: 'Carla Méndez' });
    const grid = await screen.findByRole('group', { name: /^Days of / });
    expect(
      within(grid)
        .getAllByRole('button')
        .every((day) => (day as HTMLButtonElement).disabled),
    ).toBe(true);
    for (const name of ['Edit', 'Deactivate', 'Grant app access']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  }, 20_000);
});
