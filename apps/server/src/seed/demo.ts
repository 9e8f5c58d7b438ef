import { DAY_NAMES, defaultScheduleDays, type ScheduleDay, type ServiceArea } from '@salon/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../lib/context.js';
import { hashPassword } from '../lib/crypto.js';
import type { Executor } from '../lib/db.js';
import { newId } from '../lib/ids.js';
import { countUsers, insertAccount, insertUser } from '../modules/user/index.js';
import { insertCompany } from '../modules/company/index.js';
import { recordEvent, salonRef } from '../modules/event-log/index.js';
import { insertGalleryImages } from '../modules/gallery/index.js';
import { freeSlugFor, insertSalon, setSalonCategories, updateSalon } from '../modules/salon/index.js';
import type { NewSalon } from '../db/tables/salon.table.js';
import { insertSchedule } from '../modules/schedule/index.js';
import { insertSubscription } from '../modules/subscription/index.js';
import { demoAvatar, demoCover, demoGalleryImage, demoLogo } from './demo-images.js';
import { insertDemoAppointments } from './demo-appointments.js';
import { insertDemoPromotions } from './demo-promotions.js';
import { insertDemoRates } from './demo-rates.js';
import { insertDemoReviews } from './demo-reviews.js';
import { DEMO_STAFF_LOGINS, demoStaffAvatars, insertDemoStaff } from './demo-staff.js';

/** The demo owner printed at start and named in the README. */
export const DEMO_OWNER = {
  email: 'demo@salon.test',
  password: 'Demo1234!',
  name: 'Daniela',
  surname: 'Demo',
} as const;

export const DEMO_COMPANY = { name: 'Belleza Carmesí C.A.', rif: 'J-40000000-1' } as const;

/** Same ids as the categories migration. */
const CATEGORY = {
  hair: '0193a000-0000-7000-8000-000000000001',
  nails: '0193a000-0000-7000-8000-000000000003',
  makeup: '0193a000-0000-7000-8000-000000000005',
  brows: '0193a000-0000-7000-8000-000000000006',
} as const;

const CARACAS: [number, number] = [-66.9036, 10.4806];

/** Monday to Saturday 09:00-19:00 with a 13:00-14:00 break; Sunday closed. */
const carmesiHours = (): ScheduleDay[] =>
  DAY_NAMES.map((day_name, id) => ({
    id,
    day_name,
    start_hour: '09:00',
    end_hour: '19:00',
    start_break_hour: '13:00',
    end_break_hour: '14:00',
    active: day_name !== 'Domingo',
    available: true,
  }));

const GALLERY = [
  { kind: 'portfolio', hue: 348, caption: 'Balayage' },
  { kind: 'portfolio', hue: 20, caption: 'Corte bob' },
  { kind: 'portfolio', hue: 300, caption: 'Uñas gel' },
  { kind: 'portfolio', hue: 200, caption: 'Maquillaje' },
  { kind: 'interior', hue: 35, caption: 'Recepción' },
  { kind: 'interior', hue: 160, caption: 'Lavacabezas' },
] as const;

type Actor = { companyId: string; accountId: string; actorName: string };

/** A salon with its categories, own schedule and a creation entry in the event log. */
async function insertDemoSalon(
  tx: Executor,
  actor: Actor,
  values: Omit<NewSalon, 'companyId' | 'slug'>,
  categoryIds: string[],
  days: ScheduleDay[],
) {
  const slug = await freeSlugFor(tx, values.title);
  const salon = await insertSalon(tx, { ...values, slug, companyId: actor.companyId });
  await setSalonCategories(tx, salon.id, actor.companyId, categoryIds);
  const schedule = await insertSchedule(tx, {
    id: newId(),
    companyId: actor.companyId,
    salonId: salon.id,
    title: salon.title,
    days,
  });
  await updateSalon(tx, salon.id, actor.companyId, { scheduleId: schedule.id });
  await recordEvent(tx, actor, {
    action: 'create',
    area: 'salon',
    entityId: salon.id,
    salon: salonRef(salon),
    details: { title: salon.title, service_type: salon.serviceType },
  });
  return salon;
}

/**
 * Seeds the demo data into an empty database (does nothing when any user exists): the owner, a company,
 * the salon "Estudio Carmesí" with hours, a gallery, services, staff and clients, and the freelancer
 * profile "Daniela a domicilio".
 * Images are written first and removed again if the transaction fails.
 */
