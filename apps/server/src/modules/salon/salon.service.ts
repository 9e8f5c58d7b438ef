import {
  defaultScheduleDays,
  serviceAreaCovers,
  type createSalonBodySchema,
  type FieldError,
  type Language,
  type SalonWire,
  type serviceAreaCheckQuerySchema,
  type updateSalonBodySchema,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation, pgErrorConstraint } from '../../lib/pg-errors.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requireOwner,
  requirePermission,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { findCategoriesByIds } from '../category/index.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import {
  findSchedule,
  findSchedules,
  insertSchedule,
  normaliseDays,
  toScheduleWire,
} from '../schedule/index.js';
import { subscriptionService } from '../subscription/index.js';
import { removeFiles, storeSalonImages, type SalonImages } from './salon.files.js';
import { toSalonWire } from './salon.mapper.js';
import { salonRepository } from './salon.repository.js';
import { freeSlugFor } from './salon-slug.js';
import type { NewSalon, SalonRow } from '../../db/tables/salon.table.js';
import { mailVerification } from './salon-verification.service.js';

type CreateInput = z.output<typeof createSalonBodySchema>;
type UpdateInput = z.output<typeof updateSalonBodySchema>;
type ListStatus = 'all' | SalonRow['statusSalon'];

const SOCIAL = ['facebook', 'instagram', 'tiktok', 'site'] as const;
const STATUS_FIELDS = new Set(['statusSalon', 'openStore']);

const fieldError = (field: string, code: string, message: string): FieldError => ({ field, code, message });
const invalid = (details: FieldError[]) => new AppError('VALIDATION_FAILED', details);
const slugTakenError = () =>
  invalid([fieldError('slug', 'validation.salon.slugTaken', 'Another salon already uses this address')]);

/** Every category id must exist; an unknown one is the client's mistake on the `categories` field. */
async function assertCategories(ex: Executor, ids: readonly string[]): Promise<void> {
  const found = await findCategoriesByIds(ex, [...new Set(ids)]);
  if (found.length !== new Set(ids).size) {
    throw invalid([fieldError('categories', 'validation.salon.categories', 'Choose at least one category')]);
  }
}

/** Opening hours and appointments are read in this zone, so it must be one the runtime knows. */
function assertTimeZone(timeZone: string | undefined): void {
  if (!timeZone) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw invalid([fieldError('time_zone', 'validation.invalid', 'Unknown time zone')]);
  }
}

async function assertOwnSchedule(ex: Executor, id: string, companyId: string): Promise<void> {
  if (!(await findSchedule(ex, id, companyId))) {
    throw invalid([fieldError('schedule', 'validation.id', 'Not a valid id')]);
  }
}

/** The columns an input (create or update) sets; absent fields stay out of the patch. */
function columnsOf(input: UpdateInput, rawKeys: ReadonlySet<string>): Partial<NewSalon> {
  const patch: Partial<NewSalon> = {
    title: input.title,
    description: input.description,
    email: input.email,
    phone: input.phone,
    usePenalty: input.use_penalty === undefined ? undefined : Number(input.use_penalty),
    cancelsAllowed: input.cancels_allowed,
    cancelNoticeHours: input.cancel_notice_hours,
    reminderLeadHours: input.reminder_lead_hours,
    onlineBooking: input.online_booking === undefined ? undefined : Number(input.online_booking),
    onlineApproval: input.online_approval === undefined ? undefined : Number(input.online_approval),
    bookingWindowDays: input.booking_window_days,
    bookingNoticeMinutes: input.booking_notice_minutes,
    waitlistOfferMinutes: input.waitlist_offer_minutes,
    depositSettings: input.deposit,
    showBolivares: input.show_bolivares,
    whatsappEnabled: input.whatsapp_enabled,
    whatsappMessages: input.whatsapp_messages,
    slug: input.slug,
    timeZone: input.time_zone || undefined,
    statusSalon: input.status_salon,
    openStore: input.open_store,
    serviceArea: input.service_area,
    scheduleId: input.schedule,
  };
  if (input.address) {
    Object.assign(patch, {
      address: input.address.address,
      referencePoint: input.address.reference_point,
      additionalInformation: input.address.additional_information,
      placeId: input.address.place_id,
      city: input.address.city,
      longitude: input.address.coordinates[0],
      latitude: input.address.coordinates[1],
    });
  }
  // A link sent empty clears it; a link not sent at all is left as it is.
  for (const key of SOCIAL) {
    if (input[key] !== undefined) patch[key] = input[key];
    else if (rawKeys.has(key)) patch[key] = null;
  }
  for (const key of Object.keys(patch) as (keyof NewSalon)[]) if (patch[key] === undefined) delete patch[key];
  return patch;
}

