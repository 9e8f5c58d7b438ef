import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, B, EMPLOYEE_ID, SALON_ID, session } from './appointment-test-fixtures';
import { CLOSED_SLOT, closedDayProps, closedSlotProps, salonClosedAt } from './calendar-time-grid';

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

const EN_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The employees' list of the salon: Luis Mora and Rosa Páez, and `more` after them. */
const staffList = (more: { _id: string; firstName: string; lastName: string }[] = []) => ({
  body: {
    data: [
      { _id: EMPLOYEE_ID, firstName: 'Luis', lastName: 'Mora', active_in_calendar: true },
      { _id: ROSA_ID, firstName: 'Rosa', lastName: 'Páez', active_in_calendar: true },
      ...more.map((one) => ({ ...one, active_in_calendar: true })),
    ],
    meta: { total: 2 + more.length, page: 1, limit: 100 },
  },
});

/** Half an hour at 10:00 in Caracas today for Luis (María González) and for Rosa (Valentina Rodríguez). */
const twoAtTen = () => {
  const today = caracasToday();
  // 14:00 UTC is 10:00 in Caracas.
  const luis = appointment({ start: `${today}T14:00:00.000Z`, end: `${today}T14:30:00.000Z` });
  const rosa = appointment({
    _id: '0190a000-0000-7000-8000-0000000000a8',
    start: `${today}T14:00:00.000Z`,
    end: `${today}T14:30:00.000Z`,
    employee: { _id: ROSA_ID, name: 'Rosa Páez' },
    client: { ...luis.client, firstName: 'Valentina', lastName: 'Rodríguez' },
  });
  return { today, luis, rosa };
};

const blocksOf = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('.rbc-time-content .rbc-event'),
];

