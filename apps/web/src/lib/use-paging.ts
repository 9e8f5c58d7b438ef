import { useState } from 'react';

/** The cursors a long list answers beside its meta (appointments, clients, event log). */
export interface PageCursors {
  next: string | null;
  prev: string | null;
}

/** What a list answered: its page number (1-based) and, for the long lists, the cursors around it. */
export interface AnsweredPage {
  meta: { page: number };
  cursors?: PageCursors;
}

/**
 * A server-paged list's page and page size. A new `resetKey` (another tab, filter or search) and a new page
 * size start again on the first page. `page` is zero-based, as MUI counts; the API's page is `page + 1`.
 *
 * The long lists also answer cursors: "next page" and "previous page" then ask for the rows after the last
 * (before the first) row on screen, which the server reads straight from its index however deep the page
 * is, and which neither repeats nor skips a row when rows are added meanwhile. Any other move (first, last,
 * a new page size) asks by page number. `cursor` is what to send with the page.
 */
export function usePaging(resetKey: string, initialLimit = 20) {
  const [place, setPlace] = useState<{ page: number; cursor?: string }>({ page: 0 });
  const [limit, setLimit] = useState(initialLimit);
  const [pagedFor, setPagedFor] = useState(resetKey);
  if (pagedFor !== resetKey) {
    // Set while rendering, so the first page is asked for at once rather than after a stale request.
    setPagedFor(resetKey);
    setPlace({ page: 0 });
  }
  const moveTo = (next: number, answered?: AnsweredPage) => {
    // Only the answer for the page on screen tells where it starts and ends (not a previous page's,
    // still shown while the next one loads).
    const cursors = answered?.meta.page === place.page + 1 ? answered.cursors : undefined;
    let cursor: string | null | undefined;
    if (next === place.page + 1) cursor = cursors?.next;
    else if (next === place.page - 1 && next > 0) cursor = cursors?.prev;
    setPlace({ page: next, cursor: cursor ?? undefined });
  };
  return {
    page: place.page,
    limit,
    cursor: place.cursor,
    onPageChange: (next: number) => moveTo(next),
    onLimitChange: (next: number) => {
      setLimit(next);
      setPlace({ page: 0 });
    },
    /** The paging row's handlers, following the cursors of the page on screen. */
    following: (answered: AnsweredPage | undefined) => ({
      page: place.page,
      limit,
      onPageChange: (next: number) => moveTo(next, answered),
      onLimitChange: (next: number) => {
        setLimit(next);
        setPlace({ page: 0 });
      },
    }),
  };
}
