import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { subscriptions, type SubscriptionRow } from '../../db/tables/subscription.table.js';

export const subscriptionRepository = {
  async insert(ex: Executor, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
    const [row] = await ex.insert(subscriptions).values(values).returning();
    return row!;
  },

  async findByCompany(ex: Executor, companyId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await ex
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId))
      .limit(1);
    return row;
  },

  async update(
    ex: Executor,
    companyId: string,
    patch: Partial<typeof subscriptions.$inferInsert>,
  ): Promise<void> {
    await ex.update(subscriptions).set(patch).where(eq(subscriptions.companyId, companyId));
  },
};
