import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDateTime,
  formatDayHeading,
  formatDuration,
  formatLocalDay,
  formatLocalDayRange,
  formatLongDateTime,
  formatMoney,
  formatNumberInput,
  formatPercent,
  formatRate,
  formatTime,
  formatTimeRange,
  formatWallTime,
  formatWeekdayDay,
  keepTimesTogether,
  parseLocaleNumber,
  timeZoneLabel,
  readInOtherLanguage,
} from './format.js';
import { formatRif } from './rif.js';

const CARACAS = 'America/Caracas';

describe('parseLocaleNumber', () => {
  it.each([
    ['25,50', 25.5],
    ['25.50', 25.5],
    ['10,5', 10.5],
    ['1.856,40', 1856.4],
    ['1856,4', 1856.4],
    ['1.856', 1856],
    ['12.345.678,9', 12345678.9],
    ['0,5', 0.5],
    [',5', 0.5],
    ['25,', 25],
    [' 30 ', 30],
    ['-3', -3],
  ])('reads "%s" in Spanish as %d', (text, value) => {
    expect(parseLocaleNumber(text, 'es-ve')).toBe(value);
  });

  it.each([
    ['25.50', 25.5],
    ['1,856.40', 1856.4],
    ['1,856', 1856],
    ['25,5', 25.5],
    ['-3', -3],
  ])('reads "%s" in English as %d', (text, value) => {
    expect(parseLocaleNumber(text, 'en-ve')).toBe(value);
  });

  it.each(['25,5,0', 'abc', '', '1.85,40', '1,856.40', '25,50.5', '2 5a', '--3', '1e3'])(
    'refuses "%s" in Spanish',
    (text) => {
      expect(parseLocaleNumber(text, 'es-ve')).toBeNull();
    },
  );

  it.each(['25.5.0', '1,856,40.1', '1.856,40'])('refuses "%s" in English', (text) => {
    expect(parseLocaleNumber(text, 'en-ve')).toBeNull();
  });

  it('names what a text refused in one language reads as in the other', () => {
    expect(readInOtherLanguage('1,856.40', 'es-ve')).toBe(1856.4);
    expect(readInOtherLanguage('1.856,40', 'en-ve')).toBe(1856.4);
    // Taken in the language itself, or a number in neither: nothing to suggest.
    expect(readInOtherLanguage('1.856,40', 'es-ve')).toBeNull();
    expect(readInOtherLanguage('25,5,0', 'es-ve')).toBeNull();
  });

  it('reads back what formatNumberInput writes', () => {
    expect(formatNumberInput(25.5, 'es-ve')).toBe('25,5');
    expect(parseLocaleNumber(formatNumberInput(1856.4, 'es-ve'), 'es-ve')).toBe(1856.4);
    expect(formatNumberInput(25.5, 'en-ve')).toBe('25.5');
  });
});

describe('formatRif', () => {
  it('writes a RIF with its usual hyphens and a cédula with one, however typed', () => {
    expect(formatRif('j401234567')).toBe('J-40123456-7');
    expect(formatRif(' J-40123456-7 ')).toBe('J-40123456-7');
    expect(formatRif('J-401234567')).toBe('J-40123456-7');
    expect(formatRif('v.12.345.678')).toBe('V-12345678');
    expect(formatRif('X-1')).toBe('X-1');
  });
});

describe('formatMoney', () => {
  it('writes dollars and bolívares one way per language', () => {
    expect(formatMoney(35, 'es-ve')).toBe('$35,00');
    expect(formatMoney(1856.4, 'en-ve')).toBe('$1,856.40');
    expect(formatMoney(1856.4, 'es-ve', 'VES')).toBe('Bs. 1.856,40');
    expect(formatMoney(1856.4, 'en-ve', 'VES')).toBe('Bs. 1,856.40');
    expect(formatMoney(-5, 'es-ve')).toBe('-$5,00');
    expect(formatCents(2050, 'es-ve')).toBe('$20,50');
  });
});

describe('time zones', () => {
  it('names a zone in words with its city, never by its IANA id', () => {
    expect(timeZoneLabel('America/Caracas', 'es-ve')).toBe('hora de Venezuela (Caracas)');
    expect(timeZoneLabel('America/Caracas', 'en-ve')).toBe('Venezuela Time (Caracas)');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', 'en-ve')).toMatch(
      /^Argentina .*\(Buenos Aires\)$/,
    );
  });
});

