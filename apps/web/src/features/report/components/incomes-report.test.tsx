import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { INCOMES, incomesCalls, incomesReport, queryOf, SALON_ID, session } from './report-test-data';

const URL_BASE = '/en-ve/dashboard/report';

const rowOf = async (table: string, name: string) =>
  within(await screen.findByRole('table', { name: table }))
    .getByRole('rowheader', { name })
    .closest('tr')!;

describe('incomes report', () => {
  it('shows the totals, the per-status line, the breakdowns and the series as a table', async () => {
    const calls = mockApi({ ...session(), [`GET ${INCOMES}`]: () => ({ body: { data: incomesReport() } }) });
    await renderApp(URL_BASE);
    const appointments = await screen.findByRole('region', { name: 'Appointments' });
    expect(within(appointments).getByText('5')).toBeTruthy();
    expect(
      within(appointments).getByText('Pending: 0 · Reserved: 1 · Done: 3 · No show: 0 · Cancelled: 1'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Income' })).getByText('$135.00')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Average income per day' })).getByText('$4.50'),
    ).toBeTruthy();

    const ana = await rowOf('By employee', 'Ana Pérez');
    expect(within(ana).getByText('$100.00')).toBeTruthy();
    expect(within(ana).getByText('74.1%')).toBeTruthy();
    expect(within(await rowOf('By service', 'Corte')).getByText('100%')).toBeTruthy();
    expect(within(await rowOf('By payment method', 'Cash (dollars)')).getByText('2')).toBeTruthy();
    expect(
      within(await rowOf('By payment method', 'Unpaid or not recorded')).getByText('$35.00'),
    ).toBeTruthy();
    expect(within(await rowOf('Income and appointments per day', 'Jan 6, 2030')).getByText('3')).toBeTruthy();
    expect(screen.getByText('Show as table')).toBeTruthy();

    const query = queryOf(incomesCalls(calls)[0]!);
    expect(query.get('range')).toBe('last_30_days');
    expect(query.get('from')).toBeNull();
    expect(query.get('salon_id')).toBe(SALON_ID);
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the range in the URL and asks the report for it', async () => {
    const calls = mockApi({ ...session(), [`GET ${INCOMES}`]: () => ({ body: { data: incomesReport() } }) });
    const { router } = await renderApp(`${URL_BASE}?range=yesterday`);
    await screen.findByRole('region', { name: 'Income' });
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe('true');
    expect(queryOf(incomesCalls(calls).at(-1)!).get('range')).toBe('yesterday');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(queryOf(incomesCalls(calls).at(-1)!).get('range')).toBe('last_7_days'));
    expect(new URLSearchParams(router.state.location.search).get('range')).toBe('last_7_days');
  });

  it('checks a custom range before asking, and keeps the applied dates in the URL', async () => {
    const calls = mockApi({ ...session(), [`GET ${INCOMES}`]: () => ({ body: { data: incomesReport() } }) });
    const { router } = await renderApp(URL_BASE);
    await screen.findByRole('region', { name: 'Income' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    // The custom range starts from the dates shown.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?range=custom&from=2030-01-01&to=2030-01-30'),
    );
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    expect((from as HTMLInputElement).value).toBe('2030-01-01');

    const asked = incomesCalls(calls).length;
    await user.clear(to);
    await user.type(to, '2029-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last day cannot be before the first')).toBeTruthy();
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose the first day')).toBeTruthy();
    expect(incomesCalls(calls).length).toBe(asked);

    await user.type(from, '2029-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?range=custom&from=2029-11-01&to=2029-12-01'),
    );
    const query = queryOf(incomesCalls(calls).at(-1)!);
    expect([query.get('from'), query.get('to')]).toEqual(['2029-11-01', '2029-12-01']);
  });

  it('does not ask for a backwards range from the URL, and shows the server field errors', async () => {
    const calls = mockApi({
      ...session(),
      [`GET ${INCOMES}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [
            { field: 'from', code: 'validation.report.fromRequired', message: 'Choose the first day' },
          ],
        },
      }),
    });
    const { router } = await renderApp(`${URL_BASE}?range=custom&from=2030-01-10&to=2030-01-01`);
    expect(await screen.findByText('The last day cannot be before the first')).toBeTruthy();
    expect(incomesCalls(calls)).toHaveLength(0);

    await router.navigate(`${URL_BASE}?range=custom&from=2020-01-01&to=2030-01-01`);
    expect(await screen.findByText('Choose a range of at most three years')).toBeTruthy();
    expect(incomesCalls(calls)).toHaveLength(0);

    // A range the screen accepts but the server refuses: its field errors go under the date fields.
    await router.navigate(`${URL_BASE}?range=custom&from=2030-01-01&to=2030-01-02`);
    expect(await screen.findByText('Choose the first day')).toBeTruthy();
    expect(incomesCalls(calls)).toHaveLength(1);
    expect(screen.queryByText('Some fields are not valid.')).toBeNull();
  });

  it('says when the range has no appointments, and downloads the Excel file', async () => {
    mockApi({
      ...session(),
      [`GET ${INCOMES}`]: () => ({
        body: {
          data: incomesReport({
            appointments: {
              total: 0,
              by_status: { pending: 0, reserved: 0, done: 0, no_show: 0, cancelled: 0 },
            },
            income: 0,
            average_daily_rate: 0,
            series: [],
            by_employee: [],
            by_service: [],
            by_payment_method: [],
          }),
        },
      }),
      [`GET ${INCOMES}.xlsx`]: () => ({ body: 'xlsx' }),
    });
    const createUrl = vi.fn(() => 'blob:report');
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('incomes-2030-01-01-2030-01-30.xlsx');
    });
    await renderApp(URL_BASE);
    expect(await screen.findByText('No appointments in this range')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'By employee' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createUrl).toHaveBeenCalledTimes(1);
  });

  it('is not offered to a secretary', async () => {
    const calls = mockApi({ ...session('secretary') });
    await renderApp(URL_BASE);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(incomesCalls(calls)).toHaveLength(0);
  });
});
