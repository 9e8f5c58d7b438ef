import {
  addDays,
  isoDate,
  localDateAt,
  parseLocalDate,
  VENEZUELA_TIME_ZONE,
  weekdayIndex,
} from '@salon/core';
import type { Executor } from '../lib/db.js';
import { insertRatesIfMissing } from '../modules/exchange-rate/index.js';

/** Days of official rates the demo starts with, today included. */
export const DEMO_RATE_DAYS = 60;
/** Marks the demo's figures apart from the real BCV's in the administrator's list. */
export const DEMO_RATE_SOURCE = 'BCV (demo)';

/**
 * A rate history for the demo (docs/decisions.md "Exchange rate"): one rate per business day of the last
 * DEMO_RATE_DAYS days, rising a little each day as the bolívar does, so bolívares show everywhere from the
 * first start. Stored as the feed's, so a configured feed or an administrator replaces a date's figure; a
 * date already stored keeps its own. Weekends have none, as at the BCV (they use Friday's).
 */
export async function insertDemoRates(tx: Executor, now: Date): Promise<void> {
  const today = parseLocalDate(localDateAt(now, VENEZUELA_TIME_ZONE));
  const rows = [];
  for (let back = DEMO_RATE_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    // Saturday and Sunday (5 and 6, Monday first).
    if (weekdayIndex(day) >= 5) continue;
    // About 0.2 % a day from 36,5 Bs. per dollar sixty days ago.
    const rate = 36.5 * 1.002 ** (DEMO_RATE_DAYS - 1 - back);
    rows.push({
      date: isoDate(day),
      rate: rate.toFixed(4),
      source: DEMO_RATE_SOURCE,
      origin: 'feed' as const,
      enteredByAdminId: null,
    });
  }
  await insertRatesIfMissing(tx, rows);
}
