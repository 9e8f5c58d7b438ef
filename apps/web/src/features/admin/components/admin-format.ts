import type { TFunction } from 'i18next';

/** The platform works in Venezuelan time (DECISIONS.md "Time and money": the default zone). */
export const PLATFORM_TIME_ZONE = 'America/Caracas';

/** An instant of the API as date and time of the interface language, in the platform's zone. */
export const formatDateTime = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(new Date(iso));

/** An instant as a date only, in the platform's zone. */
export const formatDate = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: PLATFORM_TIME_ZONE }).format(new Date(iso));

/** A local day (YYYY-MM-DD), as the owner reported it. */
export const formatDay = (day: string, lang: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
};

export const formatBolivares = (amount: number, lang: string): string =>
  `Bs. ${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;

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