/** Salon rows with their categories and schedules, as the wire shows them. */
async function toWires(
  ctx: AppContext,
  ex: Executor,
  rows: SalonRow[],
  companyId: string,
  language: Language,
): Promise<SalonWire[]> {
  const categoriesBySalon = await salonRepository.categoriesOf(
    ex,
    rows.map((row) => row.id),
    companyId,
  );
  const scheduleIds = rows.map((row) => row.scheduleId).filter((id): id is string => !!id);
  const schedules = new Map(
    (await findSchedules(ex, scheduleIds, companyId)).map((s) => [s.id, toScheduleWire(s)]),
  );
  return rows.map((row) =>
    toSalonWire(
      row,
      {
        categories: categoriesBySalon.get(row.id) ?? [],
        schedule: (row.scheduleId && schedules.get(row.scheduleId)) || null,
        whatsappAvailable: !!ctx.whatsapp,
      },
      language,
      ctx.storage,
    ),
  );
}

/** A live salon of the caller's company that the caller may see (an employee sees only their own). */
async function findOwnOrThrow(ex: Executor, id: string, tenant: TenantAuth): Promise<SalonRow> {
  const row = inSalonScope(tenant, id) ? await liveSalons.find(ex, id, tenant.companyId) : undefined;
  if (!row) throw new AppError('SALON_NOT_FOUND');
  return row;
}

async function assertSalonLimit(ex: Executor, companyId: string): Promise<void> {
  const { salons } = await subscriptionService.featuresOf(ex, companyId);
  if ((await salonRepository.countLive(ex, companyId)) >= salons) throw new AppError('PLAN_LIMIT_SALONS');
}

