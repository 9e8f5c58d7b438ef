import type { Role } from './constants.js';

/**
 * What each role may do (docs/product.md "Roles and permissions"). The server enforces it on every call; the
 * web app reads the same table only to hide what a role cannot use. `own` permissions apply to the caller's
 * own appointments.
 */
const PERMISSIONS = [
  'company.manage',
  'billing.manage',
  'salon.create',
  'salon.delete',
  'salon.manage',
  'salon.read',
  'service.read',
  'service.manage',
  'employee.read',
  'employee.manage',
  'client.read',
  'client.manage',
  'appointment.all',
  'appointment.own',
  'appointment.ownStatus',
  /** Removing a recorded payment (taking one is part of changing the appointment). */
  'appointment.paymentDelete',
  'calendar.own',
  /** A private calendar feed of a whole salon; everyone with `calendar.own` may have their own. */
  'calendar.salonFeed',
  /** Entering the day's BCV rate for the company while the official one is not published. */
  'exchangeRate.enter',
  /** The daily cash close of a salon: its float, counts, cash taken out, and closing the day. */
  'cashClose.manage',
  /** Reopening a closed day, and changing a payment of a closed day (with a reason). */
  'cashClose.reopen',
  'eventLog.read',
  'report.read',
  'promotion.read',
  'promotion.manage',
  'review.read',
  'review.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGER: Permission[] = PERMISSIONS.filter(
  (permission) => !['company.manage', 'billing.manage', 'salon.create', 'salon.delete'].includes(permission),
);

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  secretary: [
    'salon.read',
    'cashClose.manage',
    'appointment.all',
    'appointment.own',
    'appointment.ownStatus',
    'calendar.own',
    'client.read',
    'client.manage',
    'service.read',
    'employee.read',
    'promotion.read',
    'review.read',
  ],
  intermediate: [
    'salon.read',
    'appointment.own',
    'appointment.ownStatus',
    'calendar.own',
    'client.read',
    'service.read',
    'promotion.read',
  ],
  basic: ['salon.read', 'appointment.ownStatus', 'calendar.own'],
};

export const can = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
