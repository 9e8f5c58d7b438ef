import { newAccessToken, sha256 } from '../../lib/crypto.js';
import type { Executor } from '../../lib/db.js';
import { newId } from '../../lib/ids.js';
import { authRepository } from './auth.repository.js';

/** Issues an opaque bearer token for an account; only its hash is stored. */
export async function issueToken(ex: Executor, accountId: string, userAgent?: string): Promise<string> {
  const token = newAccessToken();
  await authRepository.insertToken(ex, {
    id: newId(),
    accountId,
    tokenHash: sha256(token),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}
