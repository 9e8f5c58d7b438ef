import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { INCOMES, incomesReport, session } from './report-test-data';

const report = incomesReport({ deposits: { kept: 15, kept_count: 2, returned: 7.5, returned_count: 1 } });

describe('incomes report deposits', () => {
  it('shows the deposits kept and returned, amount and count, among the totals', async () => {
    mockApi({ ...session(), [`GET ${INCOMES}`]: () => ({ body: { data: report } }) });
    await renderApp('/en-ve/dashboard/report');
    const kept = await screen.findByRole('region', { name: 'Deposits kept' });
    expect(within(kept).getByText('$15.00')).toBeTruthy();
    expect(within(kept).getByText('2 deposits of cancelled or missed visits')).toBeTruthy();
    const returned = screen.getByRole('region', { name: 'Deposits returned' });
    expect(within(returned).getByText('$7.50')).toBeTruthy();
    expect(within(returned).getByText('1 deposit of a cancelled or missed visit')).toBeTruthy();
  });

  it('in Spanish', async () => {
    mockApi({ ...session(), [`GET ${INCOMES}`]: () => ({ body: { data: report } }) });
    await renderApp('/es-ve/dashboard/report');
    const kept = await screen.findByRole('region', { name: 'Depósitos retenidos' });
    expect(within(kept).getByText('$15,00')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Depósitos devueltos' })).getByText('$7,50'),
    ).toBeTruthy();
  });
});
