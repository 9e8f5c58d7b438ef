import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { accounts, users, type AccountRow, type UserRow } from '../../db/tables/account.table.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'surname' | 'phone' | 'avatarPath' | 'language'>>;

/** People (users) and their logins (accounts: one business, one employee at most), for sign-in, the own
 * profile and the employee access an owner grants. */
export const userRepository = {
  async findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findUserById(ex: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async insertUser(ex: Executor, values: NewUser): Promise<UserRow> {
    const [row] = await ex.insert(users).values(values).returning();
    return row!;
  },

  async updateUser(ex: Executor, id: string, patch: UserPatch): Promise<UserRow> {
    const [row] = await ex
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  async setPasswordHash(ex: Executor, userId: string, passwordHash: string): Promise<void> {
    await ex.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  async setGoogleSubject(ex: Executor, userId: string, googleSubject: string): Promise<void> {
    await ex.update(users).set({ googleSubject }).where(eq(users.id, userId));
  },

  async insertAccount(ex: Executor, values: typeof accounts.$inferInsert): Promise<AccountRow> {
    const [row] = await ex.insert(accounts).values(values).returning();
    return row!;
  },

  async findAccountByUserAndType(
    ex: Executor,
    userId: string,
    accountType: AccountRow['accountType'],
  ): Promise<AccountRow | undefined> {
    const [row] = await ex
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.accountType, accountType)))
      .orderBy(accounts.createdAt)
      .limit(1);
    return row;
  },

  async findAccountWithUser(
    ex: Executor,
    accountId: string,
  ): Promise<{ account: AccountRow; user: UserRow } | undefined> {
    const [row] = await ex
      .select({ account: accounts, user: users })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row;
  },

  async clearPasswordTempOfUser(ex: Executor, userId: string): Promise<void> {
    await ex.update(accounts).set({ isPasswordTemp: false }).where(eq(accounts.userId, userId));
  },

  /** Removes one login (an employee's, when app access is revoked); its tokens go with it (cascade). */
  async deleteAccount(ex: Executor, accountId: string): Promise<void> {
    await ex.delete(accounts).where(eq(accounts.id, accountId));
  },

  async countAccountsOfUser(ex: Executor, userId: string): Promise<number> {
    const rows = await ex.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
    return rows.length;
  },

  async deleteUser(ex: Executor, userId: string): Promise<void> {
    await ex.delete(users).where(eq(users.id, userId));
  },

  async countUsers(ex: Executor): Promise<number> {
    const rows = await ex.select({ id: users.id }).from(users).limit(1);
    return rows.length;
  },
};
