import type { DepositSettings } from '@salon/core';
import { eq } from 'drizzle-orm';
import { appointmentDeposits } from '../db/tables/deposit.table.js';
import type { BookableWorld } from './booking-fixtures.js';
import type { TestApp } from './test-app.js';

/** Half of every booking's price, paid by pago móvil or Zelle within 12 hours. */
export const HALF_DEPOSIT: DepositSettings = {
  kind: 'percent',
  value: 50,
  above: 0,
  no_shows: null,
  hold_hours: 12,
  pago_movil: {
    bank_name: 'Banco de Venezuela',
    bank_code: '0102',
    phone: '+584141234567',
    rif: 'J-12345678',
  },
  zelle: { email: 'pagos@salon.example', name: 'Salón Uno' },
  binance: null,
};

export const takeDeposits = (w: BookableWorld, settings: Partial<DepositSettings> = {}) =>
  w.setSalon({ depositSettings: { ...HALF_DEPOSIT, ...settings } });

export const depositRow = async (t: TestApp, appointmentId: string) =>
  (
    await t.db.select().from(appointmentDeposits).where(eq(appointmentDeposits.appointmentId, appointmentId))
  )[0];

export const depositUrl = (appointmentId: string, rest = '') =>
  `/api/v1/business/appointment/${appointmentId}/deposit${rest}`;
