import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { planPageRead, inListOrder } from '../../../lib/page-plan.js';
import { bookingWorld } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { salons } from '../../../db/tables/salon.table.js';
import { appointmentListRepository, type ListFilter } from '../appointment-list.repository.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/**
 * A deep Past page by number starts from its local day (the per-day totals) instead of skipping
 * every row before it. Every page, read either way, must be the page the plain offset reads.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let filter: ListFilter;
let timeZone: string;
const HOUR = 3_600_000;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.list.days@example.com');
  // Twelve days back, some empty, a few a day at uneven hours (ties on the start included), today's
  // appointments on both sides of now, and a few ahead; all statuses count.
  const statuses = ['done', 'cancelled', 'no_show', 'reserved'] as const;
  const starts: number[] = [];
  for (let day = 0; day <= 12; day++) {
    if (day === 4 || day === 5 || day === 9) continue;
    for (let k = 0; k < 2 + (day % 4); k++) starts.push(now.getTime() - day * 24 * HOUR - k * 2.5 * HOUR);
  }
  starts.push(now.getTime() + HOUR, now.getTime() + 30 * HOUR);
  const rows = starts.map((start, index) => ({
    start,
    status: statuses[index % statuses.length]! as (typeof statuses)[number],
  }));
  // Ties on the start (the id orders them): cancelled, as the no-overlap rule allows.
  rows.push({ start: starts[7]!, status: 'cancelled' }, { start: starts[7]!, status: 'cancelled' });
  await t.db.insert(appointments).values(
    rows.map(({ start, status }) => ({
      id: newId(),
      companyId: w.company._id,
      salonId: w.salon._id,
      clientId: w.client._id,
      employeeId: w.employeeId,
      serviceId: w.service._id,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * 60_000),
      status,
      priceCents: 2000,
    })),
  );
  filter = { companyId: w.company._id, salonId: w.salon._id, tab: 'past', q: '', now };
  timeZone = (await t.db.select().from(salons).where(eq(salons.id, w.salon._id)))[0]!.timeZone;
});
afterAll(() => t.close());

const idsOf = async (read: ReturnType<typeof planPageRead>) =>
  inListOrder(read, await appointmentListRepository.pageKeys(t.db, filter, read)).map((key) => key.id);

describe('a Past page by number from its day', () => {
  it('reads every page, from the newest end and from the oldest, as the plain offset does', async () => {
    const { total } = await appointmentListRepository.count(t.db, filter);
    expect(total).toBeGreaterThan(30);
    for (const limit of [3, 7]) {
      const pages = Math.ceil(total / limit);
      const seen: string[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const planned = planPageRead({ page, limit, total });
        const fromDay = await appointmentListRepository.fromItsDay(t.db, filter, planned, timeZone);
        if (page > 2 && page < pages) expect(fromDay.after, `page ${page} of ${limit}`).toBeDefined();
        const ids = await idsOf(fromDay);
        expect(ids, `page ${page} of ${limit}`).toEqual(await idsOf(planned));
        seen.push(...ids);
      }
      expect(new Set(seen).size).toBe(total);
    }
  });
});