describe('percentages', () => {
  it('writes one form per language, whatever the ICU: "38,6 %" and "20 %" in Spanish, "38.6%" in English', () => {
    expect(formatPercent(38.6, 'es-ve')).toBe('38,6\u00a0%');
    expect(formatPercent(20, 'es-ve')).toBe('20\u00a0%');
    expect(formatPercent(38.6, 'en-ve')).toBe('38.6%');
    expect(formatPercent(12.345, 'en-ve')).toBe('12.3%');
  });
});

describe('dates and times', () => {
  const instant = '2026-11-27T18:35:00.000Z';

  it('writes times on the salon clock, 12 hours, whatever the device zone', () => {
    expect(formatTime(instant, 'es-ve', CARACAS)).toBe('2:35 p. m.');
    expect(formatTime(instant, 'en-ve', CARACAS)).toBe('2:35 PM');
    expect(formatTime(instant, 'en-ve', 'Europe/Madrid')).toBe('7:35 PM');
  });

  it('glues a time to its day period so a line never breaks inside it', () => {
    const spanish = keepTimesTogether(formatLongDateTime(instant, 'es-ve', CARACAS));
    expect(spanish).toBe('viernes, 27 de noviembre, 2:35\u00a0p.\u00a0m.');
    expect(keepTimesTogether(formatLongDateTime(instant, 'en-ve', CARACAS))).toBe(
      'Friday, November 27 at 2:35\u00a0PM',
    );
    expect(keepTimesTogether('9:00 a. m.–1:00 p. m.')).toBe('9:00\u00a0a.\u00a0m.–1:00\u00a0p.\u00a0m.');
    // Words around it still wrap.
    expect(keepTimesTogether('antes del 6 de enero')).toBe('antes del 6 de enero');
  });

  it('writes a day and time, a range and a wall-clock time', () => {
    expect(formatDateTime(instant, 'es-ve', CARACAS)).toMatch(/^27 nov\.? 2026.*2:35 p\. m\.$/);
    expect(formatDateTime(instant, 'en-ve', CARACAS)).toBe('Nov 27, 2026, 2:35 PM');
    expect(formatTimeRange(instant, '2026-11-27T19:05:00.000Z', 'en-ve', CARACAS)).toMatch(
      /^2:35\s?–\s?3:05\sPM$/,
    );
    expect(formatWallTime('09:05', 'es-ve')).toBe('9:05 a. m.');
    expect(formatWallTime('21:30:00', 'en-ve')).toBe('9:30 PM');
  });

  it('keeps a local day on its date', () => {
    expect(formatLocalDay('2026-01-01', 'en-ve')).toBe('Jan 1, 2026');
    expect(formatLocalDayRange('2030-01-07', '2030-01-13', 'en-ve')).toMatch(/^Jan 7\s?–\s?13, 2030$/);
    expect(formatLocalDayRange('2030-01-07', '2030-01-07', 'en-ve')).toBe('Jan 7, 2030');
  });

  it('heads a day in a week by weekday and day number, and a day view by the day in words', () => {
    // A Tuesday the 8th: "08 mar" read as the 8th of March, and en-VE's own order is "8 Tue".
    expect(formatWeekdayDay('2026-12-08', 'es-ve')).toBe('mar 8');
    expect(formatWeekdayDay('2026-12-08', 'en-ve')).toBe('Tue 8');
    expect(formatWeekdayDay('2027-01-01', 'es-ve')).toBe('vie 1');
    expect(formatDayHeading('2026-12-07', 'es-ve')).toBe('lunes 7 de diciembre');
    expect(formatDayHeading('2026-12-07', 'en-ve')).toBe('Monday, December 7');
  });

  it('writes durations', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });
});

describe('formatRate', () => {
  it('writes 2 to 4 decimals, as many as the rate has', () => {
    expect(formatRate(36.4, 'es-ve')).toBe('36,40');
    expect(formatRate(36.4012, 'es-ve')).toBe('36,4012');
    expect(formatRate(1234.5, 'es-ve')).toBe('1.234,50');
    expect(formatRate(36.4012, 'en-ve')).toBe('36.4012');
  });
});
