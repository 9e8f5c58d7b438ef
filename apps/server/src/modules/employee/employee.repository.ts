import { eq } from 'drizzle-orm';
import type { EmployeeRole } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { employees } from './employee.table.js';

export interface EmployeeLogin {
  employeeId: string;
  companyId: string;
  salonId: string;
  role: EmployeeRole;
  deactivated: boolean;
}

export const employeeRepository = {
  /** The employee behind an employee login (account), if app access is still granted. */
  async findLogin(ex: Executor, accountId: string): Promise<EmployeeLogin | undefined> {
    const [row] = await ex
      .select({
        employeeId: employees.id,
        companyId: employees.companyId,
        salonId: employees.salonId,
        role: employees.role,
        deactivated: employees.deactivated,
      })
      .from(employees)
      .where(eq(employees.accountId, accountId))
      .limit(1);
    return row;
  },
};
