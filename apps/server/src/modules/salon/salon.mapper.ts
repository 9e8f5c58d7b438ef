import { withFormattedRif, type Language, type SalonWire, type ScheduleWire } from '@salon/core';
import type { FileStorage } from '../../lib/storage.js';
import { toCategoryWire } from '../category/index.js';
import type { CategoryRow } from '../../db/tables/category.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';

export interface SalonRelations {
  categories: CategoryRow[];
  schedule: ScheduleWire | null;
  /** The server can send WhatsApp messages (WHATSAPP_* set). */
  whatsappAvailable: boolean;
}

export function toSalonWire(
  row: SalonRow,
  relations: SalonRelations,
  language: Language,
  storage: FileStorage,
): SalonWire {
  return {
    _id: row.id,
    company: row.companyId,
    companies_id: row.companyId,
    title: row.title,
    description: row.description,
    categories: relations.categories.map((category) => toCategoryWire(category, language)),
    email: row.email,
    phone: row.phone,
    avatar: row.avatarPath ? storage.urlFor(row.avatarPath) : null,
    cover: row.coverPath ? storage.urlFor(row.coverPath) : null,
    use_penalty: row.usePenalty,
    cancels_allowed: row.cancelsAllowed,
    reminder_lead_hours: row.reminderLeadHours,
    cancel_notice_hours: row.cancelNoticeHours,
    slug: row.slug,
    online_booking: row.onlineBooking,
    online_approval: row.onlineApproval,
    booking_window_days: row.bookingWindowDays,
    booking_notice_minutes: row.bookingNoticeMinutes,
    waitlist_offer_minutes: row.waitlistOfferMinutes,
    // A RIF stored before it took its usual hyphens is shown with them.
    deposit: { ...row.depositSettings, pago_movil: withFormattedRif(row.depositSettings.pago_movil) },
    show_bolivares: row.showBolivares,
    whatsapp_available: relations.whatsappAvailable,
    whatsapp_enabled: row.whatsappEnabled,
    whatsapp_messages: row.whatsappMessages,
    address: {
      address: row.address,
      reference_point: row.referencePoint,
      additional_information: row.additionalInformation,
      place_id: row.placeId,
      city: row.city,
    },
    location: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    facebook: row.facebook,
    instagram: row.instagram,
    tiktok: row.tiktok,
    site: row.site,
    open_store: row.openStore,
    service_type: row.serviceType,
    service_area: row.serviceArea ?? null,
    status_process: row.statusProcess,
    status_salon: row.statusSalon,
    time_zone: row.timeZone,
    schedule: relations.schedule,
    created_at: row.createdAt.toISOString(),
  };
}
