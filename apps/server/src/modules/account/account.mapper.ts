import type { AccountWire, EmployeeRole, SalonWire, UserWire } from '@salon/core';
import { toCompanyWire } from '../company/index.js';
import type { CompanyRow } from '../../db/tables/company.table.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { FileStorage } from '../../lib/storage.js';
import type { AccountRow, UserRow } from '../../db/tables/account.table.js';

export function toUserWire(user: UserRow, storage: FileStorage): UserWire {
  return {
    _id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    avatar: user.avatarPath ? storage.urlFor(user.avatarPath) : null,
    language: user.language,
  };
}

/**
 * The account shape (docs/product.md "Entities and their fields"): `company` is a list whose first entry is
 * the business's company.
 */
export function toAccountWire(
  account: AccountRow,
  user: UserRow,
  storage: FileStorage,
  company?: CompanyRow,
  employee?: { role: EmployeeRole; salon: SalonWire | null; record?: EmployeeRow },
): AccountWire {
  return {
    _id: account.id,
    account_type: account.accountType,
    type: account.accountType,
    user: toUserWire(user, storage),
    roles:
      account.accountType === 'business' ? [{ type: 'owner' }] : employee ? [{ type: employee.role }] : [],
    company: company ? [toCompanyWire(company, storage)] : [],
    salon: employee?.salon ? [employee.salon] : [],
    is_password_temp: account.isPasswordTemp,
    ...(employee?.record ? { employee: toOwnEmployeeWire(employee.record, storage) } : {}),
  };
}

const toOwnEmployeeWire = (row: EmployeeRow, storage: FileStorage): NonNullable<AccountWire['employee']> => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phone,
  avatar: row.avatarPath ? storage.urlFor(row.avatarPath) : null,
});
