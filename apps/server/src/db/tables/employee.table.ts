import { EMPLOYEE_ROLES, type ScheduleDay } from '@salon/core';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';
import { services } from './service.table.js';

/**
 * A person who works in a salon. `account_id` is their employee login, present while they have app access;
 * `schedule` holds their seven local wall-clock days, always inside the salon's opening hours.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    role: text('role', { enum: EMPLOYEE_ROLES }).notNull(),
    avatarPath: text('avatar_path'),
    schedule: jsonb('schedule').$type<ScheduleDay[]>().notNull(),
    activeInCalendar: boolean('active_in_calendar').notNull().default(true),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    deactivated: boolean('deactivated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'employees_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'employees_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    index('employees_salon_idx').on(table.companyId, table.salonId),
    uniqueIndex('employees_salon_email_uq').on(table.salonId, table.email, table.companyId),
    // The account first: sign-in finds an employee by its account alone.
    uniqueIndex('employees_account_uq').on(table.accountId, table.companyId),
  ],
);

/** Which services an employee performs. */
export const employeeServices = pgTable(
  'employee_services',
  {
    employeeId: uuid('employee_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    foreignKey({
      name: 'employee_services_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'employee_services_service_id_fk',
      columns: [table.companyId, table.serviceId],
      foreignColumns: [services.companyId, services.id],
    }).onDelete('cascade'),
    primaryKey({
      name: 'employee_services_pkey',
      columns: [table.employeeId, table.serviceId, table.companyId],
    }),
    index('employee_services_service_idx').on(table.serviceId),
  ],
);

/** Dates an employee does not work although their schedule says they would (the month view's toggles). */
export const employeeDaysOff = pgTable(
  'employee_days_off',
  {
    employeeId: uuid('employee_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'employee_days_off_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'employee_days_off_pkey', columns: [table.employeeId, table.day, table.companyId] }),
  ],
);

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployee = typeof employees.$inferInsert;