export const salonService = {
  /** One live salon as the wire shows it, for callers that already know it is theirs (an employee login). */
  async wireOf(
    ctx: AppContext,
    companyId: string,
    id: string,
    language: Language,
  ): Promise<SalonWire | null> {
    const row = await liveSalons.find(ctx.db, id, companyId);
    if (!row) return null;
    const [wire] = await toWires(ctx, ctx.db, [row], companyId, language);
    return wire ?? null;
  },

  /**
   * Creates a salon with its images, categories and opening hours, all or nothing: the images are written
   * first and removed if the transaction fails. Verification starts at once (status_process requested).
   */
  async create(
    ctx: AppContext,
    auth: AuthContext,
    input: CreateInput,
    images: SalonImages,
    language: Language,
  ): Promise<SalonWire> {
    requireOwner(auth);
    const tenant = requireCompany(auth);
    assertTimeZone(input.time_zone);
    await assertCategories(ctx.db, input.categories);
    if (input.schedule) await assertOwnSchedule(ctx.db, input.schedule, tenant.companyId);
    // Checked before the images are processed, and again under the company lock inside the transaction.
    await assertSalonLimit(ctx.db, tenant.companyId);
    const id = newId();
    const stored = await storeSalonImages(ctx, id, images);
    try {
      const row = await ctx.db.transaction(async (tx) => {
        await salonRepository.lockCompany(tx, tenant.companyId);
        await assertSalonLimit(tx, tenant.companyId);
        const columns = columnsOf({ ...input, schedule: undefined }, new Set());
        let salon = await salonRepository.insert(tx, {
          ...(columns as NewSalon),
          id,
          slug: await freeSlugFor(tx, input.title),
          companyId: tenant.companyId,
          serviceType: input.service_type,
          // Only a freelancer travels; a salon's area would never be read.
          serviceArea: input.service_type === 'freelancer' ? input.service_area : null,
          avatarPath: stored.avatarPath,
          coverPath: stored.coverPath,
        });
        await salonRepository.setCategories(tx, id, tenant.companyId, input.categories);
        let scheduleId = input.schedule;
        if (!scheduleId) {
          const schedule = await insertSchedule(tx, {
            id: newId(),
            companyId: tenant.companyId,
            salonId: id,
            title: salon.title,
            days: normaliseDays(input.days ?? defaultScheduleDays()),
          });
          scheduleId = schedule.id;
        }
        salon = await salonRepository.update(tx, id, tenant.companyId, { scheduleId });
        await recordEvent(tx, tenant, {
          action: 'create',
          area: 'salon',
          entityId: id,
          salon: salonRef(salon),
          details: { title: salon.title, service_type: salon.serviceType },
        });
        return salon;
      });
      await mailVerification(ctx, row, 'salonVerificationRequested').catch((error: unknown) => {
        // The salon exists either way; a mail outage must not turn its creation into an error.
        console.error('verification mail failed', error);
      });
      const [wire] = await toWires(ctx, ctx.db, [row], tenant.companyId, language);
      return wire!;
    } catch (error) {
      await removeFiles(ctx, stored.keys);
      throw error;
    }
  },

  async listOwn(ctx: AppContext, auth: AuthContext, status: ListStatus, language: Language) {
    const tenant = requireCompany(auth);
    const rows = await salonRepository.listLive(
      ctx.db,
      tenant.companyId,
      status === 'all' ? undefined : status,
    );
    // An employee's list holds their own salon only.
    const visible = rows.filter((row) => inSalonScope(tenant, row.id));
    return toWires(ctx, ctx.db, visible, tenant.companyId, language);
  },

  /** Only the caller's own company: any other id answers 404, whether it exists or not. */
  async listByCompany(ctx: AppContext, auth: AuthContext, companyId: string, language: Language) {
    if (!auth.companyId || auth.companyId !== companyId) throw new AppError('NOT_FOUND');
    return this.listOwn(ctx, auth, 'all', language);
  },

  async getOwn(ctx: AppContext, auth: AuthContext, id: string, language: Language): Promise<SalonWire> {
    const tenant = requireCompany(auth);
    const row = await findOwnOrThrow(ctx.db, id, tenant);
    const [wire] = await toWires(ctx, ctx.db, [row], tenant.companyId, language);
    return wire!;
  },

  /**
   * Partial update. New images replace the old ones (the old files go once the change is committed);
   * status and open/closed changes are logged as `status_change`, the rest as `update`.
   */
  async update(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    input: UpdateInput,
    rawKeys: ReadonlySet<string>,
    images: SalonImages,
    language: Language,
  ): Promise<SalonWire> {
    requirePermission(auth, 'salon.manage');
    const tenant = requireCompany(auth);
    const current = await findOwnOrThrow(ctx.db, id, tenant);
    assertTimeZone(input.time_zone);
    if (input.categories) await assertCategories(ctx.db, input.categories);
    if (input.schedule) await assertOwnSchedule(ctx.db, input.schedule, tenant.companyId);
    if (input.service_area && current.serviceType !== 'freelancer') {
      throw invalid([
        fieldError('service_area', 'validation.invalid', 'Only a freelancer profile has a service area'),
      ]);
    }
    const stored = await storeSalonImages(ctx, id, images);
    let replaced: (string | null)[] = [];
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const before = await salonRepository.findLiveForUpdate(tx, id, tenant.companyId);
        if (!before) throw new AppError('SALON_NOT_FOUND');
        const patch = columnsOf(input, rawKeys);
        if (patch.slug === before.slug) delete patch.slug;
        else if (patch.slug && (await salonRepository.slugTaken(tx, patch.slug, id))) throw slugTakenError();
        if (stored.avatarPath) patch.avatarPath = stored.avatarPath;
        if (stored.coverPath) patch.coverPath = stored.coverPath;
        const after = await salonRepository.update(tx, id, tenant.companyId, patch);
        const changes: Record<string, unknown> = changedFields(before, patch);
        if (input.categories) {
          const previous =
            (await salonRepository.categoriesOf(tx, [id], tenant.companyId)).get(id)?.map((c) => c.id) ?? [];
          await salonRepository.setCategories(tx, id, tenant.companyId, input.categories);
          if (JSON.stringify(previous.sort()) !== JSON.stringify([...new Set(input.categories)].sort())) {
            changes.categories = { from: previous, to: input.categories };
          }
        }
        const salon = salonRef(after);
        const statusChanges = Object.fromEntries(
          Object.entries(changes).filter(([k]) => STATUS_FIELDS.has(k)),
        );
        const otherChanges = Object.fromEntries(
          Object.entries(changes).filter(([k]) => !STATUS_FIELDS.has(k)),
        );
        if (Object.keys(statusChanges).length > 0) {
          await recordEvent(tx, tenant, {
            action: 'status_change',
            area: 'salon',
            entityId: id,
            salon,
            details: statusChanges,
          });
        }
        if (Object.keys(otherChanges).length > 0) {
          await recordEvent(tx, tenant, {
            action: 'update',
            area: 'salon',
            entityId: id,
            salon,
            details: otherChanges,
          });
        }
        replaced = [stored.avatarPath ? before.avatarPath : null, stored.coverPath ? before.coverPath : null];
        return after;
      });
      await removeFiles(ctx, replaced);
      const [wire] = await toWires(ctx, ctx.db, [row], tenant.companyId, language);
      return wire!;
    } catch (error) {
      await removeFiles(ctx, stored.keys);
      // Two salons claiming one free slug at once: the unique index lets one through.
      if (isUniqueViolation(error) && pgErrorConstraint(error) === 'salons_slug_unique')
        throw slugTakenError();
      throw error;
    }
  },

  /** Soft delete: the salon disappears from every list but history (event log, later appointments) keeps it. */
  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    requireOwner(auth);
    const tenant = requireCompany(auth);
    await ctx.db.transaction(async (tx) => {
      const row = await salonRepository.findLiveForUpdate(tx, id, tenant.companyId);
      if (!row) throw new AppError('SALON_NOT_FOUND');
      await salonRepository.update(tx, id, tenant.companyId, { deletedAt: new Date() });
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'salon',
        entityId: id,
        salon: salonRef(row),
        details: { title: row.title },
      });
    });
  },

  /** Whether a client's address is inside a freelancer's service area, and the travel fee it costs. */
  async checkServiceArea(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    query: z.output<typeof serviceAreaCheckQuerySchema>,
  ): Promise<{ inside: boolean; travel_fee: number }> {
    const tenant = requireCompany(auth);
    const row = await findOwnOrThrow(ctx.db, id, tenant);
    if (row.serviceType !== 'freelancer' || !row.serviceArea) throw new AppError('BAD_REQUEST');
    return serviceAreaCovers(row.serviceArea, { coordinates: [query.lng, query.lat], city: query.city });
  },
};
