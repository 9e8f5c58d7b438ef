import {
  BILLING_RULES,
  DEFAULT_LANGUAGE,
  formatDate,
  formatMoney,
  formatPercent,
  isLanguage,
  VENEZUELA_TIME_ZONE,
  type InvoiceWire,
  type Language,
  type QuoteLineWire,
} from '@salon/core';
import { translateWith } from '../../lib/i18n.js';

const PAGE = { size: 'A4', margin: 50, width: 595.28 } as const;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#b71c1c';
const PAID = '#2e7d32';
/** Table columns: description, quantity, unit price, amount (x and width in points). */
const COLUMNS = [
  { x: 50, width: 250, align: 'left' },
  { x: 300, width: 50, align: 'right' },
  { x: 355, width: 90, align: 'right' },
  { x: 445, width: 100, align: 'right' },
] as const;
const RIGHT = PAGE.width - PAGE.margin;

/**
 * Helvetica's WinAnsi encoding has no narrow no-break space (U+202F), which some locales put in numbers and
 * dates; an ordinary no-break space prints the same.
 */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

/**
 * The invoice of a confirmed subscription payment as an A4 PDF in the invoice's language, written with
 * pdfkit's built-in Helvetica (no font files to ship). Money is in dollars as on the wire, written as
 * everywhere else (packages/core format.ts); dates are the local dates of Caracas, where the platform bills.
 */
export async function invoicePdf(invoice: InvoiceWire): Promise<Buffer> {
  const language: Language = isLanguage(invoice.language) ? invoice.language : DEFAULT_LANGUAGE;
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translateWith(language, `billing.${key}`, values);
  const locale = language === 'es-ve' ? 'es-VE' : 'en-VE';
  const dollars = (value: number) => printable(formatMoney(value, language));
  const date = (iso: string) => printable(formatDate(iso, language, VENEZUELA_TIME_ZONE));
  const number = String(invoice.number).padStart(6, '0');
  const planName = t(`plans.${invoice.plan}`);

  const title = `${t('invoice.title')} ${number}`;
  const seller = t('invoice.seller');
  // Loaded on the first invoice, not at start: it costs about a quarter second a start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: seller, Subject: `${planName}, ${t(`periods.${invoice.period}`)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Heading: the seller on the left, the invoice's number and issue date on the right.
  const top = PAGE.margin;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(18).text(seller, PAGE.margin, top, { width: 270 });
  const sellerEnd = doc.y;
  doc
    .fillColor(INK)
    .fontSize(16)
    .text(t('invoice.title'), 330, top, { width: RIGHT - 330, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t('invoice.number')} ${number}`, { width: RIGHT - 330, align: 'right' })
    .fillColor(MUTED)
    .text(`${t('invoice.issued')}: ${date(invoice.issued_at)}`, { width: RIGHT - 330, align: 'right' });

  // Billed to, and the period paid for.
  let y = Math.max(doc.y, sellerEnd) + 30;
  const label = (text: string, x: number, at: number) =>
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(text.toUpperCase(), x, at);
  label(t('invoice.billedTo'), PAGE.margin, y);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(invoice.company.name, { width: 250 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t('invoice.rif')}: ${invoice.company.rif}`);
  const billedEnd = doc.y;
  label(t('invoice.period'), 330, y);
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(10)
    .text(`${planName} · ${t(`periods.${invoice.period}`)}`, 330, doc.y, { width: RIGHT - 330 })
    .text(`${date(invoice.period_start)} – ${date(invoice.period_end)}`, { width: RIGHT - 330 });

  // The table of lines.
  y = Math.max(billedEnd, doc.y) + 30;
  const row = (cells: string[], at: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const heights = cells.map((cell, i) => {
      const column = COLUMNS[i] ?? COLUMNS[0];
      doc.text(cell, column.x, at, { width: column.width, align: column.align });
      return doc.y - at;
    });
    return at + Math.max(...heights);
  };
  doc.rect(PAGE.margin, y - 6, RIGHT - PAGE.margin, 22).fill('#f3f4f6');
  doc.fillColor(INK);
  y = row(
    ['description', 'quantity', 'unit', 'amount'].map((key) => t(`invoice.${key}`)),
    y,
    true,
  );
  for (const line of invoice.lines) {
    y += 10;
    y = row(
      [
        describe(line, planName, t, language),
        String(line.quantity),
        dollars(line.unit),
        dollars(line.amount),
      ],
      y,
    );
    doc
      .moveTo(PAGE.margin, y + 5)
      .lineTo(RIGHT, y + 5)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
  }

  // Total, then how it was paid.
  y += 16;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  doc.text(t('invoice.total'), COLUMNS[2].x, y, { width: COLUMNS[2].width, align: 'right' });
  doc.text(dollars(invoice.total), COLUMNS[3].x, y, { width: COLUMNS[3].width, align: 'right' });
  y = doc.y + 30;
  doc.font('Helvetica').fontSize(10);
  doc.text(`${t('invoice.method')}: ${t(`methods.${invoice.method}`)}`, PAGE.margin, y);
  if (invoice.reference) doc.text(`${t('invoice.reference')}: ${invoice.reference}`);
  doc
    .fillColor(PAID)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(t('invoice.paid'), 330, y, { width: RIGHT - 330, align: 'right' });

  doc.end();
  return done;
}

/** A line's description in the invoice's language. */
function describe(
  line: QuoteLineWire,
  planName: string,
  t: (key: string, values?: Record<string, string | number>) => string,
  language: Language,
): string {
  return t(`lines.${line.kind}`, {
    plan: planName,
    count: line.quantity,
    percent: formatPercent(BILLING_RULES.yearlyDiscountPercent, language),
  });
}
