import { eq } from 'drizzle-orm';
import {
  addDays,
  DAY_NAMES,
  instantOf,
  isoDate,
  type LocalDate,
  type ScheduleDay,
  weekdayIndex,
} from '@salon/core';
import { hashPassword } from '../../apps/server/src/lib/crypto.js';
import type { Executor } from '../../apps/server/src/lib/db.js';
import { newId } from '../../apps/server/src/lib/ids.js';
import { claimRoute } from '../../apps/server/src/lib/shard-routes.js';
import { accounts, users } from '../../apps/server/src/db/tables/account.table.js';
import { appointments, type NewAppointment } from '../../apps/server/src/db/tables/appointment.table.js';
import { issueToken } from '../../apps/server/src/lib/access-tokens.js';
import { clients, type NewClient } from '../../apps/server/src/db/tables/client.table.js';
import { companies } from '../../apps/server/src/db/tables/company.table.js';
import { employees, employeeServices } from '../../apps/server/src/db/tables/employee.table.js';
import { salons, schedules } from '../../apps/server/src/db/tables/salon.table.js';
import { serviceGroups, services } from '../../apps/server/src/db/tables/service.table.js';
import { subscriptions } from '../../apps/server/src/db/tables/subscription.table.js';

/**
 * A large salon for the benchmarks: 10 employees, 5,000 clients and 5,000 appointments over
 * three months, written straight to the tables in bulk. One week (`busyWeek`) holds 500 appointments so the
 * week view can be measured with that many.
 */
export const LARGE_SALON = {
  employees: 10,
  clients: 5_000,
  appointments: 5_000,
  busyWeekAppointments: 500,
  timeZone: 'America/Caracas',
} as const;

export interface LargeSalon {
  companyId: string;
  salonId: string;
  /** The public booking page's address: `/:langCode/book/<slug>`. */
  slug: string;
  serviceId: string;
  employeeIds: string[];
  token: string;
  hours: ScheduleDay[];
  /** Monday of the week with 500 appointments, and the first and last local dates of the three months. */
  busyWeek: string;
  from: string;
  to: string;
}

const HOURS: ScheduleDay[] = DAY_NAMES.map((day_name, id) => ({
  id,
  day_name,
  start_hour: '08:00',
  end_hour: '20:00',
  start_break_hour: '13:00',
  end_break_hour: '14:00',
  active: day_name !== 'Domingo',
  available: true,
}));

const DURATIONS = [30, 45, 60];
const STATUSES = ['done', 'reserved', 'pending', 'no_show', 'cancelled'] as const;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Back-to-back appointments for one employee on one day, from opening, skipping the break. */
function dayAppointments(date: LocalDate, count: number, offset: number) {
  const starts: { start: number; minutes: number }[] = [];
  let minute = 8 * 60 + (offset % 3) * 15;
  for (let i = 0; i < count; i++) {
    const minutes = DURATIONS[(i + offset) % DURATIONS.length]!;
    if (minute < 14 * 60 && minute + minutes > 13 * 60) minute = 14 * 60;
    if (minute + minutes > 20 * 60) break;
    starts.push({ start: minute, minutes });
    minute += minutes;
  }
  return starts.map(({ start, minutes }) => ({ date, start, minutes }));
}

