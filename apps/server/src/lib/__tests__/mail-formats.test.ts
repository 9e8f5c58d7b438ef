import { APPOINTMENT_MAILS, LANGUAGES, type Language } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { mailText } from '../../modules/notification/notification-mail.js';
import type { MailFacts } from '../../modules/notification/notification.repository.js';
import { clientActionMail, type ClientAction } from '../../modules/notification/owner-notice-mail.js';
import { renderMail, type MailTemplate } from '../mail-templates.js';

/**
 * Every mail the server writes, rendered in both languages with sample facts: money, days and times are
 * written as the screens write them (packages/core format.ts), on the salon's or Venezuela's clock, and no
 * text falls back to "(s)" or to ISO/UTC timestamps.
 */

// 18:35 UTC is 2:35 p. m. in Caracas (UTC-4): a UTC clock would say 6:35.
const AT = new Date('2026-11-27T18:35:00.000Z');
const EARLIER = new Date('2026-11-26T14:00:00.000Z');

const payment = {
  name: 'Ana',
  plan: 'Estándar',
  amountCents: 5100,
  method: 'Zelle',
  url: 'https://salon.test/b',
};
const SAMPLES: { [T in MailTemplate]: Parameters<typeof renderMail<T>>[2] } = {
  signupCode: { code: '123456' },
  bookingCode: { code: '123456', salon: 'Salón Uno' },
  resetCode: { code: '123456' },
  signInFailures: { name: 'Ana', failures: 10, ip: '10.0.0.7', at: AT },
  salonVerificationRequested: { name: 'Ana', salon: 'Salón Uno' },
  salonVerificationApproved: { name: 'Ana', salon: 'Salón Uno' },
  salonVerificationRejected: { name: 'Ana', salon: 'Salón Uno' },
  employeeAccessGranted: {
    name: 'Sara',
    salon: 'Salón Uno',
    email: 'sara@example.com',
    password: 'Temp-Pass-1',
    url: 'https://salon.test/login',
  },
  employeeAccessExisting: {
    name: 'Sara',
    salon: 'Salón Uno',
    email: 'sara@example.com',
    url: 'https://salon.test/login',
  },
  paymentConfirmed: { ...payment, until: new Date('2026-12-27T04:00:00.000Z'), invoice: '000042' },
  paymentRejected: { ...payment, reason: 'La referencia no aparece' },
};

const facts = (language: Language): MailFacts =>
  ({
    appointment: {
      id: 'appt-1',
      status: 'reserved',
      startsAt: AT,
      endsAt: new Date(AT.getTime() + 45 * 60_000),
      priceCents: 2000,
      travelFeeCents: 350,
      address: null,
    },
    client: {
      firstName: 'María',
      lastName: 'González',
      email: 'maria@example.com',
      phone: '',
      phoneDigits: '',
    },
    employee: { firstName: 'Ana', lastName: 'Pérez' },
    service: { name: 'Corte' },
    salon: {
      title: 'Salón Uno',
      serviceType: 'salon',
      address: 'Av. Principal',
      city: 'Caracas',
      phone: '0412 555 0177',
      email: 'salon@example.com',
      timeZone: 'America/Caracas',
      reminderLeadHours: 24,
    },
    // A visit of one service: its messages list no parts.
    parts: [],
    ownerLanguage: language,
  }) as unknown as MailFacts;

const ACTIONS: ClientAction[] = ['booked', 'requested', 'awaiting_deposit', 'moved', 'cancelled'];

