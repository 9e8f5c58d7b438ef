import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, B, EMPLOYEE_ID, SALON_ID, session } from './appointment-test-fixtures';
import { salonClosedAt } from './calendar-time-grid';

const ROSA_ID = '0190a000-0000-7000-8000-0000000000b2';

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

const hours = Array.from({ length: 7 }, (_, index) => ({
  start_hour: '09:00',
  end_hour: '19:00',
  start_break_hour: '13:00',
  end_break_hour: '14:00',
  // Sunday (index 6) closed.
  active: index < 6,
  available: true,
}));

describe('desktop week', () => {
  it(
    'gives each employee a lane per day; a half-hour block shows its 12-hour time and client on one line',
    { timeout: 60_000 },
    async () => {
      const today = caracasToday();
      // 14:00 UTC is 10:00 in Caracas: half an hour for each employee at the same time.
      const luis = appointment({ start: `${today}T14:00:00.000Z`, end: `${today}T14:30:00.000Z` });
      const rosa = appointment({
        _id: '0190a000-0000-7000-8000-0000000000a8',
        start: `${today}T14:00:00.000Z`,
        end: `${today}T14:30:00.000Z`,
        employee: { _id: ROSA_ID, name: 'Rosa Páez' },
        client: { ...luis.client, firstName: 'Valentina', lastName: 'Rodríguez' },
      });
      mockApi({
        ...session(),
        [`GET ${B}/employee`]: () => ({
          body: {
            data: [
              { _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', active_in_calendar: true },
              { _id: ROSA_ID, firstName: 'Rosa', lastName: 'Páez', active_in_calendar: true },
            ],
            meta: { total: 2, page: 1, limit: 100 },
          },
        }),
        [`GET ${B}/salon/one/${SALON_ID}`]: () => ({
          body: { data: { _id: SALON_ID, schedule: { _id: 's', days: hours } } },
        }),
        [`GET ${A}`]: () => ({ body: { data: [luis, rosa] } }),
      });
      const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
      await screen.findByRole('button', { name: 'Week' });

      // Seven days of two lanes each.
      await waitFor(() =>
        expect(container.querySelectorAll('.rbc-time-content .rbc-day-slot')).toHaveLength(14),
      );
      const blocks = () => [...container.querySelectorAll<HTMLElement>('.rbc-time-content .rbc-event')];
      await waitFor(() => expect(blocks()).toHaveLength(2));
      // The two blocks sit in different lanes (columns), not over each other in one.
      expect(new Set(blocks().map((block) => block.closest('.rbc-day-slot'))).size).toBe(2);
      const block = blocks().find((one) => one.textContent?.includes('Valentina'))!;
      const firstLine = block.querySelector('.rbc-event-content > span > span')!;
      expect(firstLine.textContent).toMatch(/^10:00\sAM Valentina Rodríguez$/);
      expect(within(block).getByText(/Corte · Reserved/)).toBeTruthy();
      expect(block.getAttribute('title')).toMatch(
        /^10:00\sAM – 10:30\sAM: Valentina Rodríguez · Corte · Reserved$/,
      );
      // The time gutter on the 12-hour clock.
      const gutter = [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map(
        (label) => label.textContent,
      );
      expect(gutter).toContain('1:00 PM');
      expect(gutter).not.toContain('13:00');
      // The break and the closed hours are shaded once the salon's hours arrive.
      await waitFor(() => expect(container.querySelectorAll('.rbc-closed-slot').length).toBeGreaterThan(0));
    },
  );
});

describe('salonClosedAt', () => {
  it('is closed outside the hours, in the break and on a closed day; open otherwise or without hours', () => {
    const friday = (hour: number, minute = 0) => new Date(2026, 10, 27, hour, minute);
    expect(salonClosedAt(hours, friday(8, 45))).toBe(true);
    expect(salonClosedAt(hours, friday(9))).toBe(false);
    expect(salonClosedAt(hours, friday(13, 15))).toBe(true);
    expect(salonClosedAt(hours, friday(14))).toBe(false);
    expect(salonClosedAt(hours, friday(19))).toBe(true);
    expect(salonClosedAt(hours, new Date(2026, 10, 29, 11))).toBe(true);
    expect(salonClosedAt(null, friday(3))).toBe(false);
  });
});
