import {
  venezuelanHolidays,
  type ClosureBody,
  type ClosureList,
  type ClosureWire,
  type HolidayBody,
  type HolidayWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { toClosureWire } from './salon-closure.mapper.js';
import { salonClosureRepository } from './salon-closure.repository.js';

/**
 * A salon's closed days and the national holidays it accepts (docs/decisions.md "Closed days"). Everyone of
 * the salon may read them; the owner and managers (`salon.manage`) change them. Appointments already booked on
 * a day that closes stay: the salon moves or cancels them as it sees fit, told how many there are.
 */
export const salonClosureService = {
  /** The closures touching a year and that year's holidays, each with its closure when accepted. */
  async list(
    ctx: AppContext,
    auth: AuthContext,
    query: { salon_id: string; year: number },
  ): Promise<ClosureList> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'salon.read');
    const rows = await salonClosureRepository.touching(
      ctx.db,
      tenant.companyId,
      salon.id,
      `${query.year}-01-01`,
      `${query.year}-12-31`,
    );
    const accepted = new Map(
      rows.filter((row) => row.holiday).map((row) => [`${row.holiday}|${row.startsOn}`, row.id]),
    );
    return {
      closures: rows.map(toClosureWire),
      holidays: venezuelanHolidays(query.year).map(({ holiday, date }) => ({
        holiday,
        date,
        closure_id: accepted.get(`${holiday}|${date}`) ?? null,
      })),
    };
  },

  async create(ctx: AppContext, auth: AuthContext, body: ClosureBody): Promise<ClosureWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, body.salon_id, 'salon.manage');
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await salonClosureRepository.insert(tx, {
        id: newId(),
        companyId: tenant.companyId,
        salonId: salon.id,
        startsOn: body.start_date,
        endsOn: body.end_date || body.start_date,
        reason: body.reason,
      });
      await recordEvent(tx, tenant, {
        action: 'create',
        area: 'salon',
        entityId: inserted.id,
        salon: salonRef(salon),
        details: { closed: `${inserted.startsOn} – ${inserted.endsOn}`, reason: inserted.reason },
      });
      return inserted;
    });
    const booked = await salonClosureRepository.bookedOn(ctx.db, {
      companyId: tenant.companyId,
      salonId: salon.id,
      timeZone: salon.timeZone,
      from: row.startsOn,
      to: row.endsOn,
    });
    return { ...toClosureWire(row), booked };
  },

  /** Accepting a holiday closes the salon that day; declining opens it again. Either is idempotent. */
  async setHoliday(ctx: AppContext, auth: AuthContext, body: HolidayBody): Promise<HolidayWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, body.salon_id, 'salon.manage');
    const { date } = venezuelanHolidays(body.year).find((entry) => entry.holiday === body.holiday)!;
    const closureId = await ctx.db.transaction(async (tx) => {
      const known = await salonClosureRepository.holidayOn(
        tx,
        tenant.companyId,
        salon.id,
        body.holiday,
        date,
      );
      if (body.accepted === Boolean(known)) return known?.id ?? null;
      const row = body.accepted
        ? await salonClosureRepository.insertHoliday(tx, {
            id: newId(),
            companyId: tenant.companyId,
            salonId: salon.id,
            startsOn: date,
            endsOn: date,
            holiday: body.holiday,
          })
        : await salonClosureRepository.remove(tx, tenant.companyId, salon.id, known!.id);
      if (row) {
        await recordEvent(tx, tenant, {
          action: body.accepted ? 'create' : 'delete',
          area: 'salon',
          entityId: row.id,
          salon: salonRef(salon),
          details: { closed: date, holiday: body.holiday },
        });
      }
      return body.accepted ? (row?.id ?? null) : null;
    });
    const booked = closureId
      ? await salonClosureRepository.bookedOn(ctx.db, {
          companyId: tenant.companyId,
          salonId: salon.id,
          timeZone: salon.timeZone,
          from: date,
          to: date,
        })
      : 0;
    return { holiday: body.holiday, date, closure_id: closureId, booked };
  },

  async remove(ctx: AppContext, auth: AuthContext, id: string, salonId: string) {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, salonId, 'salon.manage');
    await ctx.db.transaction(async (tx) => {
      const row = await salonClosureRepository.remove(tx, tenant.companyId, salon.id, id);
      if (!row) throw new AppError('NOT_FOUND');
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'salon',
        entityId: row.id,
        salon: salonRef(salon),
        details: { closed: `${row.startsOn} – ${row.endsOn}`, reason: row.reason || (row.holiday ?? '') },
      });
    });
    return { deleted: true };
  },
};
