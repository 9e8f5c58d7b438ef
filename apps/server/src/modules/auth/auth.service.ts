import { AUTH_LIMITS, type AccountType } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { renderMail } from '../../lib/mail-templates.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import {
  clearPasswordTempOfUser,
  findAccountByUserAndType,
  findUserByEmail,
  insertAccount,
  insertUser,
  setGoogleSubject,
  setPasswordHash,
} from '../user/index.js';
import { accountWireOf } from '../account/index.js';
import type { AccountRow, UserRow } from '../../db/tables/account.table.js';
import { findEmployeeLogin } from '../employee/index.js';
import { MAIL_SEND } from '../../lib/jobs/mail-send.job.js';
import { otpService } from '../otp/index.js';
import { accountKey, pairKey, pairPrefix, perAddress, signInKeys } from '../../lib/attempt-limiter.js';
import { attemptRepository } from '../../lib/attempt.repository.js';
import { accessTokenRepository, issueToken } from '../../lib/access-tokens.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { RequestMeta } from '../../lib/request-meta.js';

export interface SignedIn {
  token: string;
  account: AccountRow;
  user: UserRow;
}

/**
 * The moment an e-mail's failed sign-ins in one window reach the limit, its user (when there is one) is
 * mailed once, in their language, through the durable queue: the window's count then only grows past it.
 */
async function mailFailedSignIns(ctx: AppContext, user: UserRow, failures: number, ip: string) {
  const mail = renderMail('signInFailures', user.language, {
    name: user.name,
    failures,
    ip,
    at: new Date(),
  });
  await ctx.jobs.enqueue(ctx.db, { kind: MAIL_SEND, payload: { to: user.email, ...mail } });
}

export const signedInWire = (ctx: AppContext, signedIn: SignedIn) =>
  accountWireOf(ctx, signedIn.account, signedIn.user);

