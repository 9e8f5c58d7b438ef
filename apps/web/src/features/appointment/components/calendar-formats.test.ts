import type { DateRange, DateFormatFunction } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { calendarDayFormats } from './calendar-formats';

// Wall-clock Dates: their local fields read as the salon's calendar (wall-clock.ts).
const tuesday = new Date(2026, 11, 8, 0, 0);
const monday = new Date(2026, 11, 7, 0, 0);

describe('calendarDayFormats', () => {
  it("heads a week's day by weekday and day number, the day view in words, the week by its range", () => {
    for (const [language, day, heading, week] of [
      ['es-ve', 'mar 8', 'lunes 7 de diciembre', /^7\s?–\s?13 de dic\.? de 2026$/],
      ['en-ve', 'Tue 8', 'Monday, December 7', /^Dec 7\s?–\s?13, 2026$/],
    ] as const) {
      const formats = calendarDayFormats(language);
      expect((formats.dayFormat as DateFormatFunction)(tuesday)).toBe(day);
      expect((formats.dayHeaderFormat as DateFormatFunction)(monday)).toBe(heading);
      const range: DateRange = { start: monday, end: new Date(2026, 11, 13) };
      expect(formats.dayRangeHeaderFormat!(range)).toMatch(week);
    }
  });

  it('keeps the day of a wall-clock Date late in the evening', () => {
    expect((calendarDayFormats('en-ve').dayFormat as DateFormatFunction)(new Date(2027, 0, 1, 23, 45))).toBe(
      'Fri 1',
    );
  });
});
