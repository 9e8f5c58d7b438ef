import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../lib/db.js';
import { hashPassword } from '../lib/crypto.js';
import { newId } from '../lib/ids.js';
import { accountRepository } from '../modules/account/account.repository.js';

/** The demo owner printed at start and named in the README. Later issues add a company, salons and more. */
export const DEMO_OWNER = {
  email: 'demo@salon.test',
  password: 'Demo1234!',
  name: 'Daniela',
  surname: 'Demo',
} as const;

/** Seeds the demo data into an empty database; does nothing when any user exists. */
export async function seedDemo(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  if ((await accountRepository.countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  await db.transaction(async (tx) => {
    const user = await accountRepository.insertUser(tx, {
      id: newId(),
      email: DEMO_OWNER.email,
      passwordHash,
      name: DEMO_OWNER.name,
      surname: DEMO_OWNER.surname,
      phone: '+58 412 555 0101',
      language: 'es-ve',
    });
    await accountRepository.insertAccount(tx, { id: newId(), userId: user.id, accountType: 'business' });
  });
  log.info(`Demo business owner created: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  return true;
}
