import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

/** How a route checks its caller when its group requires sign-in (route option `config.signIn`). */
export type SignIn = 'required' | 'password-change' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `public`: no token needed; `password-change`: a temporary password passes too. Default: `required`. */
    signIn?: SignIn;
  }
  interface FastifyRequest {
    /** The caller, from the bearer token; set before the handler in every group that calls `requireSignIn`. */
    readonly auth: AuthContext;
  }
}

/**
 * Gives every request a getter (`auth`, `admin`) for the caller a sign-in hook stored in `callers` (once, on
 * the root instance). Reading it on a route whose group never checked is a programming error, not the
 * caller's: it throws rather than pass an anonymous call on.
 */
export function installCallerGetter<Name extends 'auth' | 'admin'>(
  app: FastifyInstance,
  name: Name,
  callers: WeakMap<FastifyRequest, FastifyRequest[Name]>,
): void {
  // A plain string and object: Fastify's types cannot follow a getter through a generic property name.
  app.decorateRequest(name as string, {
    getter(this: FastifyRequest): object {
      const caller = callers.get(this);
      if (!caller)
        throw new Error(`${this.routeOptions.url} reads request.${name} outside a signed-in group`);
      return caller;
    },
  });
}

/** Gives every request its `auth` getter. */
export const installSignIn = (app: FastifyInstance) => installCallerGetter(app, 'auth', requestAuth);

async function checkCaller(ctx: AppContext, request: FastifyRequest, signIn: SignIn = 'required') {
  if (signIn === 'public') return;
  await authenticate(ctx, request, { allowPasswordTemp: signIn === 'password-change' });
}

/** The same check as one route's own `preHandler`, for a route in a group that does not require sign-in. */
export const signedIn = (signIn?: SignIn): preHandlerAsyncHookHandler =>
  async function (request) {
    await checkCaller(this.ctx, request, signIn);
  };

/**
 * Every route registered in `group` answers 401 without a valid token (403 PASSWORD_CHANGE_REQUIRED with a
 * temporary password) before its handler runs, and reads the caller from `request.auth`. A route opts out
 * with `config: { signIn: 'public' }`. After validation, as the handlers did it: bad input still answers 400.
 */
export function requireSignIn(group: FastifyInstance): void {
  group.addHook('preHandler', (request) =>
    checkCaller(group.ctx, request, request.routeOptions.config.signIn),
  );
}
