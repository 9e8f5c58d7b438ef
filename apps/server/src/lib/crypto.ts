import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { AUTH_LIMITS } from '@salon/core';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): slow enough to hurt guessing, quick enough for a sign-in.
// argon2id is the library's default algorithm (its enum is a `const enum`, which isolated modules cannot
// import). The library ships prebuilt binaries, so `npm install` compiles nothing; the PHC strings it writes
// and reads are the standard ones, so hashes made before still verify.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2Hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real verification, so an unknown e-mail is not faster than a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0!');
  await verifyPassword(await dummyHash, password);
}

// The one-shot `hash` is faster than a Hash object: every authenticated request pays it.
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

export const newAccessToken = (): string => randomBytes(AUTH_LIMITS.tokenBytes).toString('base64url');

export const newOtpCode = (): string =>
  randomInt(0, 10 ** AUTH_LIMITS.otpDigits)
    .toString()
    .padStart(AUTH_LIMITS.otpDigits, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
