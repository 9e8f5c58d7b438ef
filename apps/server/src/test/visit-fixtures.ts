import { eq } from 'drizzle-orm';
import { API } from './http.js';
import { book, bookingWorld } from './appointment-fixtures.js';
import type { TestApp } from './test-app.js';
import { appointments } from '../db/tables/appointment.table.js';
import { salons } from '../db/tables/salon.table.js';
import { visitTokenRepository } from '../modules/notification/visit-token.repository.js';

export const visitUrl = (token: string, rest = '') => `${API}/api/v1/public/visit/${token}${rest}`;

export type VisitWorld = Awaited<ReturnType<typeof visitWorld>>;

/** The booking world of the appointment tests, plus: book a visit and get its client link. */
export async function visitWorld(t: TestApp, email: string) {
  const world = await bookingWorld(t, email);
  let slot = 0;
  /** A visit on its own free time (each one a day later), and its link token. */
  const visit = async (overrides: Record<string, unknown> = {}) => {
    slot += 1;
    const appointment = await book(t, world.token, world.booking({ start: slotStart(slot), ...overrides }));
    const token = await visitTokenRepository.issueFor(t.db, appointment._id, world.company._id);
    return { appointment, token };
  };
  // Written past the server, which keeps salon rows in memory: the change reaches it before the next call.
  const setSalon = async (patch: Partial<typeof salons.$inferInsert>) => {
    await t.db.update(salons).set(patch).where(eq(salons.id, world.salon._id));
    await t.app.ctx.changes.sync();
  };
  const setStatus = (id: string, status: 'done' | 'reserved' | 'pending') =>
    t.db.update(appointments).set({ status }).where(eq(appointments.id, id));
  return { ...world, email, visit, setSalon, setStatus };
}

/** 10:00 Caracas time, `days` days from today (at least two days ahead). */
export const slotStart = (days: number) => {
  const date = new Date(Date.now() + (days + 2) * 86_400_000).toISOString().slice(0, 10);
  return `${date}T10:00:00-04:00`;
};

export const call = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  remoteAddress = '127.0.0.1',
) => t.app.inject({ method, url, remoteAddress, ...(body === undefined ? {} : { payload: body as object }) });
