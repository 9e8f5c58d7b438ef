import { encodePageCursor, type ListCursors, type PageCursor } from '@salon/core';

/**
 * How one page of a long list is read from its index. The list has one order (say newest
 * first); a read goes `forward` in that order or `backward` against it, optionally starting strictly after
 * a row (`after`: its sort key and id), skipping `offset` rows and taking `limit`.
 *
 * - With a cursor: from the cursor's row on, no offset at all — a deep "next page" costs what page 1 does.
 * - By page number: an offset from whichever end of the list is nearer, so with an exact total the last
 *   pages cost what the first pages do and the worst case is the middle of the list.
 */
export interface PageRead {
  backward: boolean;
  after?: { key: string; id: string };
  offset: number;
  limit: number;
}

export function planPageRead(input: {
  page: number;
  limit: number;
  cursor?: PageCursor;
  /** The exact number of rows in the list, when known: lets the back half be read from the end. */
  total?: number;
}): PageRead {
  const { page, limit, cursor, total } = input;
  if (cursor) {
    return {
      backward: cursor.direction === 'prev',
      after: { key: cursor.key, id: cursor.id },
      offset: 0,
      limit,
    };
  }
  const offset = (page - 1) * limit;
  if (total === undefined || offset >= total) return { backward: false, offset, limit };
  const fromEnd = Math.max(0, total - offset - limit);
  if (fromEnd >= offset) return { backward: false, offset, limit };
  return { backward: true, offset: fromEnd, limit: Math.min(limit, total - offset) };
}

/** The rows of a read in the list's order (a backward read comes back reversed). */
export const inListOrder = <T>(read: PageRead, rows: T[]): T[] =>
  read.backward ? [...rows].reverse() : rows;

/**
 * The cursors a page hands out: the next page starts after its last row (while the page is full: a short
 * page is the end), the previous one ends before its first row (unless this is page 1).
 */
export function cursorsOf<T>(
  rows: T[],
  page: number,
  limit: number,
  keyOf: (row: T) => { key: string; id: string },
): ListCursors {
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    next: last && rows.length >= limit ? encodePageCursor({ direction: 'next', ...keyOf(last) }) : null,
    prev: first && page > 1 ? encodePageCursor({ direction: 'prev', ...keyOf(first) }) : null,
  };
}