/** `withAppointments: false` leaves the calendar empty for a bench that writes its own (bench/src/history.ts). */
export async function generateLargeSalon(
  db: Executor,
  today: LocalDate,
  options: { withAppointments?: boolean } = {},
): Promise<LargeSalon> {
  const passwordHash = await hashPassword('Bench1234!');
  const userId = newId();
  const accountId = newId();
  const companyId = newId();
  const salonId = newId();
  const scheduleId = newId();
  const groupId = newId();
  const slug = `salon-grande-${salonId.slice(-8)}`;
  await db.insert(users).values({
    id: userId,
    email: `bench.${userId}@bench.test`,
    passwordHash,
    name: 'Bench',
    surname: 'Owner',
  });
  await db.insert(accounts).values({ id: accountId, userId, accountType: 'business' });
  // Written straight to the tables: with the routes the repositories would write too.
  const rif = `J-${String(Date.now()).slice(-8)}-${Date.now() % 10}`;
  await claimRoute(db, 'company_owner', accountId, companyId);
  await claimRoute(db, 'company_rif', rif, companyId);
  await db.insert(companies).values({
    id: companyId,
    ownerAccountId: accountId,
    name: 'Bench C.A.',
    rif,
    phone: '+58 212 555 0000',
    email: 'bench@bench.test',
    address: 'Caracas',
    placeId: 'map:10.5,-66.9',
    locationType: 'Point',
    longitude: -66.9,
    latitude: 10.5,
  });
  await db.insert(subscriptions).values({
    id: newId(),
    companyId,
    plan: 'advanced_plan',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
  });
  await claimRoute(db, 'salon_slug', slug, companyId);
  await db.insert(salons).values({
    id: salonId,
    companyId,
    serviceType: 'salon',
    title: 'Salón Grande',
    slug,
    description: 'Un salón grande para medir.',
    email: 'grande@bench.test',
    phone: '+58 212 555 0001',
    address: 'Caracas',
    placeId: 'map:10.5,-66.9',
    longitude: -66.9,
    latitude: 10.5,
    statusProcess: 'approved',
    timeZone: LARGE_SALON.timeZone,
  });
  await db.insert(schedules).values({ id: scheduleId, companyId, salonId, title: 'Horario', days: HOURS });
  await db.update(salons).set({ scheduleId }).where(eq(salons.id, salonId));
  await db.insert(serviceGroups).values({ id: groupId, companyId, salonId, name: 'Cabello' });
  const serviceIds = DURATIONS.map(() => newId());
  await db.insert(services).values(
    DURATIONS.map((minutes, i) => ({
      id: serviceIds[i]!,
      companyId,
      salonId,
      groupId,
      name: `Servicio ${minutes} min`,
      regularPriceCents: 1000 + minutes * 20,
      durationMinutes: minutes,
      priceType: 'exact' as const,
    })),
  );
  const employeeIds = Array.from({ length: LARGE_SALON.employees }, () => newId());
  await db.insert(employees).values(
    employeeIds.map((id, i) => ({
      id,
      companyId,
      salonId,
      firstName: `Empleado${i + 1}`,
      lastName: 'Bench',
      email: `empleado${i + 1}@bench.test`,
      phone: '+58 412 555 0000',
      role: 'basic' as const,
      schedule: HOURS,
    })),
  );
  await db
    .insert(employeeServices)
    .values(
      employeeIds.flatMap((employeeId) =>
        serviceIds.map((serviceId) => ({ employeeId, serviceId, companyId })),
      ),
    );

  const clientRows: NewClient[] = Array.from({ length: LARGE_SALON.clients }, (_, i) => ({
    id: newId(),
    companyId,
    salonId,
    firstName: `Cliente${i + 1}`,
    lastName: 'Bench',
    email: `cliente${i + 1}@bench.test`,
    phone: `+58 414 ${String(1_000_000 + i).slice(-7)}`,
    phoneDigits: `58414${String(1_000_000 + i).slice(-7)}`,
  }));
  await insertChunked(clientRows, (chunk) => db.insert(clients).values(chunk));

  // Three months: the month before today's, today's, the next; the busy week is the one holding today.
  const from: LocalDate = { year: today.year, month: today.month, day: 1 };
  const first = addDays(from, -28);
  const busyWeek = addDays(today, -weekdayIndex(today));
  const days = Array.from({ length: 91 }, (_, i) => addDays(first, i)).filter(
    (date) => weekdayIndex(date) < 6,
  );
  const busyKeys = new Set(Array.from({ length: 6 }, (_, i) => isoDate(addDays(busyWeek, i))));
  const otherDays = days.filter((date) => !busyKeys.has(isoDate(date)));
  const perBusyDay = Math.ceil(LARGE_SALON.busyWeekAppointments / 6 / LARGE_SALON.employees);
  const rest = LARGE_SALON.appointments - LARGE_SALON.busyWeekAppointments;
  const perOtherDay = rest / otherDays.length / LARGE_SALON.employees;

  const planned: { date: LocalDate; start: number; minutes: number; employee: number }[] = [];
  let busyCount = 0;
  for (const date of days) {
    const busy = busyKeys.has(isoDate(date));
    for (let e = 0; e < LARGE_SALON.employees; e++) {
      const count = busy ? perBusyDay : Math.floor(perOtherDay + ((e + date.day) % 2) * 0.99);
      for (const item of dayAppointments(date, count, e + date.day)) {
        if (busy && busyCount >= LARGE_SALON.busyWeekAppointments) break;
        if (busy) busyCount++;
        planned.push({ ...item, employee: e });
      }
    }
  }
  const rows: NewAppointment[] = planned.slice(0, LARGE_SALON.appointments).map((item, i) => {
    const start = instantOf(item.date, item.start, LARGE_SALON.timeZone)!;
    return {
      id: newId(),
      companyId,
      salonId,
      clientId: clientRows[i % clientRows.length]!.id,
      employeeId: employeeIds[item.employee]!,
      serviceId: serviceIds[DURATIONS.indexOf(item.minutes)]!,
      startsAt: start,
      endsAt: new Date(start.getTime() + item.minutes * 60_000),
      status: STATUSES[i % STATUSES.length]!,
      priceCents: 1000 + item.minutes * 20,
    };
  });
  if (options.withAppointments !== false) {
    await insertChunked(rows, (chunk) => db.insert(appointments).values(chunk));
  }
  return {
    companyId,
    salonId,
    slug,
    serviceId: serviceIds[1]!,
    employeeIds,
    token: await issueToken(db, accountId),
    hours: HOURS,
    busyWeek: isoDate(busyWeek),
    from: isoDate(first),
    to: isoDate(addDays(first, 90)),
  };
}
