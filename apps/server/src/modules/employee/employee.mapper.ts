import type { EmployeeWire } from '@salon/core';
import type { FileStorage } from '../../lib/storage.js';
import { normaliseDays, toScheduleWire } from '../schedule/index.js';
import type { ServiceRef } from './employee.repository.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';

/**
 * An employee row as the wire shows it: the field names of docs/product.md "Entities and their fields",
 * `status` derived from `deactivated`.
 */
export function toEmployeeWire(
  row: EmployeeRow,
  services: readonly ServiceRef[],
  storage: FileStorage,
): EmployeeWire {
  return {
    _id: row.id,
    salon_id: row.salonId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phone,
    role: row.role,
    avatar: row.avatarPath ? storage.urlFor(row.avatarPath) : null,
    services: services.map((service) => ({ _id: service._id, name: service.name })),
    // The schedule mapper already turns stored days into wire days; reuse it on a stand-in row.
    schedule: toScheduleWire({
      id: row.id,
      companyId: row.companyId,
      salonId: row.salonId,
      title: '',
      description: '',
      days: normaliseDays(row.schedule),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }).days,
    active_in_calendar: row.activeInCalendar,
    access_to_app: row.accountId !== null,
    deactivated: row.deactivated,
    status: row.deactivated ? 'inactive' : 'active',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
