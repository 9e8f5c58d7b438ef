import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import type { NotificationWire } from '@salon/core';
import { base, get } from './appointment-fixtures.js';
import type { CaughtMail } from './mail-catcher.js';
import type { TestApp } from './test-app.js';
import { jobs } from '../db/tables/job.table.js';

/** The .ics attached to a caught mail, parsed: method, and the event's UID, SEQUENCE and STATUS. */
export function icsOf(mail: CaughtMail) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!file) throw new Error(`No .ics in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    mimeType: file.mimeType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

export const mailsTo = (t: TestApp, to: string) => t.mail.mails.filter((m) => m.to.includes(to));

/** Delivery is asynchronous: waits until `to` has `count` mails. */
export async function waitForMails(t: TestApp, to: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(t, to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Expected ${count} mails to ${to}, got ${mailsTo(t, to).length}`);
}

export const reminderJobs = (t: TestApp, appointmentId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.appointmentId, appointmentId), eq(jobs.kind, 'appointment.reminder')));

export async function notificationsOf(t: TestApp, id: string, token: string) {
  const res = await get(t, `${base}/${id}/notifications`, token);
  if (res.statusCode !== 200) throw new Error(`notifications ${res.statusCode} ${res.body}`);
  return res.json() as {
    data: NotificationWire[];
    whatsapp: { phone_digits: string; text: string; url: string } | null;
  };
}
