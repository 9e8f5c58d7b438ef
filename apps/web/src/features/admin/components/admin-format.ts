import type { TFunction } from 'i18next';

import { formatLocalDay } from '@salon/core';

/**
 * A payment day as the owner reported it: a local day (YYYY-MM-DD) in the interface language, anything
 * else as it came. The administrator's instants are on Venezuela's clock (`VENEZUELA_TIME_ZONE`).
 */
export const reportedDayText = (day: string, lang: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatLocalDay(day, lang) : day;

/** A translated text when the key exists, else the raw value (an action or target the screen does not know). */
export const textOr = (t: TFunction, key: string, raw: string): string => t(key, { defaultValue: raw });

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') {
    const change = value as { from?: unknown; to?: unknown };
    if ('from' in change && 'to' in change) return `${valueText(change.from)} → ${valueText(change.to)}`;
    return JSON.stringify(value);
  }
  return String(value);
};

/**
 * An audit entry's details on one line, "key: value" each; a plan edit's `changes` and a status change
 * show as "from → to".
 */
export const auditDetailsText = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .flatMap(([key, value]) =>
      key === 'changes' && value && typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>).map(
            ([field, change]) => `${field}: ${valueText(change)}`,
          )
        : [`${key}: ${valueText(value)}`],
    )
    .join(' · ');
