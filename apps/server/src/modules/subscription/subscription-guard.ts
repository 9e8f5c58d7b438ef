import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscriptionAt } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
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
  // Callback style: the calendar's cached reads, the hottest path, pass with no promise made for them.
  api.addHook('preHandler', (request, _reply, done) => {
    if (!WRITES.has(request.method)) return done();
    const path = request.url.split('?')[0]!;
    if (!path.startsWith(`${prefix}${BUSINESS}`)) return done();
    const rest = path.slice(prefix.length + BUSINESS.length);
    if (ALWAYS_WRITABLE.some((open) => rest.startsWith(open))) return done();
    void refuseWhenExpired(ctx, request).then(() => done(), done);
  });
}

async function refuseWhenExpired(ctx: AppContext, request: FastifyRequest): Promise<void> {
  // No or a bad token: the route answers 401 (or creates the company) as it always did.
  const auth = await authenticate(ctx, request, { allowPasswordTemp: true }).catch(() => undefined);
  if (!auth?.companyId) return;
  const row = await subscriptionRepository.findByCompany(ctx.db, auth.companyId);
  if (row && !subscriptionAt(factsOf(row), new Date()).writable) throw new AppError('SUBSCRIPTION_EXPIRED');
}
