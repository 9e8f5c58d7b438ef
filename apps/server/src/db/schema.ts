// Every table of the app, for Drizzle's relational queries and drizzle-kit.
// Shard-ready: a table holding one company's data keys, uniques and references by company_id first,
// so Citus can distribute it by company; src/db/__tests__/shard-ready-schema.test.ts classifies every table.
export * from './tables/account.table.js';
export * from './tables/auth.table.js';
export * from './tables/otp.table.js';
export * from './tables/company.table.js';
export * from './tables/subscription.table.js';
export * from './tables/event-log.table.js';
export * from './tables/category.table.js';
export * from './tables/salon.table.js';
export * from './tables/salon-closure.table.js';
export * from './tables/cash-close.table.js';
export * from './tables/commission.table.js';
export * from './tables/gallery.table.js';
export * from './tables/service.table.js';
export * from './tables/employee.table.js';
export * from './tables/client.table.js';
export * from './tables/promotion.table.js';
export * from './tables/appointment.table.js';
export * from './tables/appointment-payment.table.js';
export * from './tables/report.table.js';
export * from './tables/billing.table.js';
export * from './tables/admin.table.js';
export * from './tables/exchange-rate.table.js';
export * from './tables/review.table.js';
export * from './tables/job.table.js';
export * from './tables/visit.table.js';
export * from './tables/whatsapp-message.table.js';
export * from './tables/calendar-feed.table.js';
export * from './tables/waitlist.table.js';
export * from './tables/deposit.table.js';
export * from './tables/rate-limit.table.js';
export * from './tables/shard-route.table.js';
