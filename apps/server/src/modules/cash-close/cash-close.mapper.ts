import {
  toDollars,
  type CashAdjustmentWire,
  type CashCloseLineWire,
  type CashMovementWire,
} from '@salon/core';
import type { AdjustmentView, MovementView } from './cash-close.repository.js';
import type { LineCents } from './cash-close.rules.js';

/** Cents to the wire's units, keeping null (not counted yet, or no rate). */
export const unitsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

export const toLineWire = (line: LineCents): CashCloseLineWire => ({
  key: line.key,
  method: line.method,
  currency: line.currency,
  cash: line.cash,
  payments: line.payments,
  taken: toDollars(line.taken),
  opening: toDollars(line.opening),
  out: toDollars(line.out),
  expected: toDollars(line.expected),
  counted: unitsOrNull(line.counted),
  difference: unitsOrNull(line.difference),
  difference_usd: unitsOrNull(line.differenceUsd),
});

export const toMovementWire = ({ movement, by }: MovementView): CashMovementWire => ({
  _id: movement.id,
  kind: movement.kind,
  currency: movement.currency,
  amount: toDollars(movement.amountCents),
  reason: movement.reason,
  at: movement.createdAt.toISOString(),
  by,
});

export const toAdjustmentWire = ({ adjustment, by }: AdjustmentView): CashAdjustmentWire => ({
  _id: adjustment.id,
  at: adjustment.at.toISOString(),
  by,
  reason: adjustment.reason,
  change: adjustment.change,
  method: adjustment.method,
  currency: adjustment.currency,
  amount: toDollars(adjustment.amountCents),
  dollars: toDollars(adjustment.change === 'removed' ? -adjustment.dollarsCents : adjustment.dollarsCents),
});
