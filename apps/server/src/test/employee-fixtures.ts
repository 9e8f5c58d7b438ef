import { defaultScheduleDays, type EmployeeRole } from '@salon/core';
import { newId } from '../lib/ids.js';
import { userRepository } from '../modules/user/user.repository.js';
import { issueToken } from '../lib/access-tokens.js';
import { claimRoute } from '../lib/shard-routes.js';
import { employees } from '../db/tables/employee.table.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/**
 * An employee of `salonId` with an employee login and a bearer token, written straight to the database so
 * that any module's tests can call as each role (the employee module's own tests go through its API).
 */
export async function employeeLogin(
  t: TestApp,
  input: { companyId: string; salonId: string; role: EmployeeRole; deactivated?: boolean },
) {
  const n = ++counter;
  const email = `staff${n}.${input.role}.${Date.now()}@example.com`;
  const user = await userRepository.insertUser(t.db, {
    id: newId(),
    email,
    name: `Staff${n}`,
    surname: input.role,
    language: 'en-ve',
  });
  const account = await userRepository.insertAccount(t.db, {
    id: newId(),
    userId: user.id,
    accountType: 'employee',
  });
  const employeeId = newId();
  await t.db.insert(employees).values({
    id: employeeId,
    companyId: input.companyId,
    salonId: input.salonId,
    firstName: `Staff${n}`,
    lastName: input.role,
    email,
    phone: '+58 412 555 0000',
    role: input.role,
    schedule: defaultScheduleDays(),
    accountId: account.id,
    deactivated: input.deactivated ?? false,
  });
  await claimRoute(t.db, 'employee_account', account.id, input.companyId);
  return { token: await issueToken(t.db, account.id), accountId: account.id, employeeId, email };
}

/** One login per employee role for a salon, keyed by role. */
export async function loginsByRole(t: TestApp, companyId: string, salonId: string) {
  const entries = await Promise.all(
    (['manager', 'secretary', 'intermediate', 'basic'] as const).map(
      async (role) => [role, await employeeLogin(t, { companyId, salonId, role })] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<EmployeeRole, Awaited<ReturnType<typeof employeeLogin>>>;
}
