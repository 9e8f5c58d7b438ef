import type { TableKind } from './shard-rules.js';

/**
 * Every table of the schema, by how Citus would hold it. A new table must be added here: the test
 * fails on a table it does not know.
 */
export const SHARD_TABLES: Record<string, TableKind> = {
  // One company's data, distributed by company_id (companies by its own id): a company's rows share a shard.
  companies: 'distributed',
  subscriptions: 'distributed',
  subscription_payments: 'distributed',
  invoices: 'distributed',
  event_log: 'distributed',
  event_log_counts: 'distributed',
  salons: 'distributed',
  salon_calendar_versions: 'distributed',
  salon_categories: 'distributed',
  salon_images: 'distributed',
  schedules: 'distributed',
  salon_closures: 'distributed',
  service_groups: 'distributed',
  services: 'distributed',
  employees: 'distributed',
  employee_services: 'distributed',
  employee_days_off: 'distributed',
  clients: 'distributed',
  client_counts: 'distributed',
  client_stats: 'distributed',
  promotions: 'distributed',
  promotion_services: 'distributed',
  appointments: 'distributed',
  appointment_counts: 'distributed',
  appointment_daily_totals: 'distributed',
  appointment_payments: 'distributed',
  appointment_deposits: 'distributed',
  cash_closes: 'distributed',
  cash_movements: 'distributed',
  cash_adjustments: 'distributed',
  commission_plans: 'distributed',
  commission_settings: 'distributed',
  reviews: 'distributed',
  visit_tokens: 'distributed',
  calendar_feeds: 'distributed',
  waitlist_entries: 'distributed',
  waitlist_offers: 'distributed',
  company_exchange_rates: 'distributed',
  // Sent to one company's client about one appointment; its job id is data (jobs are local).
  whatsapp_messages: 'distributed',

  // Shared by every company, small, rarely written: copied to every node.
  plans: 'reference',
  categories: 'reference',
  exchange_rates: 'reference',
  platform_payees: 'reference',
  platform_admins: 'reference',
  // Identity: sign-in reads them before any company is known, and companies, employees and appointments
  // reference accounts.
  users: 'reference',
  accounts: 'reference',

  // Values unique across companies (slugs, tokens, invoice numbers, PayPal ids, RIFs), each with its company.
  shard_routes: 'routing',

  // The platform's own machinery, on the coordinator only.
  // The queue claims due rows across companies with FOR UPDATE SKIP LOCKED, which Citus does not run across
  // shards; its company and appointment ids are data.
  jobs: 'local',
  // Sign-in tokens and one-time codes: written on every sign-in, keyed by hashes no company owns.
  access_tokens: 'local',
  otp_codes: 'local',
  // Rate limits of anonymous callers, by IP or e-mail.
  auth_attempts: 'local',
  public_read_counts: 'local',
  // The platform admins' sessions and audit log: no company's data.
  admin_sessions: 'local',
  admin_audit_log: 'local',
  // PayPal webhook deliveries, deduplicated before the company is known.
  paypal_events: 'local',
  // The one gapless invoice counter of the platform, locked by every invoice.
  invoice_counter: 'local',
};
