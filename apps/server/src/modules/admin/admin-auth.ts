import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newAccessToken, sha256 } from '../../lib/crypto.js';
import type { Executor } from '../../lib/db.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { bearerToken, installCallerGetter } from '../../plugins/auth.js';
import { adminRepository } from './admin.repository.js';
import type { PlatformAdminRow } from '../../db/tables/admin.table.js';

/**
 * Administrator tokens are opaque like the business ones, but live in their own table (`admin_sessions`),
 * so a business token is unknown to the admin routes and an administrator's to the business routes: each
 * side answers 401. The prefix only makes them recognisable (and lets a foreign token fail without a read).
 */
export const ADMIN_TOKEN_PREFIX = 'adm_';
/** A powerful session: it ends after half a day without use, not the business accounts' 30 days. */
export const ADMIN_SESSION_IDLE_MS = 12 * 3_600_000;
const TOUCH_INTERVAL_MS = 60_000;

export interface AdminAuth {
  sessionId: string;
  admin: PlatformAdminRow;
}

const requestAdmin = new WeakMap<FastifyRequest, AdminAuth>();

export async function issueAdminToken(ex: Executor, adminId: string, userAgent?: string): Promise<string> {
  const token = `${ADMIN_TOKEN_PREFIX}${newAccessToken()}`;
  await adminRepository.insertSession(ex, {
    id: newId(),
    adminId,
    tokenHash: sha256(token),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/** The administrator behind the bearer token, or 401. Admin traffic is small: no cache, one read a request. */
export async function authenticateAdmin(ctx: AppContext, request: FastifyRequest): Promise<AdminAuth> {
  const known = requestAdmin.get(request);
  if (known) return known;
  const token = bearerToken(request);
  if (!token?.startsWith(ADMIN_TOKEN_PREFIX)) throw new AppError('UNAUTHORIZED');
  const found = await adminRepository.findActiveSession(
    ctx.db,
    sha256(token),
    new Date(Date.now() - ADMIN_SESSION_IDLE_MS),
  );
  if (!found) throw new AppError('UNAUTHORIZED');
  if (Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await adminRepository.touchSession(ctx.db, found.sessionId);
  }
  const auth = { sessionId: found.sessionId, admin: found.admin };
  requestAdmin.set(request, auth);
  return auth;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator; set before the handler in every group that calls `requireAdminSignIn`. */
    readonly admin: AdminAuth;
  }
}

/** Gives every request its `admin` getter. */
export const installAdminSignIn = (app: FastifyInstance) => installCallerGetter(app, 'admin', requestAdmin);

/**
 * Every route registered in `group` answers 401 unless an administrator's token comes with it, and reads the
 * administrator from `request.admin`; `config: { signIn: 'public' }` opts a route out (the sign-in itself).
 */
export function requireAdminSignIn(group: FastifyInstance): void {
  group.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.signIn === 'public') return;
    await authenticateAdmin(group.ctx, request);
  });
}
