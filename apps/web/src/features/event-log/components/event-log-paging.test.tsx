import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleAccount } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { COMPANY_ID, signedIn } from '@/test/session-fixture';

const company = { _id: COMPANY_ID, name: 'Bella Spa', status: 'active' };
const entry = (page: number, i: number) => ({
  _id: `e${page}-${i}`,
  triggered_by: { _id: sampleAccount.user._id, name: `Actor ${page}-${i}` },
  action: 'update',
  affected_area: 'client',
  entity_id: 'c1',
  salon: { _id: 's1', name: 'Centro' },
  created_at: '2026-11-22T10:00:00.000Z',
  details: {},
});

/** "Next" and "previous" follow the cursors of the page on screen; page 1 asks by number. */
describe('event log paging', () => {
  it('asks for the next and previous pages with the cursors the page on screen answered', async () => {
    const calls = mockApi({
      ...signedIn({ company, salons: [] }),
      'GET /api/v1/business/event-log': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return {
          body: {
            data: Array.from({ length: 20 }, (_, i) => entry(page, i)),
            meta: { total: 60, page, limit: 20 },
            cursors: { next: page < 3 ? `n.after${page}` : null, prev: page > 1 ? `p.before${page}` : null },
          },
        };
      },
    });
    await renderApp('/en-ve/dashboard/event/log');
    await screen.findByText('Actor 1-0', undefined);
    const logCalls = () => calls.filter((call) => call.url.includes('/event-log'));
    const lastParams = () => new URL(logCalls().at(-1)!.url, 'http://x').searchParams;
    expect(lastParams().get('cursor')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Actor 2-0');
    expect(lastParams().get('page')).toBe('2');
    expect(lastParams().get('cursor')).toBe('n.after1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Actor 3-0');
    expect(lastParams().get('cursor')).toBe('n.after2');
    expect(screen.getByText('41–60 of 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Actor 2-0');
    expect(lastParams().get('page')).toBe('2');
    expect(lastParams().get('cursor')).toBe('p.before3');

    // Back to page 1: asked by number, so it shows the newest entries, whatever was added meanwhile.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Actor 1-0');
    const firstPages = logCalls().filter(
      (call) => call.url.includes('page=1&') || call.url.endsWith('page=1'),
    );
    expect(firstPages.length).toBeGreaterThan(0);
    expect(firstPages.every((call) => !call.url.includes('cursor='))).toBe(true);
  });
});
