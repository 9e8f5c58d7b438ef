import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const MAIL_API = 'http://127.0.0.1:2598';
export const DEMO = { email: 'demo@salon.test', password: 'Demo1234!' } as const;
export const STRONG_PASSWORD = 'Secreto#2026';

let counter = 0;
/** A new address per call, so specs can run in parallel and again without a fresh database. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest mail to `to` that the in-process SMTP server caught. */
export async function lastMailTo(to: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];
        mail = mails.at(-1);
        return mails.length;
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return mail!;
}

export const codeIn = (mail: CaughtMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** Fails on any serious or critical axe finding, listing them readably. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(findings, `accessibility findings on ${label}`).toEqual([]);
}
