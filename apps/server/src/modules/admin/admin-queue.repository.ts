import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import {
  invoices,
  subscriptionPayments,
  type SubscriptionPaymentRow,
} from '../../db/tables/billing.table.js';
import { companies, type CompanyRow } from '../../db/tables/company.table.js';
import { salons, type SalonRow } from '../../db/tables/salon.table.js';
import { subscriptions, type SubscriptionRow } from '../../db/tables/subscription.table.js';
import { platformAdmins } from '../../db/tables/admin.table.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface CompanyRef {
  id: string;
  name: string;
  rif: string;
  ownerEmail: string;
}

export interface QueuedPayment {
  payment: SubscriptionPaymentRow;
  company: CompanyRef;
  invoiceId: string | null;
  decidedBy: { id: string; email: string; name: string } | null;
}

export interface CompanyOverview {
  company: CompanyRow;
  ownerEmail: string;
  ownerName: string;
  subscription: SubscriptionRow | null;
  salons: number;
  pendingPayment: boolean;
}

export interface SalonForReview {
  salon: SalonRow;
  company: CompanyRef;
}

type Page = { page: number; limit: number };
const offsetOf = (page: Page) => (page.page - 1) * page.limit;

const companyRef = {
  id: companies.id,
  name: companies.name,
  rif: companies.rif,
  ownerEmail: users.email,
};

/** The platform-wide lists the administrator works through; no company scope, by design. */
export const adminQueueRepository = {
  /** Pending first (oldest first, the order they are worked through), then decided ones newest first. */
  async listPayments(
    ex: Executor,
    filter: { status: PaymentStatus | 'all' } & Page,
  ): Promise<{ rows: QueuedPayment[]; total: number }> {
    const where = filter.status === 'all' ? undefined : eq(subscriptionPayments.status, filter.status);
    const found = await ex
      .select({
        payment: subscriptionPayments,
        company: companyRef,
        invoiceId: invoices.id,
        deciderId: platformAdmins.id,
        deciderEmail: platformAdmins.email,
        deciderName: platformAdmins.name,
      })
      .from(subscriptionPayments)
      .innerJoin(companies, eq(companies.id, subscriptionPayments.companyId))
      .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .leftJoin(invoices, eq(invoices.paymentId, subscriptionPayments.id))
      .leftJoin(platformAdmins, eq(platformAdmins.id, subscriptionPayments.decidedByAdminId))
      .where(where)
      .orderBy(
        sql`(${subscriptionPayments.status} = 'pending') desc`,
        sql`case when ${subscriptionPayments.status} = 'pending' then ${subscriptionPayments.reportedAt} end asc`,
        sql`${subscriptionPayments.decidedAt} desc nulls last`,
        desc(subscriptionPayments.reportedAt),
        asc(subscriptionPayments.id),
      )
      .limit(filter.limit)
      .offset(offsetOf(filter));
    const [totalRow] = await ex.select({ total: count() }).from(subscriptionPayments).where(where);
    const rows = found.map((row) => ({
      payment: row.payment,
      company: row.company,
      invoiceId: row.invoiceId,
      decidedBy: row.deciderId
        ? { id: row.deciderId, email: row.deciderEmail!, name: row.deciderName! }
        : null,
    }));
    return { rows, total: totalRow?.total ?? 0 };
  },

  findCompanyRef: async (ex: Executor, companyId: string): Promise<CompanyRef | undefined> =>
    (
      await ex
        .select(companyRef)
        .from(companies)
        .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(companies.id, companyId))
        .limit(1)
    )[0],

  /** Newest companies first; `q` matches part of the name, the RIF or the owner's e-mail. */
  async listCompanies(
    ex: Executor,
    filter: { q?: string } & Page,
  ): Promise<{ rows: CompanyOverview[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        or(ilike(companies.name, pattern), ilike(companies.rif, pattern), ilike(users.email, pattern)),
      );
    }
    const where = and(...conditions);
    const found = await ex
      .select({
        company: companies,
        ownerEmail: users.email,
        ownerName: sql<string>`trim(${users.name} || ' ' || ${users.surname})`,
        subscription: subscriptions,
        salons: sql<number>`(select count(*)::int from ${salons} s
          where s.company_id = ${companies.id} and s.deleted_at is null)`,
        pendingPayment: sql<boolean>`exists (select 1 from ${subscriptionPayments} p
          where p.company_id = ${companies.id} and p.status = 'pending')`,
      })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .leftJoin(subscriptions, eq(subscriptions.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(filter.limit)
      .offset(offsetOf(filter));
    const [totalRow] = await ex
      .select({ total: count() })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where);
    const rows = found.map((row) => ({
      ...row,
      salons: Number(row.salons),
      pendingPayment: row.pendingPayment === true || String(row.pendingPayment) === 't',
    }));
    return { rows, total: totalRow?.total ?? 0 };
  },

  /** Salons waiting for verification oldest first (the order they are worked through); decided ones after. */
  async listSalons(
    ex: Executor,
    filter: { status: SalonRow['statusProcess'] | 'all' } & Page,
  ): Promise<{ rows: SalonForReview[]; total: number }> {
    const where = and(
      sql`${salons.deletedAt} is null`,
      filter.status === 'all' ? undefined : eq(salons.statusProcess, filter.status),
    );
    const rows = await ex
      .select({ salon: salons, company: companyRef })
      .from(salons)
      .innerJoin(companies, eq(companies.id, salons.companyId))
      .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where)
      .orderBy(
        sql`(${salons.statusProcess} = 'requested') desc`,
        sql`case when ${salons.statusProcess} = 'requested' then ${salons.createdAt} end asc`,
        desc(salons.updatedAt),
        asc(salons.id),
      )
      .limit(filter.limit)
      .offset(offsetOf(filter));
    const [totalRow] = await ex.select({ total: count() }).from(salons).where(where);
    return { rows, total: totalRow?.total ?? 0 };
  },

  findSalonForReview: async (ex: Executor, salonId: string): Promise<SalonForReview | undefined> =>
    (
      await ex
        .select({ salon: salons, company: companyRef })
        .from(salons)
        .innerJoin(companies, eq(companies.id, salons.companyId))
        .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(salons.id, salonId))
        .limit(1)
    )[0],
};
