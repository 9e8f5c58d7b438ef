import { emailSchema, strongPasswordSchema, type AdminLoginBody } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { toFieldErrors } from '../../lib/validation.js';
import { accountKey, pairPrefix, signInKeys } from '../../lib/attempt-limiter.js';
import { attemptRepository } from '../../lib/attempt.repository.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { temporaryPassword } from '../employee/index.js';
import { issueAdminToken, type AdminAuth } from './admin-auth.js';
import { adminRepository } from './admin.repository.js';
import type { PlatformAdminRow } from '../../db/tables/admin.table.js';

/** The length of a generated administrator password (about 120 bits). */
const GENERATED_PASSWORD_LENGTH = 20;

export interface AuditInput {
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit entry; `adminId` null means the command line. */
export const writeAudit = (ex: Executor, adminId: string | null, entry: AuditInput) =>
  adminRepository.insertAudit(ex, { id: newId(), adminId, details: {}, ...entry });

export interface CreatedAdmin {
  admin: PlatformAdminRow;
  /** The password set now: generated unless one was given. Shown once, never stored in clear. */
  password: string;
  created: boolean;
}

export const adminAccountService = {
  /**
   * Creates an administrator, or, when the e-mail already is one, sets a new password and ends its sessions
   * (the command is also the way back in after a lost password). The password must meet the registration
   * rules; without one a strong password is generated.
   */
  async createOrReset(
    deps: Pick<AppContext, 'db'>,
    input: { email: string; password?: string; name?: string },
  ): Promise<CreatedAdmin> {
    const email = emailSchema.safeParse(input.email);
    if (!email.success)
      throw new AppError('VALIDATION_FAILED', [fieldError('email', 'validation.email.invalid')]);
    let password = input.password;
    if (password === undefined) password = temporaryPassword(GENERATED_PASSWORD_LENGTH);
    else {
      const checked = strongPasswordSchema.safeParse(password);
      if (!checked.success) {
        throw new AppError('VALIDATION_FAILED', [fieldError('password', checked.error.issues[0]!.message)]);
      }
    }
    const passwordHash = await hashPassword(password);
    const name = input.name?.trim() || email.data.split('@')[0]!;
    try {
      return await deps.db.transaction(async (tx) => {
        const existing = await adminRepository.findByEmail(tx, email.data);
        if (existing) {
          await adminRepository.setPasswordHash(tx, existing.id, passwordHash);
          await adminRepository.revokeSessionsOf(tx, existing.id);
          // The way back in after a lost password: earlier failed sign-ins stop counting.
          await attemptRepository.deleteAttemptsByPrefix(
            tx,
            accountKey('admin-login', email.data),
            pairPrefix('admin-login', email.data),
          );
          await writeAudit(tx, null, {
            action: 'admin.password_reset',
            targetType: 'admin',
            targetId: existing.id,
            details: { email: existing.email },
          });
          return { admin: existing, password: password!, created: false };
        }
        const admin = await adminRepository.insert(tx, {
          id: newId(),
          email: email.data,
          passwordHash,
          name,
        });
        await writeAudit(tx, null, {
          action: 'admin.create',
          targetType: 'admin',
          targetId: admin.id,
          details: { email: admin.email },
        });
        return { admin, password: password!, created: true };
      });
    } catch (error) {
      // Two creations of one e-mail at once: the second finds it on a retry.
      if (isUniqueViolation(error)) return adminAccountService.createOrReset(deps, input);
      throw error;
    }
  },

  /** One answer (LOGIN_FAILED) for an unknown e-mail and a wrong password, rate-limited like the business login. */
  async login(
    ctx: AppContext,
    input: AdminLoginBody,
    meta: RequestMeta,
  ): Promise<{ token: string; admin: PlatformAdminRow }> {
    const email = input.email.trim().toLowerCase();
    // Like the business login: blocked per (e-mail, address) and per address; the e-mail's count only slows.
    const attempt = await ctx.limiter.reserve(Object.values(signInKeys('admin-login', email, meta.ip)));
    const found = await adminRepository.findByEmail(ctx.db, email);
    let passwordOk = false;
    if (found) passwordOk = await verifyPassword(found.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    if (!found || !passwordOk) {
      await attempt.failed();
      throw new AppError('LOGIN_FAILED');
    }
    await attempt.succeeded();
    return ctx.db.transaction(async (tx) => {
      const admin = await adminRepository.markLogin(tx, found.id, new Date());
      const token = await issueAdminToken(tx, admin.id, meta.userAgent);
      await writeAudit(tx, admin.id, {
        action: 'admin.login',
        targetType: 'admin',
        targetId: admin.id,
        details: { ip: meta.ip },
      });
      return { token, admin };
    });
  },

  logout: (ctx: AppContext, auth: AdminAuth) => adminRepository.revokeSession(ctx.db, auth.sessionId),
};

const fieldError = (field: string, code: string) => toFieldErrors([{ path: field, message: code }])[0]!;
