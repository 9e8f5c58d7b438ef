import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { A, appointment, session } from './appointment-test-fixtures';

/* Preparation, clean-up and processing time drawn on the staff calendar (calendar-timing.tsx). */

// react-big-calendar's slot selection asks which element is under the pointer; jsdom has no layout.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** A phone's screen: every media query on width answers as at 390 px. */
const phoneScreen = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: [...query.matchAll(/(min|max)-width:\s*([\d.]+)px/g)].reduce(
          (all, [, side, px]) => all && (side === 'min' ? 390 >= Number(px) : 390 <= Number(px)),
          /width/.test(query),
        ),
        media: query,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );

/** Today 10:00–11:00 in Caracas with 10 min before, 15 after and a 30-minute gap from minute 20; 12:00 plain. */
function mockDay(extra: ReturnType<typeof appointment>[] = []) {
  const today = caracasToday();
  const colour = appointment({
    start: `${today}T14:00:00.000Z`,
    end: `${today}T15:00:00.000Z`,
    timing: { buffer_before: 10, buffer_after: 15, processing_start: 20, processing_minutes: 30 },
  });
  const plain = appointment({
    _id: '0190a000-0000-7000-8000-0000000000a8',
    start: `${today}T16:00:00.000Z`,
    end: `${today}T16:30:00.000Z`,
    client: { ...colour.client, firstName: 'Valentina', lastName: 'Rodríguez' },
  });
  mockApi({ ...session(), [`GET ${A}`]: () => ({ body: { data: [colour, plain, ...extra] } }) });
}

const blockOf = (container: HTMLElement, client: string) =>
  [...container.querySelectorAll<HTMLElement>('.rbc-time-content .rbc-event')].find((block) =>
    block.textContent?.includes(client),
  )!;
const bandsOf = (block: HTMLElement) =>
  Object.fromEntries(
    [...block.querySelectorAll<HTMLElement>('[data-band]')].map((band) => [
      band.dataset.band,
      { top: band.style.top, height: band.style.height },
    ]),
  );
const WORDS = /10 min preparation, 15 min clean-up, processing 30 min from 10:20\sAM$/;

/** The timed block has its three bands, in shares of its hour, and says them in words; the plain one has none. */
function expectBands(container: HTMLElement) {
  const timed = blockOf(container, 'María González');
  expect(timed.classList.contains('rbc-event-timed')).toBe(true);
  expect(bandsOf(timed)).toEqual({
    before: { top: '', height: `${(10 / 60) * 100}%` },
    processing: { top: `${(20 / 60) * 100}%`, height: '50%' },
    after: { top: '', height: '25%' },
  });
  expect(timed.querySelector('.timing-bands')!.getAttribute('aria-hidden')).toBe('true');
  expect(timed.getAttribute('title')).toMatch(/: María González · Corte · Reserved · 10 min preparation/);
  expect(timed.getAttribute('title')).toMatch(WORDS);
  // The bands are drawn only: the block's own text says them, for a screen reader.
  expect(timed.textContent).toMatch(WORDS);

  const plain = blockOf(container, 'Valentina');
  expect(plain.classList.contains('rbc-event-timed')).toBe(false);
  expect(plain.querySelector('.timing-bands, [data-band]')).toBeNull();
  expect(plain.getAttribute('title')).toMatch(/: Valentina Rodríguez · Corte · Reserved$/);
}

describe('calendar timing bands', () => {
  it('draws them in the week and the day view, only for an appointment with timing', async () => {
    mockDay();
    const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
    await screen.findByRole('button', { name: 'Week' });
    await waitFor(() => expect(blockOf(container, 'Valentina')).toBeTruthy());
    expectBands(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() =>
      expect(container.querySelectorAll('.rbc-time-content .rbc-day-slot')).toHaveLength(1),
    );
    await waitFor(() => expect(blockOf(container, 'Valentina')).toBeTruthy());
    expectBands(container);
  }, 60_000);

  it("draws them in the phone's agenda too", async () => {
    phoneScreen();
    mockDay();
    const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
    await screen.findByRole('group', { name: 'Employee shown' });
    await waitFor(() => expect(blockOf(container, 'Valentina')).toBeTruthy());
    expectBands(container);
  }, 60_000);

  it('draws none for a cancelled appointment, which keeps nobody busy', async () => {
    const today = caracasToday();
    mockDay([
      appointment({
        _id: '0190a000-0000-7000-8000-0000000000a7',
        status: 'cancelled',
        start: `${today}T18:00:00.000Z`,
        end: `${today}T19:00:00.000Z`,
        client: { ...appointment().client, firstName: 'Pedro', lastName: 'Díaz' },
        timing: { buffer_before: 10, buffer_after: 15, processing_start: 20, processing_minutes: 30 },
      }),
    ]);
    const { container } = await renderApp('/en-ve/dashboard/appointment/calendar');
    await waitFor(() => expect(blockOf(container, 'Pedro')).toBeTruthy());
    const cancelled = blockOf(container, 'Pedro');
    expect(cancelled.classList.contains('rbc-event-timed')).toBe(false);
    expect(cancelled.querySelector('[data-band]')).toBeNull();
  }, 60_000);
});
