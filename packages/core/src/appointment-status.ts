import type { APPOINTMENT_STATUSES } from './constants.js';

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** DECISIONS.md "Appointment status transitions": from each status, the statuses it may change to. */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['reserved', 'cancelled'],
  reserved: ['pending', 'done', 'no_show', 'cancelled'],
  no_show: ['done'],
  done: ['no_show'],
  cancelled: ['reserved'],
};

/** Statuses an appointment may only take once it has started. */
export const STATUSES_AFTER_START: readonly AppointmentStatus[] = ['done', 'no_show'];

/** Statuses a new appointment may be created in. */
export const CREATE_STATUSES = ['reserved', 'pending'] as const;

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus): boolean =>
  APPOINTMENT_TRANSITIONS[from].includes(to);

/** A cancelled appointment frees its time: only the others take part in overlap checks. */
export const holdsTime = (status: AppointmentStatus): boolean => status !== 'cancelled';
