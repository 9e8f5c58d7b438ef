import type { AccountWire, ChangePasswordBody, UpdateMeBody } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { reencodeAvatar } from '../../lib/images.js';
import type { AuthContext } from '../../plugins/auth.js';
import { signInKeys } from '../../lib/attempt-limiter.js';
import { accessTokenRepository, issueToken } from '../../lib/access-tokens.js';
import { toAccountWire } from './account.mapper.js';
import { findCompany, findCompanyOfOwner } from '../company/index.js';
import { findEmployee, findEmployeeLogin } from '../employee/index.js';
import { salonService } from '../salon/index.js';
import {
  clearPasswordTempOfUser,
  findAccountWithUser,
  setPasswordHash,
  updateUser,
  type UserPatch,
} from '../user/index.js';
import type { AccountRow, UserRow } from '../../db/tables/account.table.js';

async function loadOwn(ctx: AppContext, auth: AuthContext) {
  const found = await findAccountWithUser(ctx.db, auth.accountId);
  if (!found) throw new AppError('UNAUTHORIZED');
  return found;
}

/**
 * The account as the client sees it (docs/product.md "Entities and their fields"): a business account with
 * the company it owns; an employee login with its role, its salon's company and that one salon (the client
 * takes salons from it).
 */
export async function accountWireOf(
  ctx: AppContext,
  account: AccountRow,
  user: UserRow,
): Promise<AccountWire> {
  if (account.accountType === 'business') {
    const company = await findCompanyOfOwner(ctx.db, account.id);
    return toAccountWire(account, user, ctx.storage, company);
  }
  const login = await findEmployeeLogin(ctx.db, account.id);
  if (!login) return toAccountWire(account, user, ctx.storage);
  const company = await findCompany(ctx.db, login.companyId, login.companyId);
  const salon = await salonService.wireOf(ctx, login.companyId, login.salonId, user.language);
  const record = await findEmployee(ctx.db, login.employeeId, login.companyId);
  return toAccountWire(account, user, ctx.storage, company, { role: login.role, salon, record });
}

export const accountService = {
  async getMe(ctx: AppContext, auth: AuthContext): Promise<AccountWire> {
    const { account, user } = await loadOwn(ctx, auth);
    return accountWireOf(ctx, account, user);
  },

  /** Updates the caller's own profile; an avatar is checked by its bytes and re-encoded before storing. */
  async updateMe(
    ctx: AppContext,
    auth: AuthContext,
    fields: UpdateMeBody,
    avatar?: Buffer,
  ): Promise<AccountWire> {
    const { account, user } = await loadOwn(ctx, auth);
    const patch: UserPatch = {};
    if (fields.name !== undefined && fields.name !== user.name) patch.name = fields.name;
    if (fields.surname !== undefined && fields.surname !== user.surname) patch.surname = fields.surname;
    const phone = fields.phone === '' ? null : fields.phone;
    if (phone !== undefined && phone !== user.phone) patch.phone = phone;
    if (fields.language !== undefined && fields.language !== user.language) patch.language = fields.language;
    if (avatar) {
      const image = await reencodeAvatar(avatar);
      patch.avatarPath = `avatars/${user.id}/${newId()}.webp`;
      await ctx.storage.put(patch.avatarPath, image);
    }
    if (Object.keys(patch).length === 0) throw new AppError('NO_CHANGES');
    let updated;
    try {
      updated = await updateUser(ctx.db, user.id, patch);
    } catch (error) {
      if (patch.avatarPath) await ctx.storage.remove(patch.avatarPath);
      throw error;
    }
    if (patch.avatarPath && user.avatarPath) await ctx.storage.remove(user.avatarPath);
    return accountWireOf(ctx, account, updated);
  },

  /**
   * Changes the password and ends every session of the user (docs/product.md "Tenancy and identity"); the
   * caller gets a fresh token so this device stays signed in. Completes a temporary-password sign-in. Wrong
   * current passwords are limited per (e-mail, address) and per address: any session of the user (a stolen
   * one, the employee login of the same e-mail) could otherwise block the change for every other device.
   */
  async changePassword(
    ctx: AppContext,
    auth: AuthContext,
    input: ChangePasswordBody,
    meta: { ip: string; userAgent?: string },
  ): Promise<string> {
    const { user } = await loadOwn(ctx, auth);
    const attempt = await ctx.limiter.reserve(Object.values(signInKeys('password', user.email, meta.ip)));
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await attempt.failed();
      throw new AppError('PASSWORD_INCORRECT', [
        {
          field: 'currentPassword',
          code: 'errors.PASSWORD_INCORRECT',
          message: 'The current password is not correct.',
        },
      ]);
    }
    const passwordHash = await hashPassword(input.newPassword);
    const token = await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await clearPasswordTempOfUser(tx, user.id);
      await accessTokenRepository.revokeTokensOfUser(tx, user.id);
      return issueToken(tx, auth.accountId, meta.userAgent);
    });
    await attempt.succeeded();
    return token;
  },
};