export async function seedDemo(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  const ids = { company: newId(), carmesi: newId(), freelancer: newId() };
  const files = new Map<string, Buffer>([
    [`logos/${ids.company}/${newId()}.webp`, await demoLogo()],
    [`salons/${ids.carmesi}/avatar-${newId()}.webp`, await demoAvatar('EC')],
    [`salons/${ids.carmesi}/cover-${newId()}.webp`, await demoCover('Estudio Carmesí')],
    [`salons/${ids.freelancer}/avatar-${newId()}.webp`, await demoAvatar('DD', 280)],
    [`salons/${ids.freelancer}/cover-${newId()}.webp`, await demoCover('Daniela a domicilio', 280)],
  ]);
  const gallery: {
    id: string;
    kind: 'portfolio' | 'interior';
    path: string;
    thumbPath: string;
    width: number;
    height: number;
  }[] = [];
  for (const item of GALLERY) {
    const id = newId();
    const { image, thumbnail, width, height } = await demoGalleryImage(item.hue, item.caption);
    const path = `salons/${ids.carmesi}/gallery/${id}.webp`;
    const thumbPath = `salons/${ids.carmesi}/gallery/${id}-thumb.webp`;
    files.set(path, image).set(thumbPath, thumbnail);
    gallery.push({ id, kind: item.kind, path, thumbPath, width, height });
  }
  const [logoPath, carmesiAvatar, carmesiCover, freelancerAvatar, freelancerCover] = [...files.keys()];
  const staffAvatars = await demoStaffAvatars();
  for (const avatar of staffAvatars) files.set(avatar.path, avatar.bytes);
  for (const [key, bytes] of files) await ctx.storage.put(key, bytes);

  try {
    await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        id: newId(),
        email: DEMO_OWNER.email,
        passwordHash,
        name: DEMO_OWNER.name,
        surname: DEMO_OWNER.surname,
        phone: '+58 412 555 0101',
        language: 'es-ve',
      });
      const account = await insertAccount(tx, {
        id: newId(),
        userId: user.id,
        accountType: 'business',
      });
      const actor = {
        companyId: ids.company,
        accountId: account.id,
        actorName: `${DEMO_OWNER.name} ${DEMO_OWNER.surname}`,
      };
      await insertCompany(tx, {
        id: ids.company,
        ownerAccountId: account.id,
        name: DEMO_COMPANY.name,
        rif: DEMO_COMPANY.rif,
        phone: '+58 212 555 0100',
        email: 'contacto@carmesi.example',
        address: 'Av. Principal de Las Mercedes, Caracas',
        placeId: 'map:10.4806,-66.8573',
        locationType: 'Point',
        longitude: -66.8573,
        latitude: 10.4806,
        logoPath,
      });
      // The demo shows a salon and a freelancer profile side by side, which takes advanced_plan's 3 salons.
      await insertSubscription(tx, {
        id: newId(),
        companyId: ids.company,
        plan: 'advanced_plan',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
      });
      await recordEvent(tx, actor, {
        action: 'create',
        area: 'company',
        entityId: ids.company,
        details: { name: DEMO_COMPANY.name, rif: DEMO_COMPANY.rif },
      });

      const contact = { email: 'hola@carmesi.example', phone: '+58 212 555 0111', city: 'Caracas' };
      const carmesi = await insertDemoSalon(
        tx,
        actor,
        {
          id: ids.carmesi,
          serviceType: 'salon',
          title: 'Estudio Carmesí',
          description: 'Peluquería, uñas y maquillaje en Las Mercedes. Café de cortesía y estacionamiento.',
          ...contact,
          address: 'Calle París con Av. Río de Janeiro, Las Mercedes, Caracas',
          referencePoint: 'Frente a la plaza',
          placeId: 'map:10.4806,-66.8573',
          longitude: -66.8573,
          latitude: 10.4806,
          instagram: 'estudio.carmesi',
          site: 'https://carmesi.example',
          avatarPath: carmesiAvatar,
          coverPath: carmesiCover,
          statusProcess: 'approved',
        },
        [CATEGORY.hair, CATEGORY.nails, CATEGORY.makeup],
        carmesiHours(),
      );
      await insertGalleryImages(
        tx,
        gallery.map((image) => ({ ...image, companyId: ids.company, salonId: carmesi.id })),
      );
      const bookables = await insertDemoStaff(tx, actor, carmesi, carmesiHours(), staffAvatars, passwordHash);
      const now = new Date();
      const promotions = await insertDemoPromotions(tx, actor, carmesi, now);
      await insertDemoAppointments(tx, {
        companyId: ids.company,
        salonId: carmesi.id,
        timeZone: carmesi.timeZone,
        hours: carmesiHours(),
        bookables,
        promotions,
        now,
      });
      await insertDemoReviews(tx, {
        companyId: ids.company,
        salonId: carmesi.id,
        ownerAccountId: account.id,
        now,
      });
      await insertDemoRates(tx, now);
      for (const kind of ['portfolio', 'interior'] as const) {
        await recordEvent(tx, actor, {
          action: 'create',
          area: 'gallery',
          entityId: carmesi.id,
          salon: salonRef(carmesi),
          details: { kind, count: gallery.filter((image) => image.kind === kind).length },
        });
      }

      const area: ServiceArea = { mode: 'radius', base_location: CARACAS, radius_km: 8, travel_fee: 5 };
      await insertDemoSalon(
        tx,
        actor,
        {
          id: ids.freelancer,
          serviceType: 'freelancer',
          title: 'Daniela a domicilio',
          description: 'Maquillaje y cejas a domicilio en Caracas, para eventos y novias.',
          ...contact,
          address: 'Plaza Bolívar, Caracas',
          placeId: 'map:10.4806,-66.9036',
          longitude: CARACAS[0],
          latitude: CARACAS[1],
          serviceArea: area,
          avatarPath: freelancerAvatar,
          coverPath: freelancerCover,
        },
        [CATEGORY.makeup, CATEGORY.brows],
        defaultScheduleDays().map((day, index) => ({ ...day, active: index < 5 })),
      );
    });
  } catch (error) {
    for (const key of files.keys()) await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
  log.info(`Demo business owner created: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  for (const [role, login] of Object.entries(DEMO_STAFF_LOGINS)) {
    log.info(`Demo employee (${role}, Employee tab): ${login.email} / ${login.password}`);
  }
  return true;
}
