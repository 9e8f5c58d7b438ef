// Every table of the app, for Drizzle's relational queries and drizzle-kit.
export * from '../modules/account/account.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/otp/otp.table.js';
export * from '../modules/company/company.table.js';
export * from '../modules/subscription/subscription.table.js';
export * from '../modules/event-log/event-log.table.js';
export * from '../modules/category/category.table.js';
export * from '../modules/salon/salon.table.js';
export * from '../modules/schedule/schedule.table.js';
export * from '../modules/gallery/gallery.table.js';
export * from '../modules/service/service.table.js';
export * from '../modules/employee/employee.table.js';
export * from '../modules/client/client.table.js';
export * from '../modules/promotion/promotion.table.js';
export * from '../modules/appointment/appointment.table.js';
export * from '../modules/report/report.table.js';
export * from '../modules/billing/billing.table.js';
