import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppointmentWire } from '@salon/core';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, session } from './appointment-test-fixtures';
import { visitEdgeColour, visitPartsOf } from './calendar-visit-mark';

/*
 * Parts of a visit of several services on the staff calendar: the mark and "Part n of m" on each part (not on
 * appointments of their own), and the question a drag of a part asks before it is sent.
 *
 * jsdom has no layout, so react-big-calendar's drag cannot be played with the pointer: the drag addon is
 * wrapped to keep the calendar's props, and a test drops an event through them as the addon does at the end of
 * a drag (the real calendar still renders everything).
 */
type DropArgs = { event: unknown; start: Date; end: Date; resourceId?: string };
interface CalendarProps {
  events: { appointment: AppointmentWire; start: Date; end: Date }[];
  onEventDrop: (args: DropArgs) => void;
  onEventResize: (args: DropArgs) => void;
}
const dnd = vi.hoisted(() => ({ props: null as CalendarProps | null }));
vi.mock('react-big-calendar/lib/addons/dragAndDrop', async (importOriginal) => {
  const actual = await importOriginal<{ default: unknown }>();
  const { createElement } = await import('react');
  const addon = actual.default as { default?: unknown };
  const withDragAndDrop = (addon.default ?? addon) as (calendar: unknown) => ComponentType<CalendarProps>;
  return {
    default: (calendar: unknown) => {
      const Calendar = withDragAndDrop(calendar);
      return function KeptProps(props: CalendarProps) {
        dnd.props = props;
        return createElement(Calendar, props);
      };
    },
  };
});

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const ROSA_ID = '0190a000-0000-7000-8000-0000000000b2';
const FIRST_ID = '0190a000-0000-7000-8000-0000000000a1';
const SECOND_ID = '0190a000-0000-7000-8000-0000000000a2';

const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** Today (Caracas): a visit of Corte 10:00–11:00 and Barba 11:00–11:30 with Luis, and a plain visit at 14:00. */
const todaysAppointments = () => {
  const today = caracasToday();
  const first = appointment({
    _id: FIRST_ID,
    visit_id: FIRST_ID,
    start: `${today}T14:00:00.000Z`,
    end: `${today}T15:00:00.000Z`,
  });
  const second = appointment({
    _id: SECOND_ID,
    visit_id: FIRST_ID,
    start: `${today}T15:00:00.000Z`,
    end: `${today}T15:30:00.000Z`,
    service: { _id: '0190a000-0000-7000-8000-0000000000f2', name: 'Barba', duration: 30 },
  });
  const plain = appointment({
    start: `${today}T18:00:00.000Z`,
    end: `${today}T19:00:00.000Z`,
    client: {
      ...first.client,
      _id: '0190a000-0000-7000-8000-0000000000d2',
      firstName: 'Pedro',
      lastName: 'Díaz',
    },
  });
  return { today, first, second, plain };
};

const blockOf = (container: HTMLElement, client: string, service: string) =>
  [...container.querySelectorAll<HTMLElement>('.rbc-event')].find(
    (block) => block.textContent?.includes(client) && block.textContent.includes(service),
  );

const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');
/** A PUT's own fields (the API client adds who is calling to every business call). */
const bodyOf = (call: RecordedCall) => {
  const {
    users_id: _user,
    account_type: _type,
    ...body
  } = JSON.parse(String(call.body)) as Record<string, unknown>;
  return body;
};

/** A wall-clock Date of today at `hours` (the calendar lays out the salon's clock as local Dates). */
const wallToday = (today: string, hours: number, minutes = 0) => {
  const [year, month, day] = today.split('-').map(Number);
  return new Date(year!, month! - 1, day!, hours, minutes);
};

