import {
  whatsappUrl,
  type BookingClosedReason,
  type Language,
  type PublicSalonWire,
  type ScheduleDay,
  type ServicePrice,
  toDollars,
} from '@salon/core';
import type { FileStorage } from '../../lib/storage.js';
import { toCategoryWire } from '../category/index.js';
import type { ReviewView } from '../review/index.js';
import type { CategoryRow } from '../../db/tables/category.table.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';

export interface PublicSalonFacts {
  salon: SalonRow;
  language: Language;
  storage: FileStorage;
  reason: BookingClosedReason | null;
  categories: CategoryRow[];
  days: ScheduleDay[] | null;
  services: { service: ServiceRow; group: { id: string; name: string } }[];
  promotions: Map<string, { price: ServicePrice; end: string }>;
  staff: { employee: EmployeeRow; serviceIds: Set<string> }[];
  gallery: { id: string; path: string }[];
  rating: { average: number | null; count: number };
  reviews: ReviewView[];
  /** The server can send WhatsApp messages (WHATSAPP_* set). */
  whatsappAvailable: boolean;
  /** The day's rate when the salon shows bolívares (and one was published). */
  bolivares: { rate: number; date: string } | null;
}

/** "Ana P." — a client's public name under a review that is not anonymous. */
const publicName = (firstName: string, lastName: string) =>
  `${firstName} ${lastName ? `${lastName.slice(0, 1).toUpperCase()}.` : ''}`.trim();

/** The page as a client sees it: no internal notes, ids of what can be booked, first names of the staff. */
export function toPublicSalonWire(facts: PublicSalonFacts): PublicSalonWire {
  const { salon, storage } = facts;
  const offered = new Set(facts.services.map((row) => row.service.id));
  const groups = new Map<string, PublicSalonWire['groups'][number]>();
  for (const { service, group } of facts.services) {
    const promotion = facts.promotions.get(service.id);
    const priceCents = promotion?.price.priceCents ?? service.discountPriceCents ?? service.regularPriceCents;
    const entry = groups.get(group.id) ?? { _id: group.id, name: group.name, services: [] };
    entry.services.push({
      _id: service.id,
      name: service.name,
      description: service.description,
      duration: service.durationMinutes,
      price: toDollars(priceCents),
      regular_price: toDollars(service.regularPriceCents),
      promotion: promotion?.price.promotion
        ? { title: promotion.price.promotion.title, end: promotion.end }
        : null,
      price_type: service.priceType,
    });
    groups.set(group.id, entry);
  }
  return {
    slug: salon.slug,
    name: salon.title,
    description: salon.description,
    avatar: salon.avatarPath ? storage.urlFor(salon.avatarPath) : null,
    cover: salon.coverPath ? storage.urlFor(salon.coverPath) : null,
    categories: facts.categories.map((row) => {
      const { slug, name } = toCategoryWire(row, facts.language);
      return { slug, name };
    }),
    service_type: salon.serviceType,
    // A freelancer's base is where they live: only the city is public.
    address: {
      address: salon.serviceType === 'freelancer' ? '' : salon.address,
      reference_point: salon.serviceType === 'freelancer' ? '' : salon.referencePoint,
      city: salon.city,
    },
    location: [salon.longitude, salon.latitude],
    service_area: salon.serviceType === 'freelancer' ? (salon.serviceArea ?? null) : null,
    contact: { phone: salon.phone, whatsapp_url: whatsappUrl(salon.phone), email: salon.email },
    social: { instagram: salon.instagram, facebook: salon.facebook, tiktok: salon.tiktok, site: salon.site },
    time_zone: salon.timeZone,
    bolivares: facts.bolivares,
    hours: (facts.days ?? []).map((day, index) => ({
      day: index,
      open: day.active && day.available !== false,
      start: day.start_hour,
      end: day.end_hour,
      break_start: day.start_break_hour ?? null,
      break_end: day.end_break_hour ?? null,
    })),
    gallery: facts.gallery.map((image) => ({ _id: image.id, url: storage.urlFor(image.path) })),
    rating: facts.rating,
    reviews: facts.reviews.map(({ review, client, service }) => ({
      _id: review.id,
      stars: review.stars,
      comment: review.comment,
      author: review.anonymous ? null : publicName(client.firstName, client.lastName),
      created_at: review.createdAt.toISOString(),
      service: service.name,
      reply: review.reply,
    })),
    groups: [...groups.values()],
    employees: facts.staff
      .map(({ employee, serviceIds }) => ({
        _id: employee.id,
        name: employee.firstName,
        avatar: employee.avatarPath ? storage.urlFor(employee.avatarPath) : null,
        service_ids: [...serviceIds].filter((id) => offered.has(id)),
      }))
      .filter((employee) => employee.service_ids.length > 0),
    booking: {
      open: facts.reason === null,
      reason: facts.reason,
      approval: salon.onlineApproval === 1,
      window_days: salon.bookingWindowDays,
      notice_minutes: salon.bookingNoticeMinutes,
      whatsapp: facts.whatsappAvailable && salon.whatsappEnabled && salon.whatsappMessages.length > 0,
    },
  };
}