/** Every mail body and subject of one language. */
function everyMail(language: Language): { name: string; text: string }[] {
  const templates = (Object.keys(SAMPLES) as MailTemplate[]).map((template) => {
    const mail = renderMail(template, language, SAMPLES[template] as never);
    return { name: template, text: `${mail.subject}\n${mail.text}` };
  });
  const appointment = APPOINTMENT_MAILS.map((mail) => ({
    name: `appointment ${mail}`,
    text: mailText(
      facts(language),
      { mail, sequence: 0, visitUrl: 'https://salon.test/visit/abc' },
      language,
    ),
  }));
  const owner = ACTIONS.map((action) => {
    const mail = clientActionMail(action, {
      to: 'owner@example.com',
      language,
      salon: 'Salón Uno',
      client: 'María González',
      service: 'Corte',
      employee: 'Ana Pérez',
      startsAt: AT,
      timeZone: 'America/Caracas',
      previousStart: action === 'moved' ? EARLIER : undefined,
    });
    return { name: `owner ${action}`, text: `${mail.subject}\n${mail.text}` };
  });
  return [...templates, ...appointment, ...owner];
}

/** Intl may write a narrow or no-break space inside "2:35 p. m."; a reader sees a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('mail formats', () => {
  it.each(LANGUAGES)('no mail in %s has an ISO or UTC timestamp, a "(s)", or a currency code', (language) => {
    for (const { name, text } of everyMail(language)) {
      expect(text, name).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
      expect(text, name).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text, name).not.toMatch(/\d{1,2}:\d{2}:\d{2}/);
      expect(text, name).not.toMatch(/\bUTC\b|GMT/);
      expect(text, name).not.toMatch(/\((s|es)\)/);
      expect(text, name).not.toMatch(/\bUSD\b/);
      // A time is on the 12-hour clock: never 18:35 (UTC) nor 14:35 (24-hour).
      expect(text, name).not.toMatch(/\b(1[3-9]|2[0-3]):\d{2}\b/);
    }
  });

  it('writes a Spanish appointment mail in dollars with a comma and on the salon’s 12-hour clock', () => {
    const text = plain(mailText(facts('es-ve'), { mail: 'confirmed', sequence: 0, visitUrl: null }, 'es-ve'));
    expect(text).toContain('Precio: $20,00');
    expect(text).toContain('Traslado: $3,50');
    expect(text).toContain('Fecha y hora: viernes, 27 de noviembre, 2:35 p. m. (hora de Venezuela)');
  });

  it('writes the English one as English does', () => {
    const text = plain(mailText(facts('en-ve'), { mail: 'reminder', sequence: 0, visitUrl: null }, 'en-ve'));
    expect(text).toContain('Price: $20.00');
    expect(text).toContain('Date and time: Friday, November 27 at 2:35 PM (Venezuela Time)');
  });

  it('writes the owner’s notices and the account mails on the same clock, and money as the screens do', () => {
    const byName = (language: Language) =>
      new Map(everyMail(language).map(({ name, text }) => [name, plain(text)]));
    const es = byName('es-ve');
    expect(es.get('owner booked')).toContain(
      'María González reservó en línea para el viernes, 27 de noviembre, 2:35 p. m. (hora de Venezuela).',
    );
    expect(es.get('owner moved')).toContain(
      'del jueves, 26 de noviembre, 10:00 a. m. al viernes, 27 de noviembre, 2:35 p. m. (hora de Venezuela).',
    );
    expect(es.get('signInFailures')).toContain(
      'el viernes, 27 de noviembre, 2:35 p. m. (hora de Venezuela).',
    );
    expect(es.get('paymentConfirmed')).toContain('Confirmamos tu pago de $51,00 (Zelle)');
    expect(es.get('paymentConfirmed')).toMatch(/activo hasta el 27 dic\.? 2026\./);
    expect(es.get('paymentRejected')).toContain('el pago de $51,00 (Zelle)');
    const en = byName('en-ve');
    expect(en.get('owner moved')).toContain(
      'from Thursday, November 26 at 10:00 AM to Friday, November 27 at 2:35 PM (Venezuela Time).',
    );
    expect(en.get('paymentConfirmed')).toContain('We confirmed your payment of $51.00 (Zelle)');
    expect(en.get('paymentConfirmed')).toContain('active until Dec 27, 2026.');
  });
});
