import { addDays, set } from 'date-fns';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** One column of the time grid: a day (week view) or an employee's day (day view). */
export interface SlotColumn {
  /** The column's day at 00:00, wall clock. */
  day: Date;
  resourceId?: string;
}

interface Cursor {
  column: number;
  row: number;
}

const HIGHLIGHT = 'rbc-keyboard-slot';
/** Where the cursor starts: 09:00, the start of most salons' day. */
const FIRST_ROW_MINUTES = 9 * 60;

/** The wall-clock time `minutes` into `day` (set, not added: a day with a clock change keeps its hours). */
export const atMinuteOfDay = (day: Date, minutes: number) =>
  set(day, { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds: 0, milliseconds: 0 });

/** The week view's columns: seven days from the week's first. */
export const weekColumns = (weekStart: Date): SlotColumn[] =>
  Array.from({ length: 7 }, (_, i) => ({ day: addDays(weekStart, i) }));

/**
 * react-big-calendar picks a free time only by mouse or touch. This lets the keyboard do it in the week and day
 * views: with the time grid focused, the arrow keys move a highlighted slot (Page Up/Down by an hour), and
 * Enter or Space picks it, as a click on the empty slot would. The library's markup is not configurable, so
 * the highlight is a class on its slot element, and the chosen time is announced through `announcement`.
 */
export function useKeyboardSlotPicker(
  ref: RefObject<HTMLElement | null>,
  options: {
    enabled: boolean;
    columns: SlotColumn[];
    stepMinutes: number;
    describe: (start: Date, resourceId?: string) => string;
    onPick: (start: Date, resourceId?: string) => void;
  },
): { announcement: string } {
  const [announcement, setAnnouncement] = useState('');
  const cursor = useRef<Cursor>({ column: 0, row: FIRST_ROW_MINUTES / options.stepMinutes });
  // The latest options, so the listeners below are attached once per view rather than on every render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root || !options.enabled) return;
    const grid = () => root.querySelector<HTMLElement>('.rbc-time-content');
    const slotElement = ({ column, row }: Cursor) =>
      grid()?.querySelectorAll('.rbc-day-slot')[column]?.querySelectorAll<HTMLElement>('.rbc-time-slot')[row];
    const clear = () =>
      root.querySelectorAll(`.${HIGHLIGHT}`).forEach((node) => node.classList.remove(HIGHLIGHT));
    const startOf = ({ column, row }: Cursor) => {
      const { columns, stepMinutes } = latest.current;
      const target = columns[column] ?? columns.at(-1);
      return target
        ? { start: atMinuteOfDay(target.day, row * stepMinutes), resourceId: target.resourceId }
        : null;
    };
    const show = () => {
      clear();
      // A narrower grid than before (fewer employees shown) keeps the cursor inside it.
      const lastColumn = Math.max(latest.current.columns.length - 1, 0);
      cursor.current = { ...cursor.current, column: Math.min(cursor.current.column, lastColumn) };
      const node = slotElement(cursor.current);
      const slot = startOf(cursor.current);
      if (!node || !slot) return;
      node.classList.add(HIGHLIGHT);
      node.scrollIntoView?.({ block: 'nearest' });
      setAnnouncement(latest.current.describe(slot.start, slot.resourceId));
    };
    const onKey = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLElement) || !event.target.classList.contains('rbc-time-content'))
        return;
      const { columns, stepMinutes } = latest.current;
      const rows = (24 * 60) / stepMinutes;
      const perHour = 60 / stepMinutes;
      const moves: Record<string, [number, number]> = {
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        PageUp: [0, -perHour],
        PageDown: [0, perHour],
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        const { column, row } = cursor.current;
        cursor.current = {
          column: Math.min(Math.max(column + move[0], 0), Math.max(columns.length - 1, 0)),
          row: Math.min(Math.max(row + move[1], 0), rows - 1),
        };
        show();
      } else if (event.key === 'Enter' || event.key === ' ') {
        const slot = startOf(cursor.current);
        if (!slot) return;
        event.preventDefault();
        latest.current.onPick(slot.start, slot.resourceId);
      }
    };
    // A focus that a press of the mouse or a finger brought shows no cursor: the cursor's scroll would move the
    // grid under the pointer between its press and its click. The arrow keys show it all the same.
    let pressed = false;
    const onPointerDown = () => {
      pressed = true;
    };
    const onAnyKey = () => {
      pressed = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      const byPointer = pressed;
      pressed = false;
      const target = event.target;
      if (target instanceof HTMLElement && target.classList.contains('rbc-time-content') && !byPointer)
        show();
    };
    const onFocusOut = () => {
      clear();
      setAnnouncement('');
    };
    root.addEventListener('keydown', onKey);
    root.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onAnyKey, true);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onAnyKey, true);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      clear();
    };
  }, [ref, options.enabled]);

  return { announcement };
}
