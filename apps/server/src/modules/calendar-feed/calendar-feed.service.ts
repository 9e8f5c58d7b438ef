import {
  CALENDAR_FEED,
  can,
  type CalendarFeedBody,
  type CalendarFeedCreatedWire,
  type CalendarFeedQuery,
  type CalendarFeedWire,
  type Language,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { newAccessToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { liveSalons, salonForCaller, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { feedCalendar } from './calendar-feed-ics.js';
import { toCalendarFeedWire } from './calendar-feed.mapper.js';
import { calendarFeedRepository, type FeedHolder, type FeedKey } from './calendar-feed.repository.js';
import type { SalonRow } from '../../db/tables/salon.table.js';

/** Where the feeds are served: app.ts's API prefix and calendar-feed.routes.ts's public path. */
export const FEED_PATH = '/api/proxy/api/v1/public/calendar-feed';

/**
 * The caller's feed of `scope` in the salon: the salon is read first (another company's or salon's answers 404
 * like a missing one), then the role. A salon feed needs `calendar.salonFeed` (owner, manager); one's own
 * needs an employee record (the owner has no appointments of their own).
 */
async function callerFeed(ex: Executor, auth: AuthContext, query: CalendarFeedQuery) {
  const permission = query.scope === 'salon' ? 'calendar.salonFeed' : 'calendar.own';
  const { tenant, salon } = await salonForCaller(ex, auth, query.salon_id, permission);
  if (query.scope === 'own' && !tenant.employeeId) throw new AppError('FORBIDDEN');
  const key: FeedKey = {
    companyId: tenant.companyId,
    accountId: tenant.accountId,
    scope: query.scope,
    salonId: salon.id,
  };
  return { tenant, salon, key };
}

/** The event log entry of a feed made or stopped: a salon's under the salon, one's own under the employee. */
function logFeed(
  ex: Executor,
  tenant: TenantAuth,
  salon: SalonRow,
  key: FeedKey,
  action: 'create' | 'delete',
  replaced = false,
) {
  const own = key.scope === 'own';
  return recordEvent(ex, tenant, {
    action,
    area: own ? 'employee' : 'salon',
    entityId: own ? tenant.employeeId : salon.id,
    salon: salonRef(salon),
    details: { calendar_feed: key.scope, ...(replaced ? { replaced: true } : {}) },
  });
}

/**
 * Whether the feed's account may still read it, from its role today (a feed follows its account: app access
 * taken away, a manager made secretary, an employee deactivated all close it), and which salon and employee it
 * lists. Null: it answers 404 like an unknown address.
 */
function readableScope(holder: FeedHolder): { salonId: string; employeeId?: string; name?: string } | null {
  const { feed, employee } = holder;
  const isOwner = holder.ownerAccountId === feed.accountId;
  if (feed.scope === 'salon') {
    if (isOwner) return { salonId: feed.salonId };
    const manages =
      employee &&
      !employee.deactivated &&
      employee.salonId === feed.salonId &&
      can(employee.role, 'calendar.salonFeed');
    return manages ? { salonId: feed.salonId } : null;
  }
  if (!employee || employee.deactivated || !can(employee.role, 'calendar.own')) return null;
  return { salonId: employee.salonId, employeeId: employee.id, name: employee.firstName };
}

/** From `monthsBack` months before `now` to `monthsAhead` after, by the appointments' start. */
export function feedWindow(now: Date): { from: Date; to: Date } {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - CALENDAR_FEED.monthsBack);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + CALENDAR_FEED.monthsAhead);
  return { from, to };
}

export interface FeedAnswer {
  ics: string;
  /** A hash of the bytes: an unchanged feed answers 304 to a calendar that has it. */
  etag: string;
}

export const calendarFeedService = {
  /** The caller's live feed of that scope and salon, without its address (only its hash is kept); or null. */
  async get(ctx: AppContext, auth: AuthContext, query: CalendarFeedQuery): Promise<CalendarFeedWire | null> {
    const { key } = await callerFeed(ctx.db, auth, query);
    const row = await calendarFeedRepository.findLive(ctx.db, key);
    return row ? toCalendarFeedWire(row) : null;
  },

  /**
   * A new secret address, replacing (revoking) the caller's live one of that scope and salon in the same
   * transaction; logged. The address is answered this once.
   */
  async create(
    ctx: AppContext,
    auth: AuthContext,
    body: CalendarFeedBody,
    language: Language,
  ): Promise<CalendarFeedCreatedWire> {
    return ctx.db.transaction(async (tx) => {
      const { tenant, salon, key } = await callerFeed(tx, auth, body);
      await calendarFeedRepository.lockAccount(tx, tenant.accountId);
      const now = new Date();
      const replaced = await calendarFeedRepository.revokeLive(tx, key, now);
      const token = newAccessToken();
      const row = await calendarFeedRepository.insert(tx, {
        id: newId(),
        companyId: tenant.companyId,
        salonId: salon.id,
        accountId: tenant.accountId,
        scope: key.scope,
        tokenHash: sha256(token),
        language,
        createdAt: now,
      });
      await logFeed(tx, tenant, salon, key, 'create', replaced.length > 0);
      return { ...toCalendarFeedWire(row), url: `${ctx.config.publicUrl}${FEED_PATH}/${token}.ics` };
    });
  },

  /** Stops sharing: the address answers 404 from now on. Answers whether there was one. */
  async revoke(ctx: AppContext, auth: AuthContext, query: CalendarFeedQuery): Promise<{ revoked: boolean }> {
    return ctx.db.transaction(async (tx) => {
      const { tenant, salon, key } = await callerFeed(tx, auth, query);
      const revoked = await calendarFeedRepository.revokeLive(tx, key, new Date());
      if (revoked.length > 0) await logFeed(tx, tenant, salon, key, 'delete');
      return { revoked: revoked.length > 0 };
    });
  },

  /**
   * The feed behind a secret address, as an iCalendar file. Unknown, revoked, no longer allowed (see
   * `readableScope`) and deleted-salon feeds all answer the same 404.
   */
  async file(ctx: AppContext, token: string, now = new Date()): Promise<FeedAnswer> {
    const notFound = () => new AppError('NOT_FOUND');
    const holder = await calendarFeedRepository.findHolderByHash(ctx.db, sha256(token));
    const scope = holder && readableScope(holder);
    if (!holder || !scope) throw notFound();
    const { feed } = holder;
    const salon = await liveSalons.find(ctx.db, scope.salonId, feed.companyId);
    if (!salon) throw notFound();
    const events = await calendarFeedRepository.events(ctx.db, {
      companyId: feed.companyId,
      ...(scope.employeeId ? { employeeId: scope.employeeId } : { salonId: salon.id }),
      ...feedWindow(now),
      limit: CALENDAR_FEED.maxEvents,
    });
    const ics = feedCalendar({
      scope: feed.scope,
      language: feed.language,
      name: scope.name ? `${salon.title} · ${scope.name}` : salon.title,
      timeZone: salon.timeZone,
      host: new URL(ctx.config.publicUrl).hostname,
      events,
    });
    await calendarFeedRepository.touch(ctx.db, feed, now);
    return { ics, etag: `W/"${sha256(ics).slice(0, 32)}"` };
  },
};
