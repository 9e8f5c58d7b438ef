import { AUTH_LIMITS, type Language } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { newOtpCode, safeEqualHex, sha256 } from '../../lib/crypto.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { renderMail } from '../../lib/mail-templates.js';
import { findUserByEmail } from '../user/index.js';
import type { LimitedKey } from '../../lib/attempt-limiter.js';
import type { OtpPurpose } from '../../db/tables/otp.table.js';
import { otpRepository } from './otp.repository.js';

// The e-mail is part of the hash so that one leaked row cannot be replayed against another address.
const hashCode = (email: string, code: string) => sha256(`${email}:${code}`);

/** Creates a code and returns it, refusing a new one within the resend interval of the last. */
async function issueCode(ex: Executor, email: string, purpose: OtpPurpose): Promise<string> {
  const latest = await otpRepository.findLatest(ex, email, purpose);
  if (latest && Date.now() - latest.createdAt.getTime() < AUTH_LIMITS.otpResendSeconds * 1000) {
    throw new AppError('OTP_TOO_SOON');
  }
  const code = newOtpCode();
  await otpRepository.replace(ex, {
    id: newId(),
    email,
    purpose,
    codeHash: hashCode(email, code),
    expiresAt: new Date(Date.now() + AUTH_LIMITS.otpValidMinutes * 60_000),
  });
  return code;
}

/** Wrong tries of one code from one address (5 burn it: docs/decisions.md), reserved before comparing. */
const codeTries = (codeId: string, ip: string): LimitedKey => ({
  key: `otp-try:${codeId}|${ip}`,
  limit: AUTH_LIMITS.otpMaxWrongTries,
});

/**
 * Checks a code. Wrong tries count per (code, address): the fifth wrong try from an address burns the code
 * for that address only, so a stranger's guesses elsewhere never burn the owner's code. Each try is reserved
 * before the comparison and given back when the code matches, so concurrent guesses never get more than
 * five.
 * `wrong_tries` keeps the code's total from every address (a record; the caller's e-mail-wide count slows).
 * Both are written outside any caller transaction so a rollback cannot undo them.
 */
async function checkCode(ctx: AppContext, email: string, purpose: OtpPurpose, code: string, ip: string) {
  const row = await otpRepository.findLatest(ctx.db, email, purpose);
  if (!row) throw new AppError('OTP_INVALID');
  if (row.expiresAt.getTime() < Date.now()) throw new AppError('OTP_EXPIRED');
  const attempt = await ctx.limiter.tryReserve([codeTries(row.id, ip)]);
  if (!attempt) throw new AppError('OTP_EXPIRED');
  if (!safeEqualHex(row.codeHash, hashCode(email, code))) {
    await otpRepository.incrementWrongTries(ctx.db, row.id);
    throw new AppError('OTP_INVALID');
  }
  await attempt.succeeded();
  return row;
}

export const otpService = {
  /** Mails a sign-up code. An already registered e-mail gets no code, but the answer is the same. */
  async sendSignupCode(ctx: AppContext, email: string, language: Language): Promise<void> {
    const code = await issueCode(ctx.db, email, 'signup');
    if (await findUserByEmail(ctx.db, email)) return;
    await ctx.mailer.send({ to: email, ...renderMail('signupCode', language, { code }) });
  },

  async verifySignupCode(ctx: AppContext, email: string, code: string, ip: string): Promise<void> {
    const row = await checkCode(ctx, email, 'signup', code, ip);
    await otpRepository.markVerified(ctx.db, row.id);
  },

  /** True when the e-mail's sign-up code was verified within the last 30 minutes. */
  async isSignupVerified(ex: Executor, email: string): Promise<boolean> {
    const row = await otpRepository.findLatest(ex, email, 'signup');
    const windowMs = AUTH_LIMITS.otpVerifiedValidMinutes * 60_000;
    return !!row?.verifiedAt && Date.now() - row.verifiedAt.getTime() <= windowMs;
  },

  async sendResetCode(ctx: AppContext, email: string, language: Language): Promise<void> {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return; // same answer as for a real account: no existence oracle
    const code = await issueCode(ctx.db, email, 'reset');
    await ctx.mailer.send({ to: email, ...renderMail('resetCode', language, { code }) });
  },

  /** Mails a client the code that proves their e-mail before an online booking at `salon`. */
  async sendBookingCode(ctx: AppContext, email: string, language: Language, salon: string): Promise<void> {
    const code = await issueCode(ctx.db, email, 'booking');
    await ctx.mailer.send({ to: email, ...renderMail('bookingCode', language, { code, salon }) });
  },

  checkBookingCode: (ctx: AppContext, email: string, code: string, ip: string) =>
    checkCode(ctx, email, 'booking', code, ip),

  checkResetCode: (ctx: AppContext, email: string, code: string, ip: string) =>
    checkCode(ctx, email, 'reset', code, ip),

  consume: (ex: Executor, email: string, purpose: OtpPurpose) =>
    otpRepository.deleteForEmail(ex, email, purpose),
};
