import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, B, EMPLOYEE_ID, queryOf, pathOf, session } from './appointment-test-fixtures';

const ROSA_ID = '0190a000-0000-7000-8000-0000000000b2';

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

/** A screen `width` pixels wide: media queries on min-width and max-width answer as a phone's would. */
const screenWidth = (width: number) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: [...query.matchAll(/(min|max)-width:\s*([\d.]+)px/g)].reduce(
          (all, [, side, px]) => all && (side === 'min' ? width >= Number(px) : width <= Number(px)),
          /width/.test(query),
        ),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

/** A Caracas date `days` from today (YYYY-MM-DD), and its midnight as an instant. */
const caracasDay = (days: number) => {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return { iso, midnight: new Date(`${iso}T00:00:00-04:00`).toISOString() };
};

describe('calendar on a phone', () => {
  it(
    "opens on today's agenda, one employee's lane at a time, moves by day with the buttons, the keyboard and a swipe, and books by tapping a free time",
    { timeout: 60_000 },
    async () => {
      screenWidth(390);
      const today = caracasDay(0);
      // 14:00 UTC is 10:00 in Caracas.
      const booked = appointment({
        date: today.iso,
        start: `${today.iso}T14:00:00.000Z`,
        end: `${today.iso}T15:00:00.000Z`,
      });
      const calls = mockApi({
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
        [`GET ${A}`]: (call) => ({
          body: { data: queryOf(call).get('from') === today.midnight ? [booked] : [] },
        }),
        [`GET ${A}/${booked._id}/notifications`]: () => ({ body: { data: [], whatsapp: null } }),
      });
      const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
      const user = userEvent.setup();

      // One day, today: no week or month views, one lane, the day's count on each employee.
      const day = await screen.findByRole('heading', { level: 2 });
      expect(day.textContent).toMatch(/^Today /);
      expect(day.textContent).toContain(String(Number(today.iso.slice(8))));
      expect(screen.queryByRole('button', { name: 'Week' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Month' })).toBeNull();
      const lanes = await screen.findByRole('group', { name: 'Employee shown' });
      const luis = await within(lanes).findByRole('button', { name: 'Luis Mora, 1 appointment' });
      const rosa = within(lanes).getByRole('button', { name: 'Rosa Páez, 0 appointments' });
      expect(luis.getAttribute('aria-pressed')).toBe('true');
      expect(container.querySelectorAll('.rbc-time-content .rbc-day-slot')).toHaveLength(1);
      const event = () => container.querySelector<HTMLElement>('.rbc-time-content .rbc-event');
      await waitFor(() => expect(event()?.textContent).toContain('María González'));
      expect(event()!.textContent).toContain('10:00 AM – 11:00 AM');
      expect(event()!.textContent).toContain('Corte · Reserved');
      const calendarAsked = () => calls.filter((call) => pathOf(call) === A);
      expect(queryOf(calendarAsked().at(-1)!).get('from')).toBe(today.midnight);

      await user.click(rosa);
      expect(rosa.getAttribute('aria-pressed')).toBe('true');
      await waitFor(() => expect(event()).toBeNull());
      await user.click(luis);
      await waitFor(() => expect(event()).not.toBeNull());

      // The next day by keyboard, back by its button; a swipe to the left goes forward, to the right back.
      screen.getByRole('button', { name: 'Next day' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(day.textContent).toMatch(/^Tomorrow /));
      await waitFor(() => expect(queryOf(calendarAsked().at(-1)!).get('from')).toBe(caracasDay(1).midnight));
      await user.click(screen.getByRole('button', { name: 'Previous day' }));
      await waitFor(() => expect(day.textContent).toMatch(/^Today /));
      const grid = container.querySelector<HTMLElement>('.rbc-time-content')!;
      const swipe = (fromX: number, toX: number) => {
        fireEvent.touchStart(grid, { touches: [{ clientX: fromX, clientY: 300 }] });
        fireEvent.touchMove(grid, { touches: [{ clientX: toX, clientY: 305 }] });
        fireEvent.touchEnd(grid, { touches: [], changedTouches: [{ clientX: toX, clientY: 305 }] });
      };
      swipe(320, 120);
      await waitFor(() => expect(day.textContent).toMatch(/^Tomorrow /));
      swipe(120, 320);
      await waitFor(() => expect(day.textContent).toMatch(/^Today /));
      // A mostly vertical move is a scroll, not a swipe.
      fireEvent.touchStart(grid, { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(grid, { touches: [], changedTouches: [{ clientX: 130, clientY: 400 }] });
      expect(day.textContent).toMatch(/^Today /);

      // A tap on a free time (16:00) opens the new appointment there, for the lane's employee, on the whole screen.
      const slots = grid.querySelectorAll<HTMLElement>('.rbc-day-slot .rbc-time-slot');
      expect(slots).toHaveLength(96);
      fireEvent.click(slots[64]!);
      const dialog = await screen.findByRole('dialog', { name: 'New appointment' });
      expect((within(dialog).getByLabelText(/^Start time/) as HTMLInputElement).value).toBe('16:00');
      expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(today.iso);
      expect(within(dialog).getByRole('combobox', { name: /^Employee/ }).textContent).toContain('Luis Mora');
      expect(dialog.className).toContain('MuiDialog-paperFullScreen');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // A tap on the appointment opens it.
      fireEvent.click(event()!);
      const edit = await screen.findByRole('dialog', { name: 'Edit appointment' });
      expect(within(edit).getByRole('button', { name: 'Change status' })).toBeTruthy();
    },
  );

  it('keeps the week view with its toolbar on a wide screen', async () => {
    mockApi(session());
    await renderApp('/en-ve/dashboard/appointment/calendar');
    expect(await screen.findByRole('button', { name: 'Week' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Employee shown' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next day' })).toBeNull();
  });
});