export const authService = {
  /** One answer for a wrong password, an unknown e-mail or a missing account of that type. */
  async login(
    ctx: AppContext,
    input: { email: string; password: string; account_type: AccountType },
    meta: RequestMeta,
  ): Promise<SignedIn> {
    const keys = signInKeys('login', input.email, meta.ip);
    const attempt = await ctx.limiter.reserve(Object.values(keys));
    const user = await findUserByEmail(ctx.db, input.email);
    let passwordOk = false;
    if (user?.passwordHash) passwordOk = await verifyPassword(user.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    const account =
      user && passwordOk ? await findAccountByUserAndType(ctx.db, user.id, input.account_type) : undefined;
    // A deactivated employee, or one whose access was revoked, cannot sign in until reactivated.
    const employee =
      account?.accountType === 'employee' ? await findEmployeeLogin(ctx.db, account.id) : undefined;
    if (!user || !account || (account.accountType === 'employee' && (!employee || employee.deactivated))) {
      const failures = (await attempt.failed())[keys.account.key]!;
      if (user && failures === AUTH_LIMITS.attemptsPerWindow)
        await mailFailedSignIns(ctx, user, failures, meta.ip);
      throw new AppError('LOGIN_FAILED');
    }
    await attempt.succeeded();
    const token = await issueToken(ctx.db, account.id, meta.userAgent);
    return { token, account, user };
  },

  /** Whether an e-mail can still register. Limited per address, since it tells registered e-mails apart. */
  async checkAccount(ctx: AppContext, email: string, meta: RequestMeta): Promise<boolean> {
    await ctx.limiter.take([perAddress('check', meta.ip)]);
    return !(await findUserByEmail(ctx.db, email));
  },

  /** Creates the owner's user and business account in one transaction, only for an OTP-verified e-mail. */
  async signup(
    ctx: AppContext,
    input: { email: string; password: string; firstName: string; lastName: string },
    meta: RequestMeta,
  ): Promise<SignedIn> {
    if (!(await otpService.isSignupVerified(ctx.db, input.email))) throw new AppError('EMAIL_NOT_VERIFIED');
    const passwordHash = await hashPassword(input.password);
    try {
      return await ctx.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN');
        const user = await insertUser(tx, {
          id: newId(),
          email: input.email,
          passwordHash,
          name: input.firstName,
          surname: input.lastName,
          language: meta.language,
        });
        const account = await insertAccount(tx, {
          id: newId(),
          userId: user.id,
          accountType: 'business',
        });
        await otpService.consume(tx, input.email, 'signup');
        const token = await issueToken(tx, account.id, meta.userAgent);
        return { token, account, user };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
  },

  /**
   * Mails a reset code. The answer never tells whether the e-mail has an account. Limited per (e-mail,
   * address) and per address, not per e-mail, so a stranger cannot use up the owner's requests; the mailbox is
   * spared by the one-code-a-minute rule.
   */
  async requestPasswordReset(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
    await ctx.limiter.take([
      { key: pairKey('reset-mail', email, meta.ip), limit: AUTH_LIMITS.attemptsPerWindow },
      perAddress('reset-mail', meta.ip),
    ]);
    try {
      await otpService.sendResetCode(ctx, email, meta.language);
    } catch (error) {
      // Answering "too soon" only for registered e-mails would reveal them; the earlier code still works.
      if (!(error instanceof AppError && error.code === 'OTP_TOO_SOON')) throw error;
    }
  },

  /** Sets a new password from a mailed code; every session of the user ends. */
  async resetPassword(
    ctx: AppContext,
    input: { email: string; code: string; password: string },
    meta: RequestMeta,
  ): Promise<void> {
    const attempt = await ctx.limiter.reserve(Object.values(signInKeys('reset', input.email, meta.ip)));
    try {
      await otpService.checkResetCode(ctx, input.email, input.code, meta.ip);
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user) throw new AppError('OTP_INVALID');
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      await clearPasswordTempOfUser(tx, user.id);
      await accessTokenRepository.revokeTokensOfUser(tx, user.id);
      await otpService.consume(tx, input.email, 'reset');
      // The owner proved the e-mail: earlier wrong passwords (anyone's, from any address) stop counting.
      await attemptRepository.deleteAttemptsByPrefix(
        tx,
        accountKey('login', input.email),
        pairPrefix('login', input.email),
      );
    });
    await attempt.succeeded();
  },

  /**
   * Google sign-in. A business sign-in creates the owner's account on first use (Google verified the
   * e-mail); an employee sign-in only opens an employee login that already exists.
   */
  async googleLogin(
    ctx: AppContext,
    input: { account_type: AccountType; token: string },
    meta: RequestMeta,
  ): Promise<SignedIn> {
    if (!ctx.google) throw new AppError('GOOGLE_NOT_CONFIGURED');
    const identity = await ctx.google.verify(input.token);
    try {
      return await ctx.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, identity.email);
        if (user?.googleSubject && user.googleSubject !== identity.subject)
          throw new AppError('LOGIN_FAILED');
        if (!user && input.account_type === 'employee') throw new AppError('LOGIN_FAILED');
        user ??= await insertUser(tx, {
          id: newId(),
          email: identity.email,
          name: identity.givenName || identity.email.split('@')[0]!,
          surname: identity.familyName,
          language: meta.language,
          googleSubject: identity.subject,
        });
        if (!user.googleSubject) await setGoogleSubject(tx, user.id, identity.subject);
        let account = await findAccountByUserAndType(tx, user.id, input.account_type);
        if (!account && input.account_type === 'employee') throw new AppError('LOGIN_FAILED');
        account ??= await insertAccount(tx, {
          id: newId(),
          userId: user.id,
          accountType: 'business',
        });
        const token = await issueToken(tx, account.id, meta.userAgent);
        return { token, account, user };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('LOGIN_FAILED');
      throw error;
    }
  },

  logout: (ctx: AppContext, auth: AuthContext) => accessTokenRepository.revokeToken(ctx.db, auth.tokenId),
};
