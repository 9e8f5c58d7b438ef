import { z } from 'zod';
import { MESSAGE_CHANNELS, WHATSAPP_STATUSES } from '../constants.js';

/** The client mails of an appointment: booked, changed, cancelled, and the reminder before the visit. */
export const APPOINTMENT_MAILS = ['confirmed', 'changed', 'cancelled', 'reminder', 'review_request'] as const;
export type AppointmentMail = (typeof APPOINTMENT_MAILS)[number];

/**
 * Where a notification stands: waiting for its time, being sent, sent, waiting to try again after a failure,
 * failed for good, or dropped (the visit moved or was cancelled before it went out).
 */
const NOTIFICATION_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed', 'cancelled'] as const;

const notificationWireSchema = z.object({
  _id: z.string(),
  mail: z.enum(APPOINTMENT_MAILS),
  state: z.enum(NOTIFICATION_STATES),
  /** When it is (or was) due: the reminder's planned time, or when a retry is next tried. */
  run_at: z.string(),
  /** When it was sent, failed for good or dropped. */
  done_at: z.string().nullable(),
  attempts: z.number(),
  /** Why the last try failed (the SMTP answer), while retrying or once failed. */
  error: z.string().nullable(),
  /** How it went: by e-mail, or by WhatsApp (then `whatsapp` says how far it got). */
  channel: z.enum(MESSAGE_CHANNELS),
  whatsapp: z
    .object({
      status: z.enum(WHATSAPP_STATUSES),
      /** WhatsApp's reason for a failure (code and text). */
      error: z.string().nullable(),
      /** A failed WhatsApp message went by e-mail instead. */
      fell_back_to_email: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
});
export type NotificationWire = z.infer<typeof notificationWireSchema>;

/**
 * `GET /appointment/{id}/notifications`: the list, and what "send by WhatsApp" opens: the latest mail's text
 * for the client's phone (`https://wa.me/<phone_digits>?text=<text>`), null without a phone.
 */
export const notificationListResponseSchema = z.object({
  data: z.array(notificationWireSchema),
  whatsapp: z.object({ phone_digits: z.string(), text: z.string(), url: z.string() }).nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
