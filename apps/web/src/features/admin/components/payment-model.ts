import type { AdminPaymentWire } from '@salon/core';
import {
  formatDateTime,
  formatRate,
  formatLocalDay,
  formatMoney,
  toCents,
  toDollars,
  VENEZUELA_TIME_ZONE,
} from '@salon/core';
import type { TFunction } from 'i18next';
import { reportedDayText } from './admin-format';

/** What the owner reported for the method, in the order the pay form asks for it. */
const REPORTED = ['bank', 'payer', 'payer_phone', 'payer_id', 'paid_on'] as const;

export interface TextItem {
  label: string;
  value: string;
}

/** The accessible names of a pending payment's buttons: the reference, else the company. */
export const decisionNames = (t: TFunction, payment: AdminPaymentWire) =>
  payment.reference
    ? {
        confirm: t('admin.payments.confirmName', { reference: payment.reference }),
        reject: t('admin.payments.rejectName', { reference: payment.reference }),
      }
    : {
        confirm: t('admin.payments.confirmNameCompany', { company: payment.company.name }),
        reject: t('admin.payments.rejectNameCompany', { company: payment.company.name }),
      };

export const fieldLabel = (t: TFunction, key: string): string => t(`admin.payments.fields.${key}`);

/** "Standard · Monthly" */
export const planText = (t: TFunction, payment: AdminPaymentWire): string =>
  `${t(`billing.plans.${payment.plan}`)} · ${t(`billing.periods.${payment.period}`)}`;

/** The amount in bolívares a pago móvil reports, or null. */
export const bolivaresText = (payment: AdminPaymentWire, lang: string): string | null => {
  const value = payment.details.amount_ves;
  return value === undefined || value === '' ? null : formatMoney(Number(value), lang, 'VES');
};

export interface ExpectedBolivares {
  /** "Bs. 911,42 a la tasa del 7 mar 2025: 36,4567" */
  text: string;
  /** Null when the owner reported no bolívares; else whether they match the expected to the céntimo. */
  matches: boolean | null;
  /** "Difiere del esperado Bs. 911,42 en Bs. 0,42", when they do not match. */
  difference: string | null;
}

/**
 * The bolívares a bolívar payment should carry at the rate recorded with it (the day paid, or the last rate
 * before it), beside what the owner reported; null for a dollar method or a report made without any rate.
 */
export const expectedBolivares = (
  t: TFunction,
  payment: AdminPaymentWire,
  lang: string,
): ExpectedBolivares | null => {
  if (payment.expected_ves === null || !payment.exchange_rate) return null;
  const expected = formatMoney(payment.expected_ves, lang, 'VES');
  const rate = t('admin.payments.atRate', {
    date: formatLocalDay(payment.exchange_rate.date, lang),
    rate: formatRate(payment.exchange_rate.rate, lang),
  });
  const reported = payment.details.amount_ves;
  if (reported === undefined || reported === '')
    return { text: `${expected} ${rate}`, matches: null, difference: null };
  const gapCents = toCents(Number(reported)) - toCents(payment.expected_ves);
  return {
    text: `${expected} ${rate}`,
    matches: gapCents === 0,
    difference:
      gapCents === 0
        ? null
        : t('admin.payments.vesDiffers', {
            expected,
            difference: formatMoney(toDollars(Math.abs(gapCents)), lang, 'VES'),
          }),
  };
};

/** The method's reported fields as they were reported (bank, payer, phone, cédula or RIF, payment date). */
export const reportedItems = (t: TFunction, payment: AdminPaymentWire, lang: string): TextItem[] =>
  REPORTED.flatMap((key) => {
    const value = payment.details[key];
    if (value === undefined || value === '') return [];
    return [
      {
        label: fieldLabel(t, key),
        value: key === 'paid_on' ? reportedDayText(String(value), lang) : String(value),
      },
    ];
  });

/** When and by whom a decided payment was decided. */
export const decidedText = (t: TFunction, payment: AdminPaymentWire, lang: string): string | null => {
  if (!payment.decided_at) return null;
  const date = formatDateTime(payment.decided_at, lang, VENEZUELA_TIME_ZONE);
  const name = payment.decided_by?.name || payment.decided_by?.email;
  return name ? t('admin.payments.decidedBy', { date, name }) : date;
};
