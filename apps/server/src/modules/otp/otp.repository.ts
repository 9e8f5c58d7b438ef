import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { otpCodes, type OtpCodeRow, type OtpPurpose } from '../../db/tables/otp.table.js';

export const otpRepository = {
  async findLatest(ex: Executor, email: string, purpose: OtpPurpose): Promise<OtpCodeRow | undefined> {
    const [row] = await ex
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row;
  },

  /** A new code replaces the earlier ones: only the newest code of an e-mail and purpose is ever valid. */
  async replace(ex: Executor, values: typeof otpCodes.$inferInsert): Promise<void> {
    await ex
      .delete(otpCodes)
      .where(and(eq(otpCodes.email, values.email), eq(otpCodes.purpose, values.purpose)));
    await ex.insert(otpCodes).values(values);
  },

  async incrementWrongTries(ex: Executor, id: string): Promise<void> {
    await ex
      .update(otpCodes)
      .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
      .where(eq(otpCodes.id, id));
  },

  async markVerified(ex: Executor, id: string): Promise<void> {
    await ex.update(otpCodes).set({ verifiedAt: new Date() }).where(eq(otpCodes.id, id));
  },

  /** Deletes the e-mail's codes of that purpose; answers the ids deleted (a racing caller finds none). */
  async deleteForEmail(ex: Executor, email: string, purpose: OtpPurpose): Promise<string[]> {
    const rows = await ex
      .delete(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
      .returning({ id: otpCodes.id });
    return rows.map((row) => row.id);
  },
};
