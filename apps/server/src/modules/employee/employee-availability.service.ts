import { DAY_NAMES, type AvailabilityDayWire } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { requirePermission } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { employeeRepository } from './employee.repository.js';
import { fieldError, findEmployeeOrThrow, invalid } from './employee.rules.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';

export interface MonthAvailability {
  month: string;
  days: AvailabilityDayWire[];
}

/** Every date of a `YYYY-MM` month as `YYYY-MM-DD`, with its weekday index (0 = Monday, as DAY_NAMES). */
export function datesOf(month: string): { date: string; weekday: number }[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => {
    const day = new Date(Date.UTC(year, monthNumber - 1, index + 1));
    return { date: day.toISOString().slice(0, 10), weekday: (day.getUTCDay() + 6) % 7 };
  });
}

async function monthOf(ctx: AppContext, employee: EmployeeRow, month: string): Promise<MonthAvailability> {
  const dates = datesOf(month);
  const off = new Set(
    await employeeRepository.daysOff(
      ctx.db,
      employee.id,
      employee.companyId,
      dates[0]!.date,
      dates.at(-1)!.date,
    ),
  );
  return {
    month,
    days: dates.map(({ date, weekday }) => ({
      date,
      day_name: DAY_NAMES[weekday]!,
      works: employee.schedule[weekday]?.active ?? false,
      available: !off.has(date),
    })),
  };
}

export const employeeAvailabilityService = {
  /** The month view: which dates the weekly schedule makes working days, and which are marked off. */
  async get(ctx: AppContext, auth: AuthContext, id: string, month: string): Promise<MonthAvailability> {
    requirePermission(auth, 'employee.read');
    const { employee } = await findEmployeeOrThrow(ctx.db, auth, id);
    return monthOf(ctx, employee, month);
  },

  /**
   * Marks dates of one month available or off. Only real changes are written, and logged as one entry
   * listing the dates; sending what is already stored changes nothing.
   */
  async update(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    month: string,
    days: readonly { date: string; available: boolean }[],
  ): Promise<MonthAvailability> {
    requirePermission(auth, 'employee.manage');
    await findEmployeeOrThrow(ctx.db, auth, id);
    const outside = days
      .map((day, index) => ({ ...day, index }))
      .filter((day) => !day.date.startsWith(`${month}-`));
    if (outside.length > 0) {
      throw invalid(
        outside.map((day) =>
          fieldError(
            `days.${day.index}.date`,
            'validation.employee.dateOutsideMonth',
            'This date is not in the month shown',
          ),
        ),
      );
    }
    // The last word on a date wins, as if the toggles had been sent one by one.
    const wanted = new Map(days.map((day) => [day.date, day.available]));
    const dates = datesOf(month);
    const employee = await ctx.db.transaction(async (tx) => {
      const { tenant, employee: row, salon } = await findEmployeeOrThrow(tx, auth, id, { forUpdate: true });
      const off = new Set(
        await employeeRepository.daysOff(tx, id, tenant.companyId, dates[0]!.date, dates.at(-1)!.date),
      );
      const markOff = [...wanted].filter(([date, available]) => !available && !off.has(date)).map(([d]) => d);
      const markOn = [...wanted].filter(([date, available]) => available && off.has(date)).map(([d]) => d);
      if (markOff.length + markOn.length === 0) return row;
      await employeeRepository.addDaysOff(tx, id, tenant.companyId, markOff);
      await employeeRepository.removeDaysOff(tx, id, tenant.companyId, markOn);
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'employee',
        entityId: id,
        salon: salonRef(salon),
        details: {
          name: `${row.firstName} ${row.lastName}`,
          days_off: { added: markOff.sort(), removed: markOn.sort() },
        },
      });
      return row;
    });
    return monthOf(ctx, employee, month);
  },
};
