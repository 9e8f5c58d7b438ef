import type { FastifyRequest } from 'fastify';
import { AUTH_LIMITS } from '@salon/core';
import { sha256 } from '../lib/crypto.js';
import type { AppContext } from '../lib/context.js';
import { AppError } from '../lib/errors.js';
import { accessTokenRepository, type ActiveToken } from '../lib/access-tokens.js';

export type AuthContext = ActiveToken;

const requestAuth = new WeakMap<FastifyRequest, AuthContext>();
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
 * The caller's identity, from the bearer token alone (docs/product.md "Tenancy and identity"): `users_id` and
 * `account_type` in payloads are never consulted. A temporary-password account may only change its password
 * or log out.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: { allowPasswordTemp?: boolean } = {},
): Promise<AuthContext> {
  let auth = requestAuth.get(request);
  if (!auth) {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const tokenHash = sha256(token);
    auth = await ctx.tokens.get(tokenHash, async () => {
      const idleCutoff = new Date(Date.now() - AUTH_LIMITS.tokenIdleDays * 86_400_000);
      const found = await accessTokenRepository.findActiveTokenByHash(ctx.db, tokenHash, idleCutoff);
      if (found && Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await accessTokenRepository.touchToken(ctx.db, found.tokenId);
      }
      return found;
    });
    if (!auth) throw new AppError('UNAUTHORIZED');
    requestAuth.set(request, auth);
  }
  if (auth.isPasswordTemp && !options.allowPasswordTemp) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  return auth;
}
