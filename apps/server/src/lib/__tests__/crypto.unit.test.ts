import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../crypto.js';

// Written by the argon2 package this server used before (same argon2id parameters): passwords people set
// then must keep working after the switch of library.
const EARLIER_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$/d667DDwtpxuVv8vrE2WAA$IKMoBf+PIpzwxFiiCugjclcAU6ac54PDtjOwKHFx9Wo';

describe('password hashes', () => {
  it('verifies a hash written by the earlier argon2 library', async () => {
    expect(await verifyPassword(EARLIER_HASH, 'Demo-pass-2026!')).toBe(true);
    expect(await verifyPassword(EARLIER_HASH, 'demo-pass-2026!')).toBe(false);
  });

  it('hashes with argon2id at the OWASP baseline and verifies its own hashes', async () => {
    const hash = await hashPassword('Otra-clave-9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Otra-clave-9')).toBe(true);
    expect(await verifyPassword(hash, 'otra-clave-9')).toBe(false);
    expect(await verifyPassword('not a hash', 'Otra-clave-9')).toBe(false);
  });
});
