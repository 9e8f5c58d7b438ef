import { PassThrough } from 'node:stream';
import { formatTime, wallClockOf, type IncomesReportWire, type Language, toDollars } from '@salon/core';
import type { Worksheet } from 'exceljs';
import { translate } from '../../lib/i18n.js';
import type { reportRepository } from './report.repository.js';

type ListedRow = Awaited<ReturnType<typeof reportRepository.listed>>[number];
type PaymentRow = Awaited<ReturnType<typeof reportRepository.payments>>[number];

export const MONEY = '"$"#,##0.00';
const BOLIVARES = '"Bs."#,##0.00';
const RATE = '#,##0.0000';
export const SHARE = '0.0%';
/**
 * Days stay real dates (a spreadsheet sorts and filters them) shown as the screens write them, "27 nov 2026"
 * / "Nov 27, 2026"; the month's name comes from the spreadsheet's own language.
 */
export const DATE: Record<Language, string> = { 'es-ve': 'd mmm yyyy', 'en-ve': 'mmm d, yyyy' };
/** A local day (YYYY-MM-DD) as the date cell of that day, at UTC midnight so no zone moves it. */
export const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The incomes report as a real .xlsx (exceljs): a summary sheet with the range and the totals, one sheet per
 * breakdown and one of the appointments, money as numbers formatted in dollars, headings in the caller's
 * language. The figures are the API's own answer, so the file and the screen never disagree. Written with the
 * streaming writer: each row is committed as it is added, which keeps a month of a busy salon (thousands of
 * rows) fast and small in memory.
 */