describe('parts of a visit on the calendar', () => {
  it('marks every part of a visit and says which part it is, in the week and month; not a visit of its own', async () => {
    const { first, second, plain } = todaysAppointments();
    mockApi({ ...session(), [`GET ${A}`]: () => ({ body: { data: [second, plain, first] } }) });
    const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
    await screen.findByRole('button', { name: 'Week' });

    await waitFor(() => expect(container.querySelectorAll('.rbc-time-content .rbc-event')).toHaveLength(3));
    const corte = blockOf(container, 'María', 'Corte')!;
    const barba = blockOf(container, 'María', 'Barba')!;
    const pedro = blockOf(container, 'Pedro', 'Corte')!;
    // Numbered by start whatever the order the server listed them in.
    expect(corte.getAttribute('title')).toMatch(/· Part 1 of 2 of a visit$/);
    expect(barba.getAttribute('title')).toMatch(
      /^11:00\sAM – 11:30\sAM: María González · Barba · Reserved · Part 2 of 2 of a visit$/,
    );
    expect(screen.getByRole('button', { name: /Barba · Reserved Part 2 of 2 of a visit$/ })).toBe(barba);
    // The same mark on both parts: the link icon and the visit's edge colour.
    for (const part of [corte, barba]) {
      expect(part.querySelector('[data-visit-mark]')).not.toBeNull();
      expect(part.style.boxShadow).toContain(visitEdgeColour(FIRST_ID, 'light'));
    }
    expect(corte.style.boxShadow).toBe(barba.style.boxShadow);
    expect(corte.style.boxShadow).not.toBe('');
    // A visit of its own renders as before: no mark, no part, no edge; the week's block has the client alone
    // on its first line, the time beginning the next.
    expect(pedro.querySelector('[data-visit-mark]')).toBeNull();
    expect(pedro.getAttribute('title')).not.toMatch(/visit/);
    expect(pedro.textContent).not.toMatch(/visit/);
    expect(pedro.style.boxShadow).toBe('');
    const [pedroName, pedroDetails] = pedro.querySelectorAll('.rbc-event-content > span > span');
    expect(pedroName!.textContent).toBe('Pedro Díaz');
    expect(pedroDetails!.textContent).toMatch(/^2:00\sPM · Corte · Reserved$/);

    // The month view marks the parts the same way.
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(container.querySelector('.rbc-month-view')).not.toBeNull());
    const monthBarba = await waitFor(() => blockOf(container, 'María', 'Barba')!);
    expect(monthBarba.querySelector('[data-visit-mark]')).not.toBeNull();
    expect(monthBarba.textContent).toContain('Part 2 of 2 of a visit');
    expect(blockOf(container, 'Pedro', 'Corte')!.querySelector('[data-visit-mark]')).toBeNull();
  });

  it('marks the parts in the phone agenda too', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          // A 390 px screen: every max-width query of the breakpoints matches, min-width ones do not.
          matches: /max-width/.test(query),
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { first, second, plain } = todaysAppointments();
    mockApi({ ...session(), [`GET ${A}`]: () => ({ body: { data: [first, second, plain] } }) });
    const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
    await screen.findByRole('group', { name: 'Employee shown' });
    await waitFor(() => expect(container.querySelectorAll('.rbc-time-content .rbc-event')).toHaveLength(3));
    const barba = blockOf(container, 'María', 'Barba')!;
    expect(barba.querySelector('[data-visit-mark]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Barba · Reserved Part 2 of 2 of a visit$/ })).toBe(barba);
    expect(barba.style.boxShadow).toContain(visitEdgeColour(FIRST_ID, 'light'));
    const pedro = blockOf(container, 'Pedro', 'Corte')!;
    expect(pedro.querySelector('[data-visit-mark]')).toBeNull();
    expect(pedro.textContent).not.toMatch(/visit/);
  });

  it('asks when a part is dragged to another time: the whole visit sends whole_visit, only this one does not', async () => {
    const { today, first, second, plain } = todaysAppointments();
    let answerPut: () => void = () => undefined;
    const calls = mockApi({
      ...session(),
      [`GET ${A}`]: () => ({ body: { data: [first, second, plain] } }),
      [`PUT ${A}/${SECOND_ID}`]: () =>
        new Promise((resolve) => {
          answerPut = () => resolve({ body: { data: second } });
        }),
      [`PUT ${A}/${plain._id}`]: () => ({ body: { data: plain } }),
    });
    const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
    await waitFor(() => expect(container.querySelectorAll('.rbc-time-content .rbc-event')).toHaveLength(3));
    const eventOf = (id: string) => dnd.props!.events.find((event) => event.appointment._id === id)!;
    const drop = (id: string, start: Date, end: Date, resourceId?: string) =>
      act(() => dnd.props!.onEventDrop({ event: eventOf(id), start, end, resourceId }));

    // Barba dropped at 12:00 (an hour later), same employee: the question, nothing sent yet.
    await drop(SECOND_ID, wallToday(today, 12), wallToday(today, 12, 30));
    const question = await screen.findByRole('dialog', { name: 'Move the whole visit?' });
    expect(question.textContent).toContain('Barba for María González is one service of a visit of several.');
    expect(puts(calls)).toHaveLength(0);
    // The whole visit has the focus; Cancel sends nothing and puts the part back.
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Move the whole visit' }),
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toHaveLength(0);
    expect(blockOf(container, 'María', 'Barba')!.getAttribute('title')).toMatch(/^11:00\sAM/);

    // The whole visit: only the new start and whole_visit, and both parts show moved by the hour meanwhile.
    await drop(SECOND_ID, wallToday(today, 12), wallToday(today, 12, 30));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move the whole visit' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.url).toContain(`${A}/${SECOND_ID}`);
    expect(bodyOf(puts(calls)[0]!)).toEqual({ start: `${today}T16:00:00.000Z`, whole_visit: true });
    await waitFor(() =>
      expect(blockOf(container, 'María', 'Corte')!.getAttribute('title')).toMatch(/^11:00\sAM – 12:00\sPM/),
    );
    expect(blockOf(container, 'María', 'Barba')!.getAttribute('title')).toMatch(/^12:00\sPM – 12:30\sPM/);
    expect(blockOf(container, 'Pedro', 'Corte')!.getAttribute('title')).toMatch(/^2:00\sPM/);
    await act(async () => answerPut());
    await waitFor(() => expect(screen.getByText('Appointment updated')).toBeTruthy());

    // Only this service: the part alone, with its end and employee, no whole_visit.
    await drop(SECOND_ID, wallToday(today, 12), wallToday(today, 12, 30));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Only this service' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(bodyOf(puts(calls)[1]!)).toEqual({
      start: `${today}T16:00:00.000Z`,
      end: `${today}T16:30:00.000Z`,
      employee_id: second.employee._id,
    });
    await act(async () => answerPut());

    // Dropped on another employee at another time: only this part, without asking.
    await drop(SECOND_ID, wallToday(today, 12), wallToday(today, 12, 30), ROSA_ID);
    await waitFor(() => expect(puts(calls)).toHaveLength(3));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(puts(calls)[2]!)).toEqual({
      start: `${today}T16:00:00.000Z`,
      end: `${today}T16:30:00.000Z`,
      employee_id: ROSA_ID,
    });
    await act(async () => answerPut());

    // A resize of the part's end asks nothing either.
    await act(() =>
      dnd.props!.onEventResize({
        event: eventOf(SECOND_ID),
        start: wallToday(today, 11),
        end: wallToday(today, 11, 45),
      }),
    );
    await waitFor(() => expect(puts(calls)).toHaveLength(4));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(puts(calls)[3]!)).not.toHaveProperty('whole_visit');
    await act(async () => answerPut());

    // An appointment of its own moves as before, without a question.
    await drop(plain._id, wallToday(today, 16), wallToday(today, 17));
    await waitFor(() => expect(puts(calls)).toHaveLength(5));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(puts(calls)[4]!)).toEqual({
      start: `${today}T20:00:00.000Z`,
      end: `${today}T21:00:00.000Z`,
      employee_id: plain.employee._id,
    });
  });
});

describe('visitPartsOf', () => {
  it('numbers the loaded parts of each visit by start; a part alone has a count of 1', () => {
    const { first, second, plain } = todaysAppointments();
    const lone = appointment({ _id: '0190a000-0000-7000-8000-0000000000a3', visit_id: 'other-visit' });
    const parts = visitPartsOf([second, plain, lone, first]);
    expect(parts.get(FIRST_ID)).toEqual({ visitId: FIRST_ID, index: 1, count: 2 });
    expect(parts.get(SECOND_ID)).toEqual({ visitId: FIRST_ID, index: 2, count: 2 });
    expect(parts.get(lone._id)).toEqual({ visitId: 'other-visit', index: 1, count: 1 });
    expect(parts.has(plain._id)).toBe(false);
    // The same visit always gets the same colour, in each mode.
    expect(visitEdgeColour(FIRST_ID, 'dark')).toBe(visitEdgeColour(FIRST_ID, 'dark'));
    expect(visitEdgeColour(FIRST_ID, 'light')).not.toBe(visitEdgeColour(FIRST_ID, 'dark'));
  });
});
