import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PlanUsage } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { claimRoute, companyOfRoute, releaseRoutes } from '../../lib/shard-routes.js';
import { companies } from '../../db/tables/company.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { salonImages } from '../../db/tables/gallery.table.js';
import { salons } from '../../db/tables/salon.table.js';
import { subscriptions, type SubscriptionRow } from '../../db/tables/subscription.table.js';
import {
  invoiceCounter,
  invoices,
  platformPayees,
  subscriptionPayments,
  type InvoiceRow,
  type PlatformPayeeRow,
  type SubscriptionPaymentRow,
} from '../../db/tables/billing.table.js';
import { rowOfCompany } from '../../lib/same-company.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const billingRepository = {
  /** The company's subscription row, locked for the rest of the transaction (payments and changes queue). */
  async lockSubscription(ex: Executor, companyId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await ex
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId))
      .for('update');
    return row;
  },

  /** A new PayPal subscription id moves its route, unique across companies. */
  async updateSubscription(
    ex: Executor,
    id: string,
    companyId: string,
    patch: Partial<SubscriptionRow>,
  ): Promise<SubscriptionRow> {
    const own = rowOfCompany(subscriptions, id, companyId);
    const [before] =
      patch.paypalSubscriptionId === undefined
        ? []
        : await ex.select({ paypalId: subscriptions.paypalSubscriptionId }).from(subscriptions).where(own);
    const [row] = await ex
      .update(subscriptions)
      .set({ ...patch, updatedAt: new Date() })
      .where(own)
      .returning();
    if (before && row && before.paypalId !== row.paypalSubscriptionId) {
      if (before.paypalId) await releaseRoutes(ex, 'paypal_subscription', [before.paypalId], row.companyId);
      if (row.paypalSubscriptionId) {
        await claimRoute(ex, 'paypal_subscription', row.paypalSubscriptionId, row.companyId);
      }
    }
    return row!;
  },

  /** PayPal's webhook names only its subscription id: the route says which company holds it. */
  findSubscriptionByPayPalId: async (ex: Executor, paypalId: string) =>
    (
      await ex
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.companyId, companyOfRoute('paypal_subscription', paypalId)),
            eq(subscriptions.paypalSubscriptionId, paypalId),
          ),
        )
        .limit(1)
    )[0],

  /** What the plan limits count: live salons, and the fullest salon's gallery and active employees. */
  async usage(ex: Executor, companyId: string): Promise<PlanUsage> {
    const [row] = rowsOf<{ salons: number; images: number; employees: number }>(
      await ex.execute(sql`
        select
          (select count(*)::int from ${salons} s where s.company_id = ${companyId} and s.deleted_at is null) as salons,
          coalesce((select max(n)::int from (
            select count(*) as n from ${salonImages} i
            join ${salons} s on s.id = i.salon_id and s.company_id = i.company_id
            where i.company_id = ${companyId} and s.deleted_at is null group by i.salon_id) g), 0) as images,
          coalesce((select max(n)::int from (
            select count(*) as n from ${employees} e
            join ${salons} s on s.id = e.salon_id and s.company_id = e.company_id
            where e.company_id = ${companyId} and e.deactivated = false and s.deleted_at is null
            group by e.salon_id) g), 0) as employees`),
    );
    return {
      salons: row?.salons ?? 0,
      galleryImagesPerSalon: row?.images ?? 0,
      employeesPerSalon: row?.employees ?? 0,
    };
  },

  /** A reference is unique across companies until rejected: its route holds that. */
  async insertPayment(
    ex: Executor,
    values: typeof subscriptionPayments.$inferInsert,
  ): Promise<SubscriptionPaymentRow> {
    if (values.referenceKey && values.status !== 'rejected') {
      await claimRoute(ex, 'payment_reference', `${values.method}:${values.referenceKey}`, values.companyId);
    }
    const [row] = await ex.insert(subscriptionPayments).values(values).returning();
    return row!;
  },

  findPendingPayment: async (ex: Executor, companyId: string) =>
    (
      await ex
        .select()
        .from(subscriptionPayments)
        .where(and(eq(subscriptionPayments.companyId, companyId), eq(subscriptionPayments.status, 'pending')))
        .limit(1)
    )[0],

  /** A payment locked for its decision; `companyId` scopes it when the caller is the company. */
  lockPayment: async (ex: Executor, id: string) =>
    (await ex.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id)).for('update'))[0],

  async updatePayment(
    ex: Executor,
    id: string,
    patch: Partial<SubscriptionPaymentRow>,
  ): Promise<SubscriptionPaymentRow> {
    const [row] = await ex
      .update(subscriptionPayments)
      .set(patch)
      .where(eq(subscriptionPayments.id, id))
      .returning();
    // A rejected report frees its reference, as the partial unique index did.
    if (patch.status === 'rejected' && row?.referenceKey) {
      await releaseRoutes(ex, 'payment_reference', [`${row.method}:${row.referenceKey}`], row.companyId);
    }
    return row!;
  },

  listPayments: (ex: Executor, companyId: string) =>
    ex
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.companyId, companyId))
      .orderBy(desc(subscriptionPayments.reportedAt)),

  /** The next invoice number, under the counter's row lock: numbers have no gaps (a rollback returns it). */
  async nextInvoiceNumber(ex: Executor): Promise<number> {
    const [row] = await ex
      .update(invoiceCounter)
      .set({ lastNumber: sql`${invoiceCounter.lastNumber} + 1` })
      .where(eq(invoiceCounter.id, 1))
      .returning({ number: invoiceCounter.lastNumber });
    return row!.number;
  },

  /** What an invoice copies of the company. */
  findCompanyIdentity: async (ex: Executor, companyId: string) =>
    (
      await ex
        .select({ name: companies.name, rif: companies.rif })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
    )[0],

  /** With the number's route: numbers are unique across the platform. */
  async insertInvoice(ex: Executor, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    await claimRoute(ex, 'invoice_number', String(values.number), values.companyId);
    const [row] = await ex.insert(invoices).values(values).returning();
    return row!;
  },

  listInvoices: (ex: Executor, companyId: string) =>
    ex.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(desc(invoices.number)),

  findInvoice: async (ex: Executor, companyId: string, id: string) =>
    (
      await ex
        .select()
        .from(invoices)
        .where(rowOfCompany(invoices, id, companyId))
        .limit(1)
    )[0],

  invoiceOfPayment: async (ex: Executor, paymentId: string) =>
    (await ex.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId)).limit(1))[0]
      ?.id ?? null,

  /** Every method's payee details the platform administrator set (a method without a row has none). */
  listPayees: (ex: Executor): Promise<PlatformPayeeRow[]> => ex.select().from(platformPayees),

  /**
   * Sets the payee details, all methods at once: the methods given are upserted (so two administrators saving
   * together never collide on a method's row), the others deleted.
   */
  async replacePayees(
    ex: Executor,
    rows: { method: PlatformPayeeRow['method']; details: Record<string, string> }[],
    adminId: string,
  ): Promise<void> {
    const given = rows.map((row) => row.method);
    await ex
      .delete(platformPayees)
      .where(given.length > 0 ? notInArray(platformPayees.method, given) : undefined);
    if (rows.length === 0) return;
    await ex
      .insert(platformPayees)
      .values(rows.map((row) => ({ ...row, updatedByAdminId: adminId })))
      .onConflictDoUpdate({
        target: platformPayees.method,
        set: {
          details: sql`excluded.details`,
          updatedByAdminId: adminId,
          updatedAt: sql`now()`,
        },
      });
  },
};
