import { STORAGE_KEYS } from '@salon/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';

const SALON = '0190a000-0000-7000-8000-0000000000b1';
const OTHER_SALON = '0190a000-0000-7000-8000-0000000000b2';
const summaryOf = (salonId: string) => ({ salon_id: salonId });

/** A fresh copy of the module: its early call and "once per page load" flag start empty, as on a page load. */
const loadModule = async () => {
  vi.resetModules();
  return import('./get-dashboard-summary');
};

const summaryCalls = () =>
  mockApi({
    'GET /api/v1/business/dashboard/summary': (call) => ({
      body: { data: summaryOf(new URL(call.url, 'http://x').searchParams.get('salon_id')!) },
    }),
  });

describe('the welcome dashboard’s early summary call', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.salonId, SALON);
  });

  it('is asked for once when the route matches, and taken by the screen’s first read of that salon', async () => {
    const calls = summaryCalls();
    const { prefetchDashboardSummary, fetchDashboardSummary } = await loadModule();
    prefetchDashboardSummary();
    prefetchDashboardSummary(); // a later match in the same page load asks nothing more
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain(`salon_id=${SALON}`);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer stored-token');
    expect(await fetchDashboardSummary(SALON)).toEqual(summaryOf(SALON));
    expect(calls).toHaveLength(1);
    // Taken once: the next read (a refetch) asks the server again.
    await fetchDashboardSummary(SALON);
    expect(calls).toHaveLength(2);
  });

  it('is not taken for another salon than the stored one', async () => {
    const calls = summaryCalls();
    const { prefetchDashboardSummary, fetchDashboardSummary } = await loadModule();
    prefetchDashboardSummary();
    expect(await fetchDashboardSummary(OTHER_SALON)).toEqual(summaryOf(OTHER_SALON));
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('salon_id'))).toEqual([
      SALON,
      OTHER_SALON,
    ]);
  });

  it('is not taken once it is older than half a minute', async () => {
    const calls = summaryCalls();
    const { prefetchDashboardSummary, fetchDashboardSummary } = await loadModule();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    prefetchDashboardSummary();
    clock.mockReturnValue(now + 31_000);
    await fetchDashboardSummary(SALON);
    expect(calls).toHaveLength(2);
  });

  it('is not made without a stored session or salon', async () => {
    const calls = summaryCalls();
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    (await loadModule()).prefetchDashboardSummary();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stored-token');
    localStorage.removeItem(STORAGE_KEYS.salonId);
    (await loadModule()).prefetchDashboardSummary();
    expect(calls).toHaveLength(0);
  });
});
