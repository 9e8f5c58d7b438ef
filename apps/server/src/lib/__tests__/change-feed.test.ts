import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessTokenRepository } from '../access-tokens.js';
import { accessTokens } from '../../db/tables/auth.table.js';
import { liveSalons } from '../../plugins/access.js';
import { bookingRepository } from '../../modules/appointment/appointment-booking.repository.js';
import { employeeLogin } from '../../test/employee-fixtures.js';
import { API } from '../../test/http.js';
import { at, base, book, bookingWorld, dayFromToday, send } from '../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Tokens and salon rows live in memory (migration 0009, change-feed.ts): a repeated calendar read touches no
 * table, and every change — made by this server or another one on the same database — is seen at once.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let other: FastifyInstance;
const day = dayFromToday(6);
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'cache.feed@example.com');
  other = await t.anotherServer();
  url = `${API}${base}?salon_id=${w.salon._id}&from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(day, '23:59'))}`;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const calendar = (app: FastifyInstance, token = w.token) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const me = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: `${API}/api/v1/business/account/me`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('in-memory tokens and salons', () => {
  it('answers a repeated calendar read without reading the token or the salon again', async () => {
    expect((await calendar(t.app)).statusCode).toBe(200);
    const tokenReads = vi.spyOn(accessTokenRepository, 'findActiveTokenByHash');
    const salonReads = vi.spyOn(liveSalons, 'find');
    const again = await calendar(t.app);
    expect(again.statusCode).toBe(200);
    expect(tokenReads).not.toHaveBeenCalled();
    expect(salonReads).not.toHaveBeenCalled();

    // A booking bumps the salon's calendar version, kept apart from the salon row (migration 0045): the new
    // answer has it, and neither the booking nor the calendar read the salon row again.
    await book(t, w.token, w.booking({ start: at(day, '09:00') }));
    const booked = await calendar(t.app);
    expect(booked.json().data).toHaveLength(1);
    expect(salonReads).not.toHaveBeenCalled();
    expect(tokenReads).not.toHaveBeenCalled();
  });

  it('shows another server’s booking once its change has arrived', async () => {
    const before = (await calendar(other)).json().data.length;
    await book(t, w.token, w.booking({ start: at(day, '11:00') }));
    await other.ctx.changes.sync();
    expect((await calendar(other)).json().data).toHaveLength(before + 1);
  });

  it('lets syncs asked at once share one marker, which still follows the change before them', async () => {
    const before = (await calendar(other)).json().data.length;
    await book(t, w.token, w.booking({ start: at(day, '15:00') }));
    const markers = vi.spyOn(other.ctx.db, 'execute');
    await Promise.all(Array.from({ length: 20 }, () => other.ctx.changes.sync()));
    expect(markers).toHaveBeenCalledTimes(1);
    expect((await calendar(other)).json().data).toHaveLength(before + 1);
  });

  it('keeps a booked service in memory until it changes, on any server', async () => {
    const bookOn = (app: FastifyInstance, start: string) =>
      app.inject({
        method: 'POST',
        url: `${API}${base}`,
        headers: { authorization: `Bearer ${w.token}` },
        payload: w.booking({ start: at(day, start) }),
      });
    expect((await bookOn(other, '16:00')).statusCode).toBe(200);
    const serviceReads = vi.spyOn(bookingRepository, 'service');
    expect((await bookOn(other, '17:00')).statusCode).toBe(200);
    expect(serviceReads).not.toHaveBeenCalled();

    const status = (value: string) =>
      send(t, 'PATCH', `/api/v1/business/service/${w.service._id}/status`, { status: value }, w.token);
    expect((await status('inactive')).statusCode).toBe(200);
    await other.ctx.changes.sync();
    const refused = await bookOn(other, '18:00');
    expect(refused.json().code).toBe('SERVICE_INACTIVE');
    expect(serviceReads).toHaveBeenCalledTimes(1);
    expect((await status('active')).statusCode).toBe(200);
  });

  it('refuses a token logged out on another server', async () => {
    const login = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'manager',
    });
    expect((await me(other, login.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/logout`,
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(out.statusCode).toBe(200);
    await other.ctx.changes.sync();
    expect((await me(other, login.token)).statusCode).toBe(401);
  });

  it('sees a deactivation on the next call', async () => {
    const login = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'manager',
    });
    expect((await calendar(t.app, login.token)).statusCode).toBe(200);
    const deactivated = await send(
      t,
      'PATCH',
      `/api/v1/business/employee/${login.employeeId}/status`,
      { status: 'inactive' },
      w.token,
    );
    expect(deactivated.statusCode).toBe(200);
    expect((await calendar(t.app, login.token)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a lost listening connection', () => {
  it('stops caching until it listens again, so no change is missed meanwhile', async () => {
    const login = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'secretary',
    });
    expect((await me(t.app, login.token)).statusCode).toBe(200);
    // End every listening connection of this database: both servers lose their feed.
    const ended = (await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: unknown[] };
    expect(ended.rows.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(t.app.ctx.changes.live).toBe(false));

    // Revoked behind the feed's back: without the cache the very next call sees it.
    await t.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.accountId, login.accountId));
    expect((await me(t.app, login.token)).statusCode).toBe(401);
    await vi.waitFor(() => expect(t.app.ctx.changes.live).toBe(true), { timeout: 5_000 });
    expect((await calendar(t.app)).statusCode).toBe(200);
  });
});
