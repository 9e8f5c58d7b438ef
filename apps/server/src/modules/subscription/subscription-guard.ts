import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscriptionAt } from '@salon/core';
import { createChangeAwareCache, type ChangeFeed } from '../../lib/change-feed.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { SubscriptionRow } from '../../db/tables/subscription.table.js';
import { subscriptionRepository } from './subscription.repository.js';
import { factsOf } from './subscription.service.js';
import { authenticate } from '../../plugins/auth.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BUSINESS = '/api/v1/business/';
/** What an expired company may still change: paying, and the person's own account (name, password). */
const ALWAYS_WRITABLE = ['billing/', 'account'];

/**
 * An expired subscription is read-only (docs/product.md "Plans and subscription"): every business write but
 * billing and the caller's own account answers 402 SUBSCRIPTION_EXPIRED, for the owner and every employee
 * alike, and changes nothing. Reads and exports stay open; no data is deleted. One guard here rather than a
 * check in each module, so a new route is covered without anyone remembering.
 */
export function installSubscriptionGuard(api: FastifyInstance, ctx: AppContext, prefix: string): void {
  const subscriptions = createSubscriptionCache(ctx.changes);
  // Callback style: the calendar's cached reads, the hottest path, pass with no promise made for them.
  api.addHook('preHandler', (request, _reply, done) => {
    if (!WRITES.has(request.method)) return done();
    const path = request.url.split('?')[0]!;
    if (!path.startsWith(`${prefix}${BUSINESS}`)) return done();
    const rest = path.slice(prefix.length + BUSINESS.length);
    if (ALWAYS_WRITABLE.some((open) => rest.startsWith(open))) return done();
    void refuseWhenExpired(ctx, subscriptions, request).then(() => done(), done);
  });
}

/**
 * Each company's subscription row, kept in memory: every write of every business screen asks, and the row
 * changes a few times a year. Any change to it drops the entry (migration 0043); whether it is still writable
 * is judged at each write, so a period that ends needs no change to be seen.
 */
function createSubscriptionCache(feed: ChangeFeed) {
  return createChangeAwareCache<{ row: SubscriptionRow | undefined }>(feed, {
    max: 10_000,
    ttlMs: 30_000,
    kinds: ['company'],
    changesOf: (_value, companyId) => [{ kind: 'company', id: companyId }],
  });
}

async function refuseWhenExpired(
  ctx: AppContext,
  subscriptions: ReturnType<typeof createSubscriptionCache>,
  request: FastifyRequest,
): Promise<void> {
  // No or a bad token: the route answers 401 (or creates the company) as it always did.
  const auth = await authenticate(ctx, request, { allowPasswordTemp: true }).catch(() => undefined);
  if (!auth?.companyId) return;
  const companyId = auth.companyId;
  const cached = await subscriptions.get(companyId, async () => ({
    row: await subscriptionRepository.findByCompany(ctx.db, companyId),
  }));
  const row = cached?.row;
  if (row && !subscriptionAt(factsOf(row), new Date()).writable) throw new AppError('SUBSCRIPTION_EXPIRED');
}
