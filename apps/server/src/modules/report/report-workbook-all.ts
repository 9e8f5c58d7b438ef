import { PassThrough } from 'node:stream';
import type { IncomesAnswerWire, Language } from '@salon/core';
import { translate } from '../../lib/i18n.js';
import { addBreakdownSheets, DATE, dayCell, MONEY, SHARE } from './report-workbook.js';

type Cell = string | number | Date | null;

/**
 * The all-salons incomes report as an .xlsx: a summary of the total, the salons side by side with
 * the total in the last column, the series side by side, and the total's breakdowns. The appointment and
 * payment lists stay with each salon's own file (their times are on each salon's clock). The figures are the
 * API's own answer, as in the one-salon file.
 */
export async function allSalonsWorkbook(input: {
  report: IncomesAnswerWire;
  language: Language;
}): Promise<Buffer> {
  const { report, language } = input;
  const salons = report.by_salon ?? [];
  const t = (key: string) => translate(language, `reportSheet.${key}`);
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Salon';

  const summary = workbook.addWorksheet(t('summary'));
  summary.columns = [{ width: 32 }, { width: 22 }];
  const summaryRows: [string, Cell, string?][] = [
    [t('salon'), t('allSalons')],
    [t('from'), dayCell(report.from), DATE[language]],
    [t('to'), dayCell(report.to), DATE[language]],
    [t('days'), report.days],
    [t('totalAppointments'), report.appointments.total],
    [t('income'), report.income, MONEY],
    [t('averageDailyRate'), report.average_daily_rate, MONEY],
  ];
  for (const [label, value, numFmt] of summaryRows) {
    const row = summary.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.commit();
  }
  summary.commit();

  // The salons side by side: one row per figure, one column per salon, the total last.
  const columns = [...salons, { ...report, title: t('total'), share: report.income > 0 ? 1 : 0 }];
  const side = workbook.addWorksheet(t('bySalon'));
  side.columns = [
    { header: t('figure'), width: 32 },
    ...columns.map((c) => ({ header: c.title, width: 20 })),
  ];
  side.getRow(1).font = { bold: true };
  const figures: [string, (c: (typeof columns)[number]) => Cell, string?][] = [
    [t('timeZone'), (c) => c.time_zone],
    [t('from'), (c) => dayCell(c.from), DATE[language]],
    [t('to'), (c) => dayCell(c.to), DATE[language]],
    [t('totalAppointments'), (c) => c.appointments.total],
    ...Object.keys(report.appointments.by_status).map(
      (status) =>
        [
          `  ${t(`statuses.${status}`)}`,
          (c: (typeof columns)[number]) => c.appointments.by_status[status as 'done'],
        ] as [string, (c: (typeof columns)[number]) => Cell],
    ),
    [t('income'), (c) => c.income, MONEY],
    [t('averageDailyRate'), (c) => c.average_daily_rate, MONEY],
    [t('share'), (c) => c.share, SHARE],
  ];
  for (const [label, value, numFmt] of figures) {
    const row = side.addRow([label, ...columns.map(value)]);
    row.getCell(1).font = { bold: true };
    if (numFmt) columns.forEach((_, i) => (row.getCell(i + 2).numFmt = numFmt));
    row.commit();
  }
  side.commit();

  // Income per period side by side; a salon in another zone may lack a period the total has (zero there).
  const series = workbook.addWorksheet(t('series'));
  series.columns = [
    { header: t('period'), width: 14, style: { numFmt: DATE[language] } },
    ...columns.map((c) => ({ header: c.title, width: 18, style: { numFmt: MONEY } })),
  ];
  series.getRow(1).font = { bold: true };
  for (const { period } of report.series) {
    const incomeOf = (c: (typeof columns)[number]) => c.series.find((p) => p.period === period)?.income ?? 0;
    series.addRow([dayCell(period), ...columns.map(incomeOf)]).commit();
  }
  series.commit();

  addBreakdownSheets(workbook, report, t);
  await workbook.commit();
  return Buffer.concat(chunks);
}
