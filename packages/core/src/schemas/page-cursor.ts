import { z } from 'zod';

/**
 * Keyset ("cursor") paging beside the page numbers of the long lists (appointments, clients, event log):
 * a list answers, next to its `meta`, the cursors of the pages before and after it; asking for a page with
 * one reads on from that row in the list's order through an index, so a deep "next page" costs what the
 * first page costs, and rows added meanwhile neither repeat nor skip a row. Without a cursor, `page` works
 * as it always has.
 *
 * On the wire a cursor is `n.` (the rows after) or `p.` (the rows before) and the base64url of
 * `<sort key>|<id>`; the sort key is the row's timestamp as PostgreSQL writes it (microseconds kept).
 */
export interface PageCursor {
  direction: 'next' | 'prev';
  /** The sort key of the row the page starts after (or ends before). */
  key: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodePageCursor(cursor: PageCursor): string {
  return `${cursor.direction === 'next' ? 'n' : 'p'}.${toBase64Url(`${cursor.key}|${cursor.id}`)}`;
}

/** The cursor, or null when the text is not one this API wrote (its key must match `keyPattern`). */
function decodePageCursor(text: string, keyPattern: RegExp): PageCursor | null {
  const match = /^([np])\.([A-Za-z0-9_-]{1,200})$/.exec(text);
  if (!match) return null;
  let plain: string;
  try {
    plain = fromBase64Url(match[2]!);
  } catch {
    return null;
  }
  const bar = plain.lastIndexOf('|');
  const key = plain.slice(0, bar);
  const id = plain.slice(bar + 1);
  if (bar < 0 || !keyPattern.test(key) || !UUID.test(id)) return null;
  return { direction: match[1] === 'n' ? 'next' : 'prev', key, id };
}

/**
 * The optional `cursor` query parameter, decoded; one the API did not write answers 400. A list sorted by
 * something else than a timestamp (the client list's figures) passes the pattern of its keys.
 */
export const pageCursorQuerySchemaFor = (keyPattern: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const cursor = decodePageCursor(value, keyPattern);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return cursor;
    });

/** The cursor of a list ordered by a timestamp. */
export const pageCursorQuerySchema = pageCursorQuerySchemaFor(TIMESTAMP);
/** A timestamp cursor key, for lists that check a key themselves. */
export const TIMESTAMP_CURSOR_KEY = TIMESTAMP;

/** Beside `meta`: the cursors of the next and previous pages (null where there is none to give). */
export const listCursorsSchema = z.object({ next: z.string().nullable(), prev: z.string().nullable() });
export type ListCursors = z.infer<typeof listCursorsSchema>;
