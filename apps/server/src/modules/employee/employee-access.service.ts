import { randomInt } from 'node:crypto';
import { EMPLOYEE_ACCESS_MONTHLY_USD, type EmployeeWire, type Language } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { hashPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { renderMail } from '../../lib/mail-templates.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { requirePermission } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  countAccountsOfUser,
  deleteAccount,
  deleteUser,
  findAccountByUserAndType,
  findAccountWithUser,
  findUserByEmail,
  insertAccount,
  insertUser,
} from '../user/index.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { employeeRepository } from './employee.repository.js';
import { findEmployeeOrThrow, toWire } from './employee.rules.js';

export interface AccessAnswer {
  employee: EmployeeWire;
  monthly_fee: number;
  employees_with_access: number;
}

// Letters and digits that cannot be mistaken for one another when read from a mail (no O/0, l/1/I).
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '#$%&*+-=?@';

/**
 * A readable 12-character temporary password holding each kind of character, so it also meets the
 * registration rules (docs/product.md "Validation rules and limits"). Drawn from the system's secure random
 * source.
 */
export function temporaryPassword(length = 12): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = UPPER + LOWER + DIGITS + SPECIAL;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

interface PendingMail {
  to: string;
  language: Language;
  name: string;
  salon: string;
  /** Only for a person who had no login yet. */
  password: string | null;
}

async function answer(ctx: AppContext, companyId: string, employee: EmployeeWire): Promise<AccessAnswer> {
  const withAccess = await employeeRepository.countWithAccess(ctx.db, companyId);
  return {
    employee,
    monthly_fee: withAccess * EMPLOYEE_ACCESS_MONTHLY_USD,
    employees_with_access: withAccess,
  };
}

async function sendAccessMail(ctx: AppContext, mail: PendingMail): Promise<void> {
  const params = {
    name: mail.name,
    salon: mail.salon,
    email: mail.to,
    url: `${ctx.config.publicUrl}/${mail.language}/auth/login`,
  };
  const content = mail.password
    ? renderMail('employeeAccessGranted', mail.language, { ...params, password: mail.password })
    : renderMail('employeeAccessExisting', mail.language, params);
  await ctx.mailer.send({ to: mail.to, ...content });
}

export const employeeAccessService = {
  /**
   * Grants app access (docs/product.md "Tenancy and identity"): an employee login for the employee's e-mail,
   * in one transaction. A person without a login gets one with a temporary password, mailed after the commit;
   * someone who already signs in (say, the owner) keeps their password. The answer carries the monthly charge
   * it adds.
   */
  async grant(ctx: AppContext, auth: AuthContext, id: string, language: Language): Promise<AccessAnswer> {
    requirePermission(auth, 'employee.manage');
    const { tenant } = await findEmployeeOrThrow(ctx.db, auth, id);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    let result: { row: Awaited<ReturnType<typeof employeeRepository.update>>; mail: PendingMail | null };
    try {
      result = await ctx.db.transaction(async (tx) => {
        const { employee, salon } = await findEmployeeOrThrow(tx, auth, id, { forUpdate: true });
        if (employee.deactivated) throw new AppError('EMPLOYEE_INACTIVE');
        // Granting twice changes nothing and mails nothing.
        if (employee.accountId) return { row: employee, mail: null };
        const existing = await findUserByEmail(tx, employee.email);
        if (existing && (await findAccountByUserAndType(tx, existing.id, 'employee'))) {
          throw new AppError('EMPLOYEE_ACCESS_TAKEN');
        }
        const user =
          existing ??
          (await insertUser(tx, {
            id: newId(),
            email: employee.email,
            passwordHash,
            name: employee.firstName,
            surname: employee.lastName,
            phone: employee.phone,
            language,
          }));
        const account = await insertAccount(tx, {
          id: newId(),
          userId: user.id,
          accountType: 'employee',
          isPasswordTemp: !existing,
        });
        const row = await employeeRepository.update(tx, id, tenant.companyId, { accountId: account.id });
        await recordEvent(tx, tenant, {
          action: 'update',
          area: 'employee',
          entityId: id,
          salon: salonRef(salon),
          details: {
            name: `${row.firstName} ${row.lastName}`,
            access_to_app: { from: false, to: true },
          },
        });
        const mail: PendingMail = {
          to: user.email,
          language: user.language,
          name: user.name,
          salon: salon.title,
          password: existing ? null : password,
        };
        return { row, mail };
      });
    } catch (error) {
      // Two grants racing for one e-mail (users.email, or one employee login per person).
      if (isUniqueViolation(error)) throw new AppError('EMPLOYEE_ACCESS_TAKEN');
      throw error;
    }
    if (result.mail) {
      await sendAccessMail(ctx, result.mail).catch((error: unknown) => {
        // Access exists either way; the owner can revoke and grant again to send a new password.
        console.error('employee access mail failed', error);
      });
    }
    return answer(ctx, tenant.companyId, await toWire(ctx, ctx.db, result.row));
  },

  /**
   * Revokes app access: the employee login goes (its sessions with it), and so does the person's user when
   * it holds no other login, i.e. it was made for this access.
   */
  async revoke(ctx: AppContext, auth: AuthContext, id: string): Promise<AccessAnswer> {
    requirePermission(auth, 'employee.manage');
    const { tenant } = await findEmployeeOrThrow(ctx.db, auth, id);
    const row = await ctx.db.transaction(async (tx) => {
      const { employee, salon } = await findEmployeeOrThrow(tx, auth, id, { forUpdate: true });
      if (!employee.accountId) return employee;
      const login = await findAccountWithUser(tx, employee.accountId);
      const after = await employeeRepository.update(tx, id, tenant.companyId, { accountId: null });
      await deleteAccount(tx, employee.accountId);
      if (login && (await countAccountsOfUser(tx, login.user.id)) === 0) {
        await deleteUser(tx, login.user.id);
      }
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'employee',
        entityId: id,
        salon: salonRef(salon),
        details: {
          name: `${after.firstName} ${after.lastName}`,
          access_to_app: { from: true, to: false },
        },
      });
      return after;
    });
    return answer(ctx, tenant.companyId, await toWire(ctx, ctx.db, row));
  },
};