export async function incomesWorkbook(input: {
  report: IncomesReportWire;
  salonName: string;
  appointments: readonly ListedRow[];
  payments: readonly PaymentRow[];
  language: Language;
}): Promise<Buffer> {
  const { report, language } = input;
  const t = (key: string) => translate(language, `reportSheet.${key}`);
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Loaded on the first export, not at start: it costs about a quarter second a start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Salon';

  const summary = workbook.addWorksheet(t('summary'));
  summary.columns = [{ width: 32 }, { width: 22 }];
  const summaryRows: [string, string | number | Date, string?][] = [
    [t('salon'), input.salonName],
    [t('from'), dayCell(report.from), DATE[language]],
    [t('to'), dayCell(report.to), DATE[language]],
    [t('days'), report.days],
    [t('totalAppointments'), report.appointments.total],
    ...Object.entries(report.appointments.by_status).map(
      ([status, n]) => [`  ${t(`statuses.${status}`)}`, n] as [string, number],
    ),
    [t('income'), report.income, MONEY],
    [t('averageDailyRate'), report.average_daily_rate, MONEY],
    [t('depositsKept'), report.deposits.kept, MONEY],
    [t('depositsReturned'), report.deposits.returned, MONEY],
  ];
  for (const [label, value, numFmt] of summaryRows) {
    const row = summary.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.commit();
  }
  summary.commit();

  addBreakdownSheets(workbook, report, t);

  const list = workbook.addWorksheet(t('appointments'));
  list.columns = [
    { header: t('date'), width: 14, style: { numFmt: DATE[language] } },
    { header: t('time'), width: 12 },
    { header: t('client'), width: 26 },
    { header: t('employee'), width: 22 },
    { header: t('service'), width: 26 },
    { header: t('status'), width: 14 },
    { header: t('paymentMethod'), width: 20 },
    { header: t('price'), width: 12, style: { numFmt: MONEY } },
    { header: t('travelFee'), width: 14, style: { numFmt: MONEY } },
    { header: t('income'), width: 12, style: { numFmt: MONEY } },
    { header: t('paid'), width: 12, style: { numFmt: MONEY } },
  ];
  list.getRow(1).font = { bold: true };
  for (const row of input.appointments) {
    // The day and time on the salon's clock: the day as a date cell at UTC midnight so no spreadsheet shifts
    // it, the time on the 12-hour clock as the screens write it.
    const clock = wallClockOf(row.startsAt, report.time_zone);
    const fee = row.travelFeeCents ?? 0;
    list
      .addRow([
        new Date(Date.UTC(clock.year, clock.month - 1, clock.day)),
        formatTime(row.startsAt, language, report.time_zone),
        row.client,
        row.employee,
        row.service,
        t(`statuses.${row.status}`),
        row.paymentMethod ? t(`paymentMethods.${row.paymentMethod}`) : '',
        toDollars(row.priceCents),
        row.travelFeeCents === null ? null : toDollars(fee),
        row.status === 'done' ? toDollars(row.priceCents + fee) : 0,
        toDollars(Object.values(row.paidByMethod).reduce((sum, cents) => sum + cents, 0)),
      ])
      .commit();
  }
  list.commit();

  paymentsSheet(workbook.addWorksheet(t('payments')), input.payments, report.time_zone, language);
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * Every payment of the range's visits, each in its own currency with the rate it was taken at and what it
 * counts for in dollars, so an accountant can check the bolívares against the bank.
 */
function paymentsSheet(
  sheet: Worksheet,
  payments: readonly PaymentRow[],
  timeZone: string,
  language: Language,
) {
  const t = (key: string) => translate(language, `reportSheet.${key}`);
  sheet.columns = [
    { header: t('visitDate'), width: 14, style: { numFmt: DATE[language] } },
    { header: t('client'), width: 26 },
    { header: t('service'), width: 26 },
    { header: t('paymentMethod'), width: 20 },
    { header: t('currency'), width: 12 },
    { header: t('amount'), width: 16 },
    { header: t('rate'), width: 12, style: { numFmt: RATE } },
    { header: t('rateDate'), width: 14, style: { numFmt: DATE[language] } },
    { header: t('dollars'), width: 12, style: { numFmt: MONEY } },
    { header: t('reference'), width: 20 },
    { header: t('paidAt'), width: 14, style: { numFmt: DATE[language] } },
  ];
  sheet.getRow(1).font = { bold: true };
  const localDay = (instant: Date) => {
    const clock = wallClockOf(instant, timeZone);
    return new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  };
  for (const payment of payments) {
    const row = sheet.addRow([
      localDay(payment.visitStartsAt),
      payment.client,
      payment.service,
      t(`paymentMethods.${payment.method}`),
      t(`currencies.${payment.currency}`),
      toDollars(payment.amountCents),
      payment.rate === null ? null : Number(payment.rate),
      payment.rateDate === null ? null : dayCell(payment.rateDate),
      toDollars(payment.dollarsCents),
      payment.reference,
      localDay(payment.paidAt),
    ]);
    row.getCell(6).numFmt = payment.currency === 'VES' ? BOLIVARES : MONEY;
    row.commit();
  }
  sheet.commit();
}

/** The income by employee, by service and by payment method, a sheet each (one salon's or the total's). */
export function addBreakdownSheets(
  workbook: { addWorksheet(name: string): Worksheet },
  report: Pick<IncomesReportWire, 'by_employee' | 'by_service' | 'by_payment_method'>,
  t: (key: string) => string,
) {
  const breakdown = (
    name: string,
    heading: string,
    rows: { label: string; count: number; income: number; share: number }[],
  ) => {
    const sheet = workbook.addWorksheet(t(name));
    sheet.columns = [
      { header: t(heading), width: 32 },
      { header: t('done'), width: 18 },
      { header: t('income'), width: 16, style: { numFmt: MONEY } },
      { header: t('share'), width: 18, style: { numFmt: SHARE } },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow([row.label, row.count, row.income, row.share]).commit();
    sheet.commit();
  };
  breakdown(
    'byEmployee',
    'employee',
    report.by_employee.map((row) => ({ ...row, label: row.name })),
  );
  breakdown(
    'byService',
    'service',
    report.by_service.map((row) => ({ ...row, label: row.name })),
  );
  breakdown(
    'byPaymentMethod',
    'paymentMethod',
    report.by_payment_method.map((row) => ({
      ...row,
      label: row.method ? t(`paymentMethods.${row.method}`) : t('noPaymentMethod'),
    })),
  );
}
