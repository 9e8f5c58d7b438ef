import { readFileSync } from 'node:fs';
import { toE164 } from '@salon/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

/**
 * Migration 0028 rewrote the phones kept before they were stored in E.164, in SQL (the app's rule is
 * libphonenumber-js, which a migration cannot call). Its rewrite must agree with the rule wherever it rewrites,
 * and leave alone what it cannot read for sure.
 */
const migration = readFileSync(new URL('../../../drizzle/0028_phone_e164.sql', import.meta.url), 'utf8');
const createFunction = migration.split('--> statement-breakpoint')[0]!;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql.raw(createFunction));
});
afterAll(() => t.close());

const rewrite = async (typed: string): Promise<string> => {
  const result = await t.db.execute(sql`select phone_e164_0028(${typed}) as phone`);
  return (result as unknown as { rows: { phone: string }[] }).rows[0]!.phone;
};

describe('migration 0028: phones to E.164', () => {
  it('rewrites Venezuelan and international numbers as the app would store them', async () => {
    for (const typed of [
      '0414-123.45.67',
      '0414 1234567',
      '414 1234567',
      '+58 414 1234567',
      '58 414 1234567',
      '(0212) 555-0101',
      '+58 (412) 555-0101',
      '+57 301 234 5678',
      '+1 305 555 0199',
    ]) {
      expect(await rewrite(typed), typed).toBe(toE164(typed));
    }
  });

  it('keeps what it cannot read for sure as it was typed', async () => {
    for (const typed of ['555-0101', '0412 555', 'llámame', '305 555 0199']) {
      expect(await rewrite(typed), typed).toBe(typed);
    }
  });
});
