import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How far a finger travels sideways, mostly sideways, before the day changes. */
const SWIPE_PX = 60;
/** A tap that wandered further than this was a drag or a scroll, not a tap. */
const TAP_SLOP_PX = 10;
/** A slower sideways move is someone reading with a finger on the screen, not a swipe. */
const SWIPE_MAX_MS = 1000;

const FOLLOWING = ['touchmove', 'touchend', 'touchcancel'] as const;

/**
 * Keeps a finger's drag of an appointment going. Once the drag addon draws its preview it re-creates the day's
 * appointments, so the rest of the touch (its moves and its end) goes to the removed element and never reaches
 * the document, where the addon listens: the appointment froze under the finger and was never dropped. While the
 * touched element is out of the page, each of those events is passed on to the document.
 */
const forwardDetachedTouches = (target: Element) => {
  const forward = (event: TouchEvent) => {
    if (event.type !== 'touchmove') stop();
    if (target.isConnected) return;
    if (event.cancelable) event.preventDefault();
    try {
      document.dispatchEvent(
        new TouchEvent(event.type, {
          bubbles: true,
          cancelable: true,
          touches: [...event.touches],
          targetTouches: [...event.targetTouches],
          changedTouches: [...event.changedTouches],
        }),
      );
    } catch {
      // A browser without the TouchEvent constructor: the drag ends where it froze, as it did before.
    }
  };
  // Touch events sent to an element reach listeners typed for any event.
  const listener = forward as EventListener;
  const stop = () => FOLLOWING.forEach((type) => target.removeEventListener(type, listener));
  FOLLOWING.forEach((type) => target.addEventListener(type, listener, { passive: false }));
};

/**
 * The phone agenda's touch gestures over react-big-calendar's time grid:
 * - a tap on an empty time picks that slot (`onTapSlot` with the slot's column and row). The library selects a
 *   slot on touch only after a long press, which nobody discovers; a plain tap is what people try first.
 * - a horizontal swipe over the grid moves a day (`onSwipe(1)` towards the next day, mirrored right-to-left).
 *   While the finger moves, the grid follows it a little, so the gesture is felt before it lands.
 * Gestures that begin on an appointment are left to it (a tap opens it, a long press drags it; see
 * forwardDetachedTouches).
 */
export function useAgendaGestures(
  ref: RefObject<HTMLElement | null>,
  options: {
    enabled: boolean;
    rtl: boolean;
    onSwipe: (days: 1 | -1) => void;
    onTapSlot: (column: number, row: number) => void;
  },
) {
  // The latest callbacks, so the listeners are attached once while the agenda is shown.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root || !options.enabled) return;
    let down: { x: number; y: number } | null = null;
    let touch: { x: number; y: number; at: number; onEvent: boolean } | null = null;
    const grid = () => root.querySelector<HTMLElement>('.rbc-time-content');
    const follow = (dx: number) => {
      const node = grid();
      if (!node) return;
      node.style.transition = dx ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out';
      node.style.transform = dx ? `translateX(${dx / 4}px)` : '';
      node.style.opacity = dx ? String(Math.max(0.6, 1 - Math.abs(dx) / 600)) : '';
    };

    const onPointerDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY };
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const start = down;
      down = null;
      if (!target || target.closest('.rbc-event')) return;
      const column = target.closest<HTMLElement>('.rbc-time-content .rbc-day-slot');
      if (!column) return;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
      const slots = [...column.querySelectorAll<HTMLElement>('.rbc-time-slot')];
      const hit = target.closest<HTMLElement>('.rbc-time-slot');
      let row = hit ? slots.indexOf(hit) : -1;
      if (row < 0) {
        // A tap that landed on the layer above the slots: the row from where it is in the column.
        const box = column.getBoundingClientRect();
        if (!box.height || !slots.length) return;
        row = Math.floor(((event.clientY - box.top) / box.height) * slots.length);
      }
      if (row < 0 || row >= slots.length) return;
      const columns = [...(grid()?.querySelectorAll('.rbc-day-slot') ?? [])];
      latest.current.onTapSlot(Math.max(columns.indexOf(column), 0), row);
    };

    const onTouchStart = (event: TouchEvent) => {
      const point = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.rbc-event') && (target instanceof HTMLElement || target instanceof SVGElement))
        forwardDetachedTouches(target);
      touch =
        event.touches.length === 1 && point
          ? {
              x: point.clientX,
              y: point.clientY,
              at: Date.now(),
              onEvent: Boolean(target?.closest('.rbc-event')),
            }
          : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const point = event.touches[0];
      if (!touch || touch.onEvent || !point) return;
      const dx = point.clientX - touch.x;
      const dy = point.clientY - touch.y;
      follow(Math.abs(dx) > TAP_SLOP_PX && Math.abs(dx) > Math.abs(dy) ? dx : 0);
    };
    const onTouchEnd = (event: TouchEvent) => {
      const start = touch;
      const point = event.changedTouches[0];
      touch = null;
      follow(0);
      if (!start || start.onEvent || !point || Date.now() - start.at > SWIPE_MAX_MS) return;
      const dx = point.clientX - start.x;
      const dy = point.clientY - start.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      const towardsNext = latest.current.rtl ? dx > 0 : dx < 0;
      latest.current.onSwipe(towardsNext ? 1 : -1);
    };
    const onTouchCancel = () => {
      touch = null;
      follow(0);
    };

    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('click', onClick);
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: true });
    root.addEventListener('touchend', onTouchEnd);
    root.addEventListener('touchcancel', onTouchCancel);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('click', onClick);
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', onTouchCancel);
      follow(0);
    };
  }, [ref, options.enabled]);
}
