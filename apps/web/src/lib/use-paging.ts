import { useState } from 'react';

/**
 * A server-paged list's page and page size. A new `resetKey` (another tab, filter or search) and a new page
 * size start again on the first page. `page` is zero-based, as MUI counts; the API's page is `page + 1`.
 */
export function usePaging(resetKey: string, initialLimit = 20) {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(initialLimit);
  const [pagedFor, setPagedFor] = useState(resetKey);
  if (pagedFor !== resetKey) {
    // Set while rendering, so the first page is asked for at once rather than after a stale request.
    setPagedFor(resetKey);
    setPage(0);
  }
  return {
    page,
    limit,
    onPageChange: setPage,
    onLimitChange: (next: number) => {
      setLimit(next);
      setPage(0);
    },
  };
}
