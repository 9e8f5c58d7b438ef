import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the constraint on a value unique across companies was called before A claim that loses
 * reports it under that name (lib/shard-routes.ts), so the code that maps a taken slug or RIF to its user
 * error is unchanged.
 */
export const SHARD_ROUTE_CONSTRAINTS = {
  salon_slug: 'salons_slug_unique',
  visit_token: 'visit_tokens_pkey',
  calendar_feed: 'calendar_feeds_token_hash_unique',
  waitlist_offer: 'waitlist_offers_token_hash_unique',
  invoice_number: 'invoices_number_unique',
  paypal_subscription: 'subscriptions_paypal_subscription_id_unique',
  company_rif: 'companies_rif_unique',
  company_owner: 'companies_owner_account_id_unique',
  /** An employee's login: sign-in finds the employee on their company's shard. */
  employee_account: 'employees_account_uq',
  /** `method:reference_key` of a subscription payment not rejected: one bank transfer pays one company. */
  payment_reference: 'subscription_payments_reference_uq',
} as const;
export type ShardRouteKind = keyof typeof SHARD_ROUTE_CONSTRAINTS;

/**
 * The routing table: each value that must be unique across companies (a booking page's slug, a
 * visit or feed token, an invoice number, a PayPal subscription id, a company's RIF and owner, a reported
 * payment's reference), and the company
 * that holds it. The owning tables are distributed by company_id, where a unique index can only be unique per
 * company; this table, distributed by its own key under Citus, keeps the platform-wide rule. One table for
 * every kind rather than one per kind: the rows look alike, one claim function serves all, and a new kind
 * needs no migration. The route is written in the transaction that writes the owning row (lib/shard-routes.ts)
 * and it also answers "which company's shard holds this token" without a search of every shard.
 */
export const shardRoutes = pgTable(
  'shard_routes',
  {
    kind: text('kind', { enum: Object.keys(SHARD_ROUTE_CONSTRAINTS) as [ShardRouteKind] }).notNull(),
    key: text('key').notNull(),
    /** Data, not a foreign key: a routing table may not reference a distributed one. */
    companyId: uuid('company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'shard_routes_pkey', columns: [table.kind, table.key] }),
    index('shard_routes_company_idx').on(table.companyId),
  ],
);
