import { expect, type Locator, type Page } from '@playwright/test';
import { companyAndSalonViaApi } from './business';
import { PNG_1PX } from './company';
import { registerOwnerViaApi, uniqueEmail } from './fixtures';

const DAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** Schedule days Monday first, every day 09:00–19:00 (so any coming day can be booked). */
export const allWeekDays = () =>
  DAY_NAMES.map((day_name, id) => ({
    id,
    day_name,
    start_hour: '09:00',
    end_hour: '19:00',
    start_break_hour: null,
    end_break_hour: null,
    active: true,
    available: true,
  }));

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;
const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function ok<T>(answer: Response): Promise<T> {
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** Opens the salon every day 09:00–19:00 through the schedule API. */
export async function openSalonAllWeek(baseURL: string, token: string, salonId: string): Promise<void> {
  const salon = await ok<{ schedule: { _id: string } }>(
    await fetch(`${api(baseURL)}/salon/one/${salonId}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  await ok(
    await fetch(`${api(baseURL)}/schedule/schedule/${salon.schedule._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ days: JSON.stringify(allWeekDays()) }).toString(),
    }),
  );
}

/** A group and one 60-minute service in it: $20 in "Cabello" unless other prices or a group are given. */
export async function serviceViaApi(
  baseURL: string,
  token: string,
  salonId: string,
  name: string,
  options: {
    group?: string;
    regularPrice?: number;
    discountPrice?: number;
    priceType?: 'exact' | 'starting_from';
  } = {},
) {
  const group = await ok<{ _id: string }>(
    await fetch(`${api(baseURL)}/service-group`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ salon_id: salonId, name: options.group ?? 'Cabello' }),
    }),
  );
  return ok<{ _id: string; name: string }>(
    await fetch(`${api(baseURL)}/service`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({
        salon_id: salonId,
        name,
        group: group._id,
        regular_price: options.regularPrice ?? 20,
        discount_price: options.discountPrice ?? null,
        duration: 60,
        description: '',
        remote: false,
        remote_charge: null,
        price_type: options.priceType ?? 'exact',
        status: 'active',
      }),
    }),
  );
}

/** An employee in the calendar who performs the service, working every day 09:00–19:00. */
export async function employeeViaApi(
  baseURL: string,
  token: string,
  salonId: string,
  serviceId: string,
  name: { firstName: string; lastName: string; email: string },
) {
  const form = new FormData();
  form.append('salon_id', salonId);
  form.append('firstName', name.firstName);
  form.append('lastName', name.lastName);
  form.append('email', name.email);
  form.append('phoneNumber', '+58 414 555 0102');
  form.append('role', 'basic');
  form.append('services', JSON.stringify([serviceId]));
  form.append('schedule', JSON.stringify(allWeekDays()));
  form.append('active_in_calendar', 'true');
  form.append('avatar', new Blob([PNG_1PX], { type: 'image/png' }), 'avatar.png');
  return ok<{ _id: string }>(
    await fetch(`${api(baseURL)}/employee`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

export async function clientViaApi(
  baseURL: string,
  token: string,
  salonId: string,
  fields: { firstName: string; lastName: string; email: string; phoneNumber: string },
) {
  return ok<{ _id: string }>(
    await fetch(`${api(baseURL)}/client`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ salon_id: salonId, ...fields }),
    }),
  );
}

export async function appointmentViaApi(baseURL: string, token: string, body: Record<string, unknown>) {
  return ok<{ _id: string }>(
    await fetch(`${api(baseURL)}/appointment`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify(body),
    }),
  );
}

/** The local date in Caracas `days` after today, and its weekday (0 = Sunday). */
export function caracasDate(days: number): { iso: string; weekday: number } {
  const at = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(at);
  return { iso, weekday: new Date(`${iso}T12:00:00Z`).getUTCDay() };
}

/** The instant of a Caracas wall-clock time (UTC-4, no daylight saving). */
export const caracasInstant = (isoDate: string, time: string) =>
  new Date(`${isoDate}T${time}:00-04:00`).toISOString();

/**
 * A salon ready to book, all through the API: a registered owner with a company and a salon (a freelancer
 * profile when `area` is given) open every day, one service, an employee who performs it, and the client
 * María González.
 */
export async function bookableSalonViaApi(
  baseURL: string,
  options: {
    prefix: string;
    salonTitle: string;
    serviceName: string;
    employee: { firstName: string; lastName: string };
    area?: Record<string, unknown>;
    priceType?: 'exact' | 'starting_from';
  },
) {
  const owner = await registerOwnerViaApi(baseURL, uniqueEmail(`${options.prefix}.owner`));
  const { token, salonId } = await companyAndSalonViaApi(baseURL, owner, options.salonTitle, options.area);
  await openSalonAllWeek(baseURL, token, salonId);
  const service = await serviceViaApi(baseURL, token, salonId, options.serviceName, {
    priceType: options.priceType,
  });
  const employee = await employeeViaApi(baseURL, token, salonId, service._id, {
    ...options.employee,
    email: uniqueEmail(`${options.prefix}.employee`),
  });
  const client = await clientViaApi(baseURL, token, salonId, {
    firstName: 'María',
    lastName: 'González',
    email: uniqueEmail(`${options.prefix}.client`),
    phoneNumber: '+58 412 555 0101',
  });
  return { owner, token, salonId, service, employee, client };
}

/**
 * Picks, in the open new-appointment dialog, the client (searched by first name), the service, the employee,
 * the date and the start, as a user does.
 */
export async function fillAppointmentDialog(
  page: Page,
  dialog: Locator,
  pick: { client: string; service: string; employee: string; date: string; start: string },
): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Client' }).fill(pick.client.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(pick.client) }).click();
  await dialog.getByRole('combobox', { name: /^Service/ }).click();
  await page.getByRole('option', { name: new RegExp(pick.service) }).click();
  await dialog.getByRole('combobox', { name: /^Employee/ }).click();
  await page.getByRole('option', { name: pick.employee }).click();
  await dialog.getByLabel('Date').fill(pick.date);
  await dialog.getByLabel('Start time').fill(pick.start);
}

/** A salon whose "Corte" Luis Mora does and whose "Manicure" Rosa Páez does, both 60 minutes, open every day. */
export async function twoServiceSalon(baseURL: string, prefix: string) {
  const salon = await bookableSalonViaApi(baseURL, {
    prefix,
    salonTitle: 'Salón Visitas',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const manicure = await serviceViaApi(baseURL, salon.token, salon.salonId, 'Manicure', { group: 'Manos' });
  const second = await employeeViaApi(baseURL, salon.token, salon.salonId, manicure._id, {
    firstName: 'Rosa',
    lastName: 'Páez',
    email: uniqueEmail(`${prefix}.second`),
  });
  return { ...salon, manicure, second };
}

/**
 * Keeps an employee busy from `from` to `to` on a Caracas day, as a booking of `serviceId` for the client
 * with the end given (the staff may book a longer time than the service's).
 */
export async function busyViaApi(
  baseURL: string,
  token: string,
  booking: { salonId: string; serviceId: string; employeeId: string; clientId: string },
  day: string,
  from: string,
  to: string,
) {
  return appointmentViaApi(baseURL, token, {
    salon_id: booking.salonId,
    service_id: booking.serviceId,
    employee_id: booking.employeeId,
    client_id: booking.clientId,
    start: caracasInstant(day, from),
    end: caracasInstant(day, to),
  });
}
