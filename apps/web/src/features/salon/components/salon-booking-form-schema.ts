import { updateSalonBodySchema, type SalonWire } from '@salon/core';
import type { z } from 'zod';
import { depositFormOf, depositFormSchema } from './salon-deposit-form-schema';

/** The salon settings the "Booking & clients" tab edits, validated by the server's own rules. */
export const bookingSettingsSchema = updateSalonBodySchema
  .pick({
    online_booking: true,
    online_approval: true,
    slug: true,
    booking_window_days: true,
    booking_notice_minutes: true,
    waitlist_offer_minutes: true,
    reminder_lead_hours: true,
    use_penalty: true,
    cancel_notice_hours: true,
    cancels_allowed: true,
    show_bolivares: true,
    whatsapp_enabled: true,
    whatsapp_messages: true,
  })
  .required()
  // Deposits: the form's own shape, sent as the `deposit` JSON field.
  .extend({ deposit: depositFormSchema });

export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
export type BookingSettingsValues = z.output<typeof bookingSettingsSchema>;
export const BOOKING_SETTINGS_FIELDS = Object.keys(
  bookingSettingsSchema.shape,
) as (keyof BookingSettingsValues)[];

/** Selects hold strings; "off" stands for no reminders. */
export const bookingSettingsOf = (salon: SalonWire): BookingSettingsInput => ({
  online_booking: salon.online_booking === 1,
  online_approval: salon.online_approval === 1,
  slug: salon.slug,
  booking_window_days: String(salon.booking_window_days),
  booking_notice_minutes: String(salon.booking_notice_minutes),
  waitlist_offer_minutes: String(salon.waitlist_offer_minutes),
  reminder_lead_hours: salon.reminder_lead_hours === null ? 'off' : String(salon.reminder_lead_hours),
  use_penalty: salon.use_penalty === 1,
  cancel_notice_hours: String(salon.cancel_notice_hours),
  cancels_allowed: String(salon.cancels_allowed),
  show_bolivares: salon.show_bolivares,
  whatsapp_enabled: salon.whatsapp_enabled,
  whatsapp_messages: salon.whatsapp_messages,
  deposit: depositFormOf(salon.deposit),
});

/** The fields whose parsed value differs from the salon's, ready for PUT /salon. */
export function changedSettings(
  salon: SalonWire,
  values: BookingSettingsValues,
): Partial<BookingSettingsValues> {
  const saved = bookingSettingsOf(salon);
  return Object.fromEntries(
    BOOKING_SETTINGS_FIELDS.filter((name) => {
      // A saved value today's rules refuse (a pago móvil bank typed before the list of banks) is changed by
      // any valid one.
      const before = bookingSettingsSchema.shape[name].safeParse(saved[name]);
      // The WhatsApp messages are a list: compared by what they hold.
      return !before.success || JSON.stringify(values[name]) !== JSON.stringify(before.data);
    }).map((name) => [name, values[name]]),
  ) as Partial<BookingSettingsValues>;
}
