import { zodResolver } from '@hookform/resolvers/zod';
import {
  manualPaymentSchema,
  type ManualPayment,
  type ManualPaymentMethod,
  type SubscriptionPaymentMethod,
} from '@salon/core';
import type { Resolver } from 'react-hook-form';

/** Every field any method asks for, as typed; the shared schema keeps those of the chosen method. */
export interface PaymentFormValues {
  method: SubscriptionPaymentMethod;
  amount: string;
  amount_ves: string;
  bank: string;
  payer: string;
  payer_phone: string;
  payer_id: string;
  reference: string;
  paid_on: string;
}

export type PaymentField = Exclude<keyof PaymentFormValues, 'method'>;

/** The fields of each manual method (packages/core `manualPaymentSchema`), in the order they are asked. */
export const METHOD_FIELDS: Record<ManualPaymentMethod, readonly PaymentField[]> = {
  pago_movil: ['amount', 'amount_ves', 'bank', 'payer_phone', 'payer_id', 'reference', 'paid_on'],
  zelle: ['amount', 'payer', 'reference', 'paid_on'],
  binance_pay: ['amount', 'reference', 'paid_on'],
  wire: ['amount', 'bank', 'payer', 'reference', 'paid_on'],
  cash: ['amount', 'payer', 'reference', 'paid_on'],
};

export const ALL_PAYMENT_FIELDS = [
  'method',
  'amount',
  'amount_ves',
  'bank',
  'payer',
  'payer_phone',
  'payer_id',
  'reference',
  'paid_on',
] as const satisfies readonly (keyof PaymentFormValues)[];

/** `amountVes`: the quote's total at the day's rate, prefilled for a bolívar method; none without a rate. */
export const emptyPayment = (
  amount: number,
  today: string,
  amountVes: number | null = null,
): PaymentFormValues => ({
  method: 'pago_movil',
  amount: amount.toFixed(2),
  amount_ves: amountVes === null ? '' : amountVes.toFixed(2),
  bank: '',
  payer: '',
  payer_phone: '',
  payer_id: '',
  reference: '',
  paid_on: today,
});

const schemaResolver = zodResolver(manualPaymentSchema);

/**
 * The shared schema over the typed values: an empty field counts as not given, so the optional cash receipt
 * may stay empty and a required one gets its "enter …" message.
 */
export const paymentResolver: Resolver<PaymentFormValues, unknown, ManualPayment> = (
  values,
  context,
  options,
) => {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => String(value).trim() !== ''));
  return schemaResolver(given as never, context, options as never) as ReturnType<
    Resolver<PaymentFormValues, unknown, ManualPayment>
  >;
};

/** A server field path (`payment.reference`) as the form's field name (`reference`). */
export const formField = (path: string): string => path.replace(/^payment\./, '');
