import type { CompanyWire } from '@salon/core';
import type { FileStorage } from '../../lib/storage.js';
import type { CompanyRow } from '../../db/tables/company.table.js';

export function toCompanyWire(row: CompanyRow, storage: FileStorage): CompanyWire {
  return {
    _id: row.id,
    name: row.name,
    rif: row.rif,
    phone: row.phone,
    email: row.email,
    address: {
      address: row.address,
      place_id: row.placeId,
      location: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    },
    logo: row.logoPath ? storage.urlFor(row.logoPath) : null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
