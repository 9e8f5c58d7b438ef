import { DEPOSIT_KINDS, depositSettingsSchema, type DepositSettingsBody, type SalonWire } from '@salon/core';
import { z } from 'zod';

/** What a number field gives: a number, '' for nothing, NaN for text that is not one (the schema refuses it). */
const numberInput = z.custom<number | ''>((value) => value === '' || typeof value === 'number');

/**
 * The deposit settings as the salon's booking tab holds them: number fields give numbers or '',
 * each payment method has a switch and its details, kept while switched off. Turned into the shared
 * `depositSettingsSchema` body (sent as the `deposit` JSON field), so its rules and texts judge it and
 * its errors land on the fields of the same names.
 */
export const depositFormSchema = z
  .object({
    kind: z.enum(DEPOSIT_KINDS),
    value: numberInput,
    above: numberInput,
    no_shows: numberInput,
    hold_hours: numberInput,
    pago_movil_on: z.boolean(),
    pago_movil: z.object({
      bank_name: z.string(),
      bank_code: z.string(),
      phone: z.string(),
      rif: z.string(),
    }),
    zelle_on: z.boolean(),
    zelle: z.object({ email: z.string(), name: z.string() }),
    binance_on: z.boolean(),
    binance: z.object({ pay_id: z.string(), name: z.string() }),
  })
  .transform((form): DepositSettingsBody =>
    // Off: nothing else is kept (the fields are hidden, so none of them may block saving).
    form.kind === 'none'
      ? { kind: 'none' }
      : {
          kind: form.kind,
          // An empty required number is NaN: refused with the field's own text.
          value: form.value === '' ? Number.NaN : form.value,
          above: form.above === '' ? null : form.above,
          no_shows: form.no_shows === '' ? null : form.no_shows,
          hold_hours: form.hold_hours === '' ? Number.NaN : form.hold_hours,
          pago_movil: form.pago_movil_on ? form.pago_movil : null,
          zelle: form.zelle_on ? form.zelle : null,
          binance: form.binance_on ? form.binance : null,
        },
  )
  .pipe(depositSettingsSchema);

export type DepositFormInput = z.input<typeof depositFormSchema>;

/** The form's deposit values from the salon's settings. */
export const depositFormOf = (deposit: SalonWire['deposit']): DepositFormInput => ({
  kind: deposit.kind,
  value: deposit.kind === 'none' || deposit.value === 0 ? '' : deposit.value,
  above: deposit.above ?? '',
  no_shows: deposit.no_shows ?? '',
  hold_hours: deposit.hold_hours,
  pago_movil_on: deposit.pago_movil !== null,
  pago_movil: deposit.pago_movil ?? { bank_name: '', bank_code: '', phone: '', rif: '' },
  zelle_on: deposit.zelle !== null,
  zelle: deposit.zelle ?? { email: '', name: '' },
  binance_on: deposit.binance !== null,
  binance: deposit.binance ?? { pay_id: '', name: '' },
});
