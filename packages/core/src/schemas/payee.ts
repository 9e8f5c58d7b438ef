import { z } from 'zod';
import { venezuelanBankOf } from '../venezuelan-banks.js';
import { compactRif, formatRif } from '../rif.js';
import { emailSchema, phoneSchema, requiredString } from './common.js';

/**
 * The platform's own payment details for each manual subscription method (pago móvil, Zelle, Binance Pay,
 * wire, cash): set by the platform administrator (`PUT admin/payees`), shown to the owner in the pay dialog
 * (`GET billing/prices`, `payees`). A method without details is null: the dialog then says to ask the
 * platform, never shows empty lines.
 */

const KEY = 'validation.payee';

const text = (key: string, max: number) =>
  requiredString(`${KEY}.${key}`).pipe(z.string().max(max, `${KEY}.${key}`));

/** Digits only, spaces and hyphens dropped, `min` to `max` of them. */
const digits = (key: string, min: number, max: number) =>
  z
    .string({ error: `${KEY}.${key}` })
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), `${KEY}.${key}`));

/**
 * A cédula or RIF (pago móvil takes either): a letter V, E, J, G or P and 6 to 10 digits; stored as written
 * on paper (`formatRif`): a RIF `J-40123456-7`, a cédula `V-12345678`.
 */
const idField = z
  .string({ error: `${KEY}.rif` })
  .transform(compactRif)
  .pipe(z.string().regex(/^[VEJGP]\d{6,10}$/, `${KEY}.rif`))
  .transform(formatRif);

export const PAYEE_FIELDS = {
  pago_movil: ['bank_name', 'bank_code', 'phone', 'rif'],
  zelle: ['email', 'name'],
  binance_pay: ['pay_id', 'name'],
  wire: ['bank', 'account_number', 'holder', 'rif'],
  cash: ['instructions'],
} as const;

export const pagoMovilPayee = z.object({
  bank_name: text('bankName', 60),
  /** The bank's 4-digit code (0102 Banco de Venezuela), which a pago móvil asks for. */
  bank_code: digits('bankCode', 4, 4),
  phone: phoneSchema,
  rif: idField,
});
/**
 * A salon's pago móvil for deposits: the bank is chosen from VENEZUELAN_BANKS by its code, and its name
 * follows the code (what is typed as the name is ignored), so clients read the list's own name.
 */
export const pagoMovilBankPayee = pagoMovilPayee
  .extend({
    bank_name: z.string().optional(),
    bank_code: z
      .string({ error: `${KEY}.bankPick` })
      .trim()
      .refine((code) => venezuelanBankOf(code) !== undefined, `${KEY}.bankPick`),
  })
  .transform((value) => ({ ...value, bank_name: venezuelanBankOf(value.bank_code)!.name }));
export const zellePayee = z.object({ email: emailSchema, name: text('holder', 100) });
export const binancePayee = z.object({ pay_id: digits('payId', 5, 20), name: text('holder', 100) });
const wirePayee = z.object({
  bank: text('bankName', 60),
  /** A Venezuelan account number: 20 digits. */
  account_number: digits('accountNumber', 20, 20),
  holder: text('holder', 100),
  rif: idField,
});
const cashPayee = z.object({ instructions: text('instructions', 300) });

/** A method left out, or sent as null, has no details. */
const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** `PUT admin/payees`: every method's details at once; what is not sent is cleared. */
export const platformPayeesBodySchema = z.object({
  pago_movil: optional(pagoMovilPayee),
  zelle: optional(zellePayee),
  binance_pay: optional(binancePayee),
  wire: optional(wirePayee),
  cash: optional(cashPayee),
});
export type PlatformPayeesBody = z.input<typeof platformPayeesBodySchema>;
export type PlatformPayees = z.output<typeof platformPayeesBodySchema>;

export const platformPayeesWireSchema = z.object({
  pago_movil: z
    .object({ bank_name: z.string(), bank_code: z.string(), phone: z.string(), rif: z.string() })
    .nullable(),
  zelle: z.object({ email: z.string(), name: z.string() }).nullable(),
  binance_pay: z.object({ pay_id: z.string(), name: z.string() }).nullable(),
  wire: z
    .object({ bank: z.string(), account_number: z.string(), holder: z.string(), rif: z.string() })
    .nullable(),
  cash: z.object({ instructions: z.string() }).nullable(),
});
export type PlatformPayeesWire = z.infer<typeof platformPayeesWireSchema>;

export const platformPayeesResponseSchema = z.object({
  data: platformPayeesWireSchema.extend({ updated_at: z.string().nullable() }),
});
