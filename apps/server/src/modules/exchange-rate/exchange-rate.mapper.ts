import type { AdminExchangeRateWire, ExchangeRateWire } from '@salon/core';
import type { ExchangeRateRow } from '../../db/tables/exchange-rate.table.js';
import type { ListedRate } from './exchange-rate.repository.js';

/** The column's exact decimal text ("36.4000") as the wire's number (36.4). */
export const rateNumber = (text: string): number => Number(text);
/** A checked rate (at most 4 decimals) as the column's text. */
export const rateText = (rate: number): string => rate.toFixed(4);

export const toExchangeRateWire = (row: ExchangeRateRow): ExchangeRateWire => ({
  date: row.date,
  rate: rateNumber(row.rate),
  source: row.source,
});

export const toAdminExchangeRateWire = ({ row, admin }: ListedRate): AdminExchangeRateWire => ({
  ...toExchangeRateWire(row),
  origin: row.origin,
  entered_by: admin ? { _id: admin.id, email: admin.email, name: admin.name } : null,
  entered_at: row.enteredAt.toISOString(),
});
