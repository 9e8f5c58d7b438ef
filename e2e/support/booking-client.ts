import type { Page } from '@playwright/test';
import { caracasDate } from './appointments';
import { codeIn, lastMailTo } from './fixtures';

/** The day button's name in the time picker: "Thursday, November 26" / "jueves, 26 de noviembre". */
export const dayName = (iso: string, lang: 'en-ve' | 'es-ve') =>
  new Intl.DateTimeFormat(lang === 'en-ve' ? 'en-US' : 'es-VE', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

export const BOOKING_TEXT = {
  'en-ve': {
    next: 'Next',
    anyone: /Anyone/,
    timesOn: (day: string) => `Free times on ${day}`,
    firstName: /First name/,
    lastName: /Last name/,
    email: /E-mail/,
    phone: /Phone/,
    sendCode: 'Send me a code',
    code: /Code from the e-mail/,
    confirm: 'Confirm booking',
    whatsapp: 'Send me the confirmation and reminders by WhatsApp',
  },
  'es-ve': {
    next: 'Siguiente',
    anyone: /Cualquiera/,
    timesOn: (day: string) => `Horas libres el ${day}`,
    firstName: /Nombre/,
    lastName: /Apellido/,
    email: /Correo electrónico/,
    phone: /Teléfono/,
    sendCode: 'Envíame un código',
    code: /Código del correo/,
    confirm: 'Confirmar reserva',
    whatsapp: 'Enviarme la confirmación y los recordatorios por WhatsApp',
  },
} as const;

/**
 * A client walks the booking page at phone size: one service, "anyone", tomorrow at 10:00, their details,
 * the code from the caught mail (the phone typed the Venezuelan way, 0412-555.01.99). Leaves the page on the confirm step, the summary shown.
 */
export async function bookAsClient(
  page: Page,
  options: {
    lang: 'en-ve' | 'es-ve';
    service: string;
    email: string;
    visit?: () => Promise<void>;
    /** Ticks "send me the confirmation and reminders by WhatsApp". */
    whatsapp?: boolean;
  },
) {
  const text = BOOKING_TEXT[options.lang];
  const day = caracasDate(1).iso;
  await page.getByRole('checkbox', { name: new RegExp(options.service) }).check();
  await page.getByRole('button', { name: text.next, exact: true }).click();
  await page.getByRole('radio', { name: text.anyone }).check();
  await page.getByRole('button', { name: text.next, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${dayName(day, options.lang)}$`, 'i') }).click();
  await page
    .getByRole('group', { name: text.timesOn(dayName(day, options.lang)) })
    .getByRole('button', { name: /^10:00/ })
    .click();
  await page.getByRole('button', { name: text.next, exact: true }).click();
  await page.getByRole('textbox', { name: text.firstName }).fill('Carla');
  await page.getByRole('textbox', { name: text.lastName }).fill('Suárez');
  await page.getByRole('textbox', { name: text.email }).fill(options.email);
  await page.getByRole('textbox', { name: text.phone }).fill('0412-555.01.99');
  await options.visit?.();
  if (options.whatsapp) await page.getByRole('checkbox', { name: text.whatsapp }).check();
  await page.getByRole('button', { name: text.sendCode }).click();
  const mail = await lastMailTo(options.email, /código|code/i);
  await page.getByRole('textbox', { name: text.code }).fill(codeIn(mail));
}