describe('desktop week', () => {
  it(
    'shows seven days named "Tue 8" with the whole team in each; a block: the employee\'s badge and the client, then the time',
    { timeout: 90_000 },
    async () => {
      const { today, luis, rosa } = twoAtTen();
      mockApi({
        ...session(),
        [`GET ${B}/employee`]: () => staffList(),
        [`GET ${B}/salon/one/${SALON_ID}`]: () => ({
          body: { data: { _id: SALON_ID, schedule: { _id: 's', days: hours } } },
        }),
        [`GET ${A}`]: () => ({ body: { data: [luis, rosa] } }),
      });
      const { container, router } = await renderApp('/en-ve/dashboard/appointment/calendar');
      await screen.findByRole('button', { name: 'Week' });

      // Seven day columns, not a lane per employee in each; every day named by weekday and day number.
      await waitFor(() =>
        expect(container.querySelectorAll('.rbc-time-content .rbc-day-slot')).toHaveLength(7),
      );
      const headers = [...container.querySelectorAll('.rbc-time-header .rbc-header')].map(
        (cell) => cell.textContent,
      );
      const noon = new Date(`${today}T12:00:00Z`);
      expect(headers).toHaveLength(7);
      expect(headers).toContain(`${EN_DAYS[noon.getUTCDay()]} ${noon.getUTCDate()}`);
      headers.forEach((header) =>
        expect(header).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([1-9]|[12]\d|3[01])$/),
      );

      // Both employees' blocks in today's column, side by side, each with its employee's badge.
      await waitFor(() => expect(blocksOf(container)).toHaveLength(2));
      expect(new Set(blocksOf(container).map((block) => block.closest('.rbc-day-slot'))).size).toBe(1);
      const block = blocksOf(container).find((one) => one.textContent?.includes('Valentina'))!;
      const [firstLine, secondLine] = block.querySelectorAll('.rbc-event-content > span > span');
      expect(firstLine!.textContent).toBe('RPValentina Rodríguez');
      expect(firstLine!.querySelector('[data-staff-badge]')!.getAttribute('aria-hidden')).toBe('true');
      expect(secondLine!.textContent).toMatch(/^10:00\sAM · Corte · Reserved$/);
      expect(block.getAttribute('title')).toMatch(
        /^10:00\sAM – 10:30\sAM: Valentina Rodríguez · Corte · Reserved · with Rosa Páez$/,
      );
      expect(
        screen.getByRole('button', {
          name: /^Valentina Rodríguez 10:00\sAM · Corte · Reserved with Rosa Páez$/,
        }),
      ).toBe(block);
      // The time gutter on the 12-hour clock.
      const gutter = [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map(
        (label) => label.textContent,
      );
      expect(gutter).toContain('1:00 PM');
      expect(gutter).not.toContain('13:00');
      // The break and the closed hours are shaded once the salon's hours arrive.
      await waitFor(() => expect(container.querySelectorAll('.rbc-closed-slot').length).toBeGreaterThan(0));

      // The staff bar: the whole team pressed; an employee's button shows their week alone, kept in the address.
      const bar = screen.getByRole('group', { name: 'Staff shown in the week' });
      const whole = within(bar).getByRole('button', { name: 'Whole team, 2 appointments' });
      expect(whole.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(within(bar).getByRole('button', { name: 'Rosa Páez, 1 appointment' }));
      await waitFor(() => expect(blocksOf(container)).toHaveLength(1));
      expect(blocksOf(container)[0]!.textContent).toContain('Valentina Rodríguez');
      expect(blocksOf(container)[0]!.querySelector('[data-staff-badge]')).toBeNull();
      expect(router.state.location.search).toBe(`?staff=${ROSA_ID}`);
      expect(whole.getAttribute('aria-pressed')).toBe('false');

      // The day view keeps a lane per employee, headed by the day in words.
      fireEvent.click(screen.getByRole('button', { name: 'Day' }));
      await waitFor(() =>
        expect(container.querySelectorAll('.rbc-time-content .rbc-day-slot')).toHaveLength(2),
      );
      expect(container.querySelector('.rbc-toolbar-label')!.textContent).toMatch(
        /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, [A-Z][a-z]+ \d{1,2}$/,
      );
      expect(screen.queryByRole('group', { name: 'Staff shown in the week' })).toBeNull();
    },
  );

  it(
    'with more than four employees opens on the first one with appointments, the whole team a click away',
    { timeout: 60_000 },
    async () => {
      const { luis, rosa } = twoAtTen();
      const more = ['Sofía Ramos', 'Teresa Urdaneta', 'Víctor Zambrano'].map((name, index) => {
        const [firstName, lastName] = name.split(' ');
        return {
          _id: `0190a000-0000-7000-8000-0000000000c${index}`,
          firstName: firstName!,
          lastName: lastName!,
        };
      });
      mockApi({
        ...session(),
        [`GET ${B}/employee`]: () => staffList(more),
        [`GET ${A}`]: () => ({ body: { data: [rosa, luis] } }),
      });
      const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
      const bar = await screen.findByRole('group', { name: 'Staff shown in the week' });
      expect(within(bar).getAllByRole('button')).toHaveLength(6);
      // Luis comes first in the list and has an appointment: his week, without badges.
      await waitFor(() => expect(blocksOf(container)).toHaveLength(1));
      expect(
        within(bar).getByRole('button', { name: 'Luis Mora, 1 appointment' }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(blocksOf(container)[0]!.textContent).toContain('María González');
      fireEvent.click(within(bar).getByRole('button', { name: 'Whole team, 2 appointments' }));
      await waitFor(() => expect(blocksOf(container)).toHaveLength(2));
      expect(
        blocksOf(container)
          .map((block) => block.querySelector('[data-staff-badge]')?.textContent)
          .sort(),
      ).toEqual(['LM', 'RP']);
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

describe('closedSlotProps', () => {
  it('shades every slot of a day the salon closes, and its month cell; other days by their hours', () => {
    const closed = new Set(['2026-11-27']);
    const slot = closedSlotProps(hours, closed);
    // Friday 27 is closed all day; Thursday 26 at 10:00 is open, at 13:15 in its break.
    expect(slot(new Date(2026, 10, 27, 10))).toEqual({ className: CLOSED_SLOT });
    expect(slot(new Date(2026, 10, 26, 10))).toEqual({});
    expect(slot(new Date(2026, 10, 26, 13, 15))).toEqual({ className: CLOSED_SLOT });
    const day = closedDayProps(closed);
    expect(day(new Date(2026, 10, 27))).toEqual({ className: CLOSED_SLOT });
    expect(day(new Date(2026, 10, 28))).toEqual({});
  });
});
