import { z } from 'zod';
import { toE164 } from '../phone.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.js';

/**
 * Messages are locale keys (`validation.*`), translated by the web app with i18next and by the server
 * into the English text of its error envelope. The texts live in `src/locales/<lang>.json`.
 */
export const requiredString = (key = 'validation.required') =>
  z.string({ error: key }).trim().min(1, key).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

export const emailSchema = z
  .string({ error: 'validation.email.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.email.required')
  .max(254, 'validation.email.invalid')
  .pipe(z.email('validation.email.invalid'));

export const personNameSchema = z
  .string({ error: 'validation.name.required' })
  .trim()
  .min(1, 'validation.name.required')
  .min(2, 'validation.name.min')
  .max(50, 'validation.name.max')
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * A phone as typed, stored in E.164 (`+584141234567`): see `toE164` for what is read as what. Every number the
 * app keeps goes through here, so a client's WhatsApp and the phone search find one form of it.
 */
export const phoneSchema = z
  .string({ error: 'validation.phone.required' })
  .trim()
  .min(1, 'validation.phone.required')
  .max(30, 'validation.phone.invalid')
  .transform((typed, ctx) => {
    const e164 = toE164(typed);
    if (e164) return e164;
    // `continue` marks the issue as one of the value, not of its type: inside a union (`'' | phone`) zod then
    // reports it rather than the union's generic "not valid".
    ctx.addIssue({ code: 'custom', message: 'validation.phone.invalid', input: typed, continue: true });
    return z.NEVER;
  });

/**
 * Registration rules (docs/product.md "Validation rules and limits"): 8+ characters with lowercase,
 * uppercase, number and special.
 */
export const strongPasswordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .min(8, 'validation.password.min')
  .max(128, 'validation.password.max')
  .regex(/[a-z]/, 'validation.password.lowercase')
  .regex(/[A-Z]/, 'validation.password.uppercase')
  .regex(/\d/, 'validation.password.number')
  .regex(/[^A-Za-z0-9]/, 'validation.password.special');

/**
 * Change-password rules (docs/product.md "Validation rules and limits"): 8+ characters with at least one
 * digit and one special.
 */
export const newPasswordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .min(8, 'validation.password.min')
  .max(128, 'validation.password.max')
  .regex(/\d/, 'validation.password.number')
  .regex(/[^A-Za-z0-9]/, 'validation.password.special');

export const idSchema = z.uuid('validation.id');
