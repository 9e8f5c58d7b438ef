import {
  FREE_TIMES_DEFAULTS,
  instantOf,
  isoDate,
  parseLocalDate,
  partOccupancy,
  seriesDates,
  wallClockOf,
  type FreeSlot,
  type SeriesBody,
  type SeriesOccurrenceWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation, withExclusionGuard } from '../../lib/pg-errors.js';
import { salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { planSeriesMails } from '../notification/index.js';
import type { NewAppointment } from '../../db/tables/appointment.table.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { clientFor } from './appointment-create.service.js';
import { freeAtStarts, freeTimesOnDays } from './appointment-free-times.js';
import { laterPartsFree, seriesParts, whereLaterPartsFit } from './appointment-series-parts.js';
import { appointmentRepository } from './appointment.repository.js';
import {
  activeService,
  bookingPrices,
  closedDaysBetween,
  requireManage,
  seesAll,
  timingColumns,
  travelFeeCents,
} from './appointment.rules.js';

const MINUTE = 60_000;
/** How many other starts a taken date offers. */
const OTHER_TIMES = 3;

const invalid = (field: string, code: string) =>
  new AppError('VALIDATION_FAILED', [{ field, code, message: code }]);

interface Occurrence {
  date: string;
  start: Date;
  end: Date;
  employeeId: string;
}

/**
 * What a series asks for: its service and timing, the salon, who may take it, and every occurrence
 * on the series' dates at the first's wall-clock time (a time a clock change skips becomes the next that
 * exists), less the skipped dates and the salon's closed days (`closedDates`, docs/decisions.md "Closed
 * days"), with the moved ones at their new time and employee.
 */
async function planSeries(ctx: AppContext, auth: AuthContext, body: SeriesBody) {
  const { tenant, salon } = await salonForCaller(ctx.db, auth, body.salon_id, 'calendar.own');
  requireManage(auth, body.employee_id);
  for (const move of body.moves) requireManage(auth, move.employee_id);
  for (const next of body.next_services) requireManage(auth, next.employee_id);
  // The service and who does it, read side by side (neither waits on the other's answer).
  const [service, performers] = await Promise.all([
    activeService(ctx.db, tenant, salon.id, body.service_id),
    bookingRepository.performers(ctx.db, body.service_id, tenant.companyId, salon.id),
  ]);
  const first = new Date(body.start);
  const minutes = body.end
    ? Math.round((Date.parse(body.end) - first.getTime()) / MINUTE)
    : service.durationMinutes * body.service_count;
  // A visit of several services repeats whole: each occurrence has every part, back to back.
  const { parts, employees } = await seriesParts(ctx, tenant, salon, { ...body, first: service }, minutes);
  const wall = wallClockOf(first, salon.timeZone);
  const dates = seriesDates(isoDate(wall), body.repeat);
  if (!dates) throw invalid(body.repeat.until ? 'repeat.until' : 'repeat.count', 'validation.series.tooLong');
  const closed = await closedDaysBetween(ctx.db, salon, dates[0]!, dates.at(-1)!);
  const closedDates = dates.filter((date) => closed.has(date));
  const skipped = new Set(body.skip_dates);
  const moved = new Map(body.moves.map((move) => [move.date, move]));
  const occurrences: Occurrence[] = dates
    .filter((date) => !skipped.has(date) && !closed.has(date))
    .map((date) => {
      const move = moved.get(date);
      const start = move
        ? new Date(move.start)
        : (instantOf(parseLocalDate(date), wall.minutes, salon.timeZone) ??
          instantOf(parseLocalDate(date), wall.minutes + 60, salon.timeZone)!);
      return {
        date,
        start,
        end: new Date(start.getTime() + minutes * MINUTE),
        employeeId: move?.employee_id ?? body.employee_id,
      };
    });
  const staff: EmployeeRow[] = seesAll(auth)
    ? performers
    : performers.filter((employee) => employee.id === auth.employeeId);
  const timing = parts[0]!.timing;
  // An owner or manager may keep occurrences outside the working hours, as for one appointment.
  const override = body.override_hours && (auth.role === 'owner' || auth.role === 'manager');
  return {
    tenant,
    salon,
    service,
    minutes,
    timing,
    parts,
    employees,
    occurrences,
    closedDates,
    staff,
    override,
  };
}

/**
 * With the hours overridden, an occurrence the engine refuses still stands when nothing meets it on its
 * employee's calendar: it was only outside the hours (or on a day off).
 */
async function freeOutsideHours(ctx: AppContext, plan: Plan, refused: readonly Occurrence[]) {
  const clear = new Set<Occurrence>();
  if (!plan.override) return clear;
  for (const occurrence of refused) {
    let met = false;
    for (const part of plan.parts) {
      const start = new Date(occurrence.start.getTime() + part.offset * MINUTE);
      met ||= Boolean(
        await appointmentRepository.overlapping(ctx.db, {
          companyId: plan.tenant.companyId,
          employeeId: part.employeeId ?? occurrence.employeeId,
          start,
          end: new Date(start.getTime() + part.minutes * MINUTE),
          timing: part.timing,
        }),
      );
    }
    if (!met) clear.add(occurrence);
  }
  return clear;
}

type Plan = Awaited<ReturnType<typeof planSeries>>;

/**
 * Each occurrence against the engine: free as asked, or what that day offers. The asked employees are read
 * first only around each asked start (one query over all dates); only the taken dates are then read whole for
 * everyone who does the service (other times, the others free at that time), so a series mostly free costs
 * one employee's engine run and few rows.
 */
async function checkOccurrences(ctx: AppContext, plan: Plan, now: Date): Promise<SeriesOccurrenceWire[]> {
  const engineQuery = {
    companyId: plan.tenant.companyId,
    salon: plan.salon,
    durationMinutes: plan.minutes,
    occupancy: partOccupancy(plan.minutes, plan.timing),
    now,
    stepMinutes: 5,
  };
  const asked = new Set(plan.occurrences.map((occurrence) => occurrence.employeeId));
  // Whether each asked start is free reads only what could meet it, not the whole day.
  const own = await freeAtStarts(
    ctx.db,
    { ...engineQuery, staff: plan.staff.filter((employee) => asked.has(employee.id)) },
    plan.occurrences,
  );
  const laterPlan = {
    companyId: plan.tenant.companyId,
    salon: plan.salon,
    parts: plan.parts,
    employees: plan.employees,
  };
  const laterFit = plan.parts.length > 1 ? await laterPartsFree(ctx, laterPlan, plan.occurrences, now) : null;
  const refused = plan.occurrences.filter(
    (occurrence) =>
      !own.get(occurrence.date)?.employeeIds.includes(occurrence.employeeId) ||
      laterFit?.get(occurrence.date) === false,
  );
  const outsideHours = await freeOutsideHours(ctx, plan, refused);
  const taken = refused.filter((occurrence) => !outsideHours.has(occurrence));
  const everyone = taken.length
    ? await whereLaterPartsFit(
        ctx,
        laterPlan,
        await freeTimesOnDays(
          ctx.db,
          { ...engineQuery, staff: plan.staff },
          taken.map((occurrence) => occurrence.date),
        ),
        now,
      )
    : new Map<string, FreeSlot[]>();
  const names = new Map(
    plan.staff.map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`]),
  );
  return plan.occurrences.map((occurrence) => {
    const base = {
      date: occurrence.date,
      start: occurrence.start.toISOString(),
      end: occurrence.end.toISOString(),
      employee_id: occurrence.employeeId,
    };
    if (!taken.includes(occurrence)) return { ...base, free: true, other_times: [], other_employees: [] };
    const slots = everyone.get(occurrence.date) ?? [];
    const wanted = occurrence.start.getTime();
    // Other times are offered on the salon's grid, as the calendar and the booking page offer them (the
    // engine is asked on 5 minutes so that an asked start off the grid is still judged, and its others).
    const onGrid = (slot: FreeSlot) =>
      wallClockOf(slot.start, plan.salon.timeZone).minutes % FREE_TIMES_DEFAULTS.stepMinutes === 0;
    const atStart = slots.find((slot) => slot.start.getTime() === wanted);
    return {
      ...base,
      free: false,
      other_times: slots
        .filter((slot) => slot.employeeIds.includes(occurrence.employeeId) && onGrid(slot))
        .sort((a, b) => Math.abs(a.start.getTime() - wanted) - Math.abs(b.start.getTime() - wanted))
        .slice(0, OTHER_TIMES)
        .map((slot) => slot.start.toISOString()),
      other_employees: (atStart?.employeeIds ?? [])
        .filter((id) => id !== occurrence.employeeId)
        .map((id) => ({ _id: id, name: names.get(id) ?? '' })),
    };
  });
}

export const appointmentSeriesService = {
  /** Every occurrence of the series checked before saving, with alternatives for the taken ones. */
  async check(ctx: AppContext, auth: AuthContext, body: SeriesBody, now = new Date()) {
    const plan = await planSeries(ctx, auth, body);
    return { occurrences: await checkOccurrences(ctx, plan, now), closed_dates: plan.closedDates };
  },

  /**
   * Saves the series in one transaction, every occurrence free (checked again; a date taken meanwhile answers
   * 409 SERIES_CONFLICT naming the dates, nothing saved), one series id. The client gets one confirmation
   * (the first occurrence's) and a reminder before each.
   */
  async create(ctx: AppContext, auth: AuthContext, body: SeriesBody, now = new Date()) {
    const plan = await planSeries(ctx, auth, body);
    if (plan.occurrences.length === 0) throw invalid('skip_dates', 'validation.series.allSkipped');
    let checked = await checkOccurrences(ctx, plan, now);
    const taken = () =>
      new AppError(
        'SERIES_CONFLICT',
        checked
          .filter((occurrence) => !occurrence.free)
          .map((occurrence) => ({ field: 'date', code: 'date', message: occurrence.date })),
      );
    if (checked.some((occurrence) => !occurrence.free)) throw taken();
    const seriesId = newId();
    const write = () =>
      ctx.db.transaction(async (tx) => {
        const { tenant, salon } = plan;
        const client = await clientFor(tx, tenant, salon, body);
        const travelFee = travelFeeCents(salon, body.address);
        // Each part's price at its own start in every occurrence (a price typed is the first part's).
        const prices: Awaited<ReturnType<typeof bookingPrices>>[] = [];
        for (const [index, part] of plan.parts.entries()) {
          prices.push(
            await bookingPrices(tx, salon, part.service, {
              starts: plan.occurrences.map((o) => new Date(o.start.getTime() + part.offset * MINUTE)),
              price: index === 0 ? body.price : undefined,
              serviceCount: part.serviceCount,
            }),
          );
        }
        const rows: NewAppointment[] = plan.occurrences.flatMap((occurrence, at) => {
          const firstId = newId();
          return plan.parts.map((part, index) => {
            const start = new Date(occurrence.start.getTime() + part.offset * MINUTE);
            return {
              id: index === 0 ? firstId : newId(),
              seriesId,
              // Each occurrence of a visit of several services is a visit of its own.
              visitId: plan.parts.length > 1 ? firstId : null,
              companyId: tenant.companyId,
              salonId: salon.id,
              clientId: client.id,
              employeeId: part.employeeId ?? occurrence.employeeId,
              serviceId: part.service.id,
              startsAt: start,
              endsAt: new Date(start.getTime() + part.minutes * MINUTE),
              status: body.status,
              priceCents: prices[index]![at]!.priceCents,
              promotionId: prices[index]![at]!.promotionId,
              note: body.note,
              clientPhone: body.client_phone,
              address: body.address ?? null,
              // The trip is made once for the whole visit.
              travelFeeCents: index === 0 ? travelFee : null,
              serviceCount: part.serviceCount,
              ...timingColumns(part.timing),
              createdByAccountId: auth.accountId,
            };
          });
        });
        // Every occurrence in one statement; the first's row has its confirmation as any booking, and all
        // have their reminders (a visit's through its first part).
        const leads = rows.filter((_row, index) => index % plan.parts.length === 0);
        const [firstRow, ...later] = leads;
        const inserted = await appointmentRepository.insertAll(tx, rows);
        const first = inserted.find((row) => row.id === firstRow!.id)!;
        await planSeriesMails(
          tx,
          ctx,
          first,
          later.map((row) => ({ id: row.id, companyId: row.companyId, startsAt: row.startsAt })),
        );
        const ids = leads.map((row) => row.id);
        await recordEvent(tx, tenant, {
          action: 'create',
          area: 'appointment',
          entityId: ids[0]!,
          salon: salonRef(salon),
          details: {
            client: `${client.firstName} ${client.lastName}`,
            service: plan.parts.map((part) => part.service.name).join(' + '),
            series_id: seriesId,
            dates: plan.occurrences.map((occurrence) => occurrence.date),
          },
        });
        return ids;
      });
    try {
      const ids = await withExclusionGuard(write, async () => {
        checked = await checkOccurrences(ctx, plan, now);
        return taken();
      });
      return { series_id: seriesId, appointment_ids: ids, closed_dates: plan.closedDates };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CLIENT_EXISTS');
      throw error;
    }
  },
};
