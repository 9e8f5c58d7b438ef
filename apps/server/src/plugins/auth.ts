import type { FastifyRequest } from 'fastify';
import { AUTH_LIMITS } from '@salon/core';
import { sha256 } from '../lib/crypto.js';
import type { AppContext } from '../lib/context.js';
import { AppError } from '../lib/errors.js';
import { authRepository, type ActiveToken } from '../modules/auth/auth.repository.js';

export type AuthContext = ActiveToken;

const authCache = new WeakMap<FastifyRequest, AuthContext>();
// Writing last_used_at on every request would turn each read into a write; a minute's precision is plenty
// for a 30-day idle limit.
const TOUCH_INTERVAL_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * The caller's identity, from the bearer token alone (DECISIONS.md): `users_id` and `account_type` in
 * payloads are never consulted. A temporary-password account may only change its password or log out.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: { allowPasswordTemp?: boolean } = {},
): Promise<AuthContext> {
  let auth = authCache.get(request);
  if (!auth) {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const idleCutoff = new Date(Date.now() - AUTH_LIMITS.tokenIdleDays * 86_400_000);
    auth = await authRepository.findActiveTokenByHash(ctx.db, sha256(token), idleCutoff);
    if (!auth) throw new AppError('UNAUTHORIZED');
    if (Date.now() - auth.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await authRepository.touchToken(ctx.db, auth.tokenId);
    }
    authCache.set(request, auth);
  }
  if (auth.isPasswordTemp && !options.allowPasswordTemp) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  return auth;
}
