import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { BUSINESS as B, signedIn as signedInAs } from '@/test/session-fixture';

const signedIn = (role: 'owner' | 'manager') =>
  signedInAs({ role, salons: [], account: role === 'owner' ? {} : { account_type: 'employee' } });

const report = (mailLast: unknown = null) => ({
  body: {
    data: {
      version: '1.4.0',
      commit: 'abc123def456',
      started_at: '2030-01-07T10:00:00.000Z',
      uptime_seconds: 90_061,
      database: { mode: 'postgresql', ok: true, migrations_applied: 24, migrations_known: 25 },
      mail: { mode: 'smtp', last: mailLast },
      jobs: { waiting: 3, running: 0, failed: 2 },
      change_feed: { live: true },
      storage: { used_bytes: 5 * 1024 * 1024, free_bytes: 20 * 1024 ** 3, total_bytes: null },
    },
  },
});

describe('Diagnostics page', () => {
  it('shows each part with its health, and sends the owner a test mail', async () => {
    let sent = false;
    const calls = mockApi({
      ...signedIn('owner'),
      [`GET ${B}/diagnostics`]: () =>
        report(sent ? { at: '2030-01-07T10:05:00.000Z', ok: true, error: null } : null),
      [`POST ${B}/diagnostics/test-mail`]: () => {
        sent = true;
        return { body: { data: { to: 'ana@example.com', ok: true, error: null } } };
      },
    });
    await renderApp('/en-ve/dashboard/test_page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostics' })).toBeTruthy();
    expect(await screen.findByText('1.4.0')).toBeTruthy();
    expect(screen.getByText('abc123def456')).toBeTruthy();
    expect(screen.getByText('1 d 1 h 1 min')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    // One migration missing: said, not hidden.
    expect(screen.getByText('24 of 25 applied')).toBeTruthy();
    expect(screen.getByText('Receiving')).toBeTruthy();
    expect(screen.getByText('5 MB')).toBeTruthy();
    expect(screen.getByText('20 GB')).toBeTruthy();
    expect(screen.getByText('Unknown')).toBeTruthy();
    expect(screen.getByText('None since the server started')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a test mail' }));
    expect(await screen.findByText('Test mail sent to ana@example.com. Check your inbox.')).toBeTruthy();
    expect(await screen.findByText(/^Sent on /)).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/diagnostics/test-mail'))).toHaveLength(1);
  });

  describe('on a device whose zone is UTC', () => {
    const deviceZone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = deviceZone;
    });

    it('writes times on the salon clock (Venezuela when no salon says otherwise), 12-hour', async () => {
      process.env.TZ = 'UTC';
      mockApi({
        ...signedIn('owner'),
        [`GET ${B}/diagnostics`]: () => report({ at: '2030-01-07T10:05:00.000Z', ok: true, error: null }),
      });
      await renderApp('/en-ve/dashboard/test_page');
      // 10:00 UTC is 6:00 in Caracas.
      expect(await screen.findByText('Jan 7, 2030, 6:00 AM')).toBeTruthy();
      expect(screen.getByText('Sent on Jan 7, 2030, 6:05 AM')).toBeTruthy();
      expect(screen.queryByText(/10:0\d/)).toBeNull();
    });
  });

  it('tells another login it is the owner’s, without asking the server', async () => {
    const calls = mockApi(signedIn('manager'));
    await renderApp('/en-ve/dashboard/test_page');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/diagnostics'))).toBe(false);
  });
});
