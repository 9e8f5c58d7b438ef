import type { InvoiceWire } from '@salon/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { invoicePdf } from '../invoice-pdf.js';

/** The text of every page, one string per text item as pdf.js reads it back. */
async function pdfText(pdf: Buffer): Promise<{ items: string[]; title: unknown; language: unknown }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 })
    .promise;
  const items: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) items.push(item.str);
  }
  const { info } = await document.getMetadata();
  const language = await document.getMarkInfo().then(() => (info as Record<string, unknown>).Language);
  await document.destroy();
  return { items, title: (info as Record<string, unknown>).Title, language };
}

const invoice = (over: Partial<InvoiceWire> = {}): InvoiceWire => ({
  _id: 'inv-1',
  number: 42,
  issued_at: '2025-03-10T15:00:00.000Z',
  company: { name: 'Peluquería Ñandú C.A.', rif: 'J-12345678-9' },
  plan: 'standard_plan',
  period: 'yearly',
  period_start: '2025-03-10T04:00:00.000Z',
  period_end: '2026-03-10T04:00:00.000Z',
  lines: [
    { kind: 'plan', quantity: 12, unit: 25, amount: 300 },
    { kind: 'employee_access', quantity: 2, unit: 36, amount: 72 },
    { kind: 'yearly_discount', quantity: 1, unit: -37.2, amount: -37.2 },
  ],
  total: 334.8,
  method: 'pago_movil',
  reference: 'REF-0099887766',
  language: 'es-ve',
  ...over,
});

describe('invoicePdf', () => {
  it('writes a Spanish invoice with every line, the total, the period and how it was paid', async () => {
    const pdf = await invoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { items, title, language } = await pdfText(pdf);
    expect(title).toBe('Factura 000042');
    expect(language).toBe('es-VE');
    for (const text of [
      'Factura N.º 000042',
      'Emitida: 10 mar. 2025',
      'Peluquería Ñandú C.A.',
      'RIF: J-12345678-9',
      'Estándar · Anual',
      '10 mar. 2025 – 10 mar. 2026',
      'Plan Estándar, 12 meses',
      'Acceso a la app, 2 empleados',
      '$300,00',
      '$72,00',
      '-$37,20',
      '$334,80',
      'Método de pago: Pago móvil',
      'Referencia: REF-0099887766',
      'Pagada',
    ])
      expect(items, text).toContain(text);
  });

  it('writes one month and one employee in the singular, in both languages, never with "(s)"', async () => {
    const monthly = (language: 'es-ve' | 'en-ve', employees: number) =>
      invoice({
        language,
        period: 'monthly',
        lines: [
          { kind: 'plan', quantity: 1, unit: 25, amount: 25 },
          { kind: 'employee_access', quantity: employees, unit: 3, amount: 3 * employees },
        ],
        total: 25 + 3 * employees,
      });
    const spanish = (await pdfText(await invoicePdf(monthly('es-ve', 2)))).items;
    expect(spanish).toContain('Plan Estándar, 1 mes');
    expect(spanish).toContain('Acceso a la app, 2 empleados');
    const english = (await pdfText(await invoicePdf(monthly('en-ve', 1)))).items;
    expect(english).toContain('Standard plan, 1 month');
    expect(english).toContain('App access, 1 employee');
    for (const text of [...spanish, ...english]) expect(text).not.toMatch(/\((s|es)\)/);
  });

  it('writes the same invoice in English, without a reference line when there is none', async () => {
    const { items, title } = await pdfText(
      await invoicePdf(invoice({ language: 'en-ve', total: 1234.5, reference: null, method: 'cash' })),
    );
    expect(title).toBe('Invoice 000042');
    for (const text of [
      'Invoice No. 000042',
      'Issued: Mar 10, 2025',
      'BILLED TO',
      'Standard plan, 12 months',
      '$1,234.50',
      'Paid',
    ])
      expect(items, text).toContain(text);
    expect(items.some((item) => item.startsWith('Reference'))).toBe(false);
    // English writes a percentage without the space Spanish puts before the sign.
    expect(items.some((item) => /^Yearly discount \(\d+%\)$/.test(item))).toBe(true);
    expect(items.some((item) => item.includes('Cash'))).toBe(true);
  });
});
