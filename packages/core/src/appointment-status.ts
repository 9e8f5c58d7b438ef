import type { APPOINTMENT_STATUSES, Role } from './constants.js';
import { can } from './permissions.js';

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * docs/product.md "Appointment statuses and transitions": from each status, the statuses it may change to.
 */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['reserved', 'cancelled'],
  reserved: ['pending', 'done', 'no_show', 'cancelled'],
  no_show: ['done'],
  done: ['no_show'],
  cancelled: ['reserved'],
};

/** Statuses an appointment may only take once it has started. */
const STATUSES_AFTER_START: readonly AppointmentStatus[] = ['done', 'no_show'];

/**
 * Statuses of a visit still to happen: reminders go, the client may cancel or move it, deactivations cancel
 * it. Done, no-show and cancelled visits are history.
 */
export const LIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'reserved'];
export const isLiveStatus = (status: string): boolean =>
  (LIVE_STATUSES as readonly string[]).includes(status);

/** Statuses a new appointment may be created in. */
export const CREATE_STATUSES = ['reserved', 'pending'] as const;

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus): boolean =>
  APPOINTMENT_TRANSITIONS[from].includes(to);

/** Whether a role may change an appointment's status at all: every one of the salon's, or its own. */
export const canChangeAppointmentStatus = (role: Role): boolean =>
  can(role, 'appointment.all') || can(role, 'appointment.own') || can(role, 'appointment.ownStatus');

/** Why a change of status is refused, or null when it is allowed (the role is checked apart). */
export const statusChangeRefusal = (
  from: AppointmentStatus,
  to: AppointmentStatus,
  { start, now }: { start: Date | string; now: Date },
): 'APPOINTMENT_TRANSITION' | 'APPOINTMENT_NOT_STARTED' | null => {
  if (!canTransition(from, to)) return 'APPOINTMENT_TRANSITION';
  if (STATUSES_AFTER_START.includes(to) && new Date(start).getTime() > now.getTime()) {
    return 'APPOINTMENT_NOT_STARTED';
  }
  return null;
};

/**
 * The statuses an appointment may change to right now: the transitions from its status, less done and no-show
 * before it starts, and none for a role that may not change statuses. The server refuses exactly the others;
 * the web offers only these.
 */
export const allowedStatusTransitions = (
  status: AppointmentStatus,
  { start, now, role }: { start: Date | string; now: Date; role: Role },
): AppointmentStatus[] =>
  canChangeAppointmentStatus(role)
    ? APPOINTMENT_TRANSITIONS[status].filter((to) => statusChangeRefusal(status, to, { start, now }) === null)
    : [];
