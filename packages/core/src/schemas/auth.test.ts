import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  emailSchema,
  loginBodySchema,
  phoneSchema,
  registerStartFormSchema,
  strongPasswordSchema,
} from '../index.js';
import enVe from '../locales/en-ve.json' with { type: 'json' };
import esVe from '../locales/es-ve.json' with { type: 'json' };

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('shared validation rules', () => {
  it('normalises e-mails and rejects malformed ones', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(messages(emailSchema.safeParse('ana@'))).toEqual(['validation.email.invalid']);
    expect(messages(emailSchema.safeParse(''))).toContain('validation.email.required');
  });

  it('requires lowercase, uppercase, number and special for registration passwords', () => {
    expect(strongPasswordSchema.safeParse('Secreto#2026').success).toBe(true);
    expect(messages(strongPasswordSchema.safeParse('secreto2026'))).toEqual([
      'validation.password.uppercase',
      'validation.password.special',
    ]);
    expect(messages(strongPasswordSchema.safeParse('Ab1!'))).toContain('validation.password.min');
  });

  it('checks the confirmation on the register and change-password forms', () => {
    const mismatch = registerStartFormSchema.safeParse({
      email: 'a@b.co',
      password: 'Secreto#2026',
      confirmPassword: 'Secreto#2027',
    });
    expect(messages(mismatch)).toEqual(['validation.password.mismatch']);
    const same = changePasswordFormSchema.safeParse({
      currentPassword: 'Clave#1234',
      newPassword: 'Clave#1234',
      confirmPassword: 'Clave#1234',
    });
    expect(messages(same)).toContain('validation.password.differentFromOld');
  });

  it('stores a phone in E.164 and names a bad one', () => {
    expect(phoneSchema.parse('+58 (412) 555-0101')).toBe('+584125550101');
    expect(messages(phoneSchema.safeParse('555-0101'))).toEqual(['validation.phone.invalid']);
    expect(messages(phoneSchema.safeParse('0412abc5550101'))).toEqual(['validation.phone.invalid']);
    expect(messages(phoneSchema.safeParse(' '))).toEqual(['validation.phone.required']);
  });

  it('defaults the login account type to business', () => {
    expect(loginBodySchema.parse({ email: 'a@b.co', password: 'x' }).account_type).toBe('business');
  });

  it('has the same keys in both languages', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    expect(keys(esVe).sort()).toEqual(keys(enVe).sort());
  });
});
