import { expect } from 'vitest';
import { getWithToken } from './http.js';
import type { TestApp } from './test-app.js';

export interface ListBody {
  data: { _id: string }[];
  meta: { total: number; page: number; limit: number };
  cursors: { next: string | null; prev: string | null };
}

export async function listPage(t: TestApp, token: string, path: string): Promise<ListBody> {
  const res = await getWithToken(t.app, path, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * Walks a list as the screen's "next page" does — page 1 by number, then each page with the cursor the
 * one before answered — calling `between` after every page (to add rows while walking). Returns the ids
 * in the order shown and the pages seen.
 */
export async function walkByCursor(
  t: TestApp,
  token: string,
  path: string,
  limit: number,
  between: (pageNumber: number, shown: ListBody) => Promise<void> = async () => {},
): Promise<{ ids: string[]; pages: ListBody[] }> {
  const pages: ListBody[] = [];
  let body = await listPage(t, token, withQuery(path, `limit=${limit}&page=1`));
  for (let page = 1; ; page++) {
    pages.push(body);
    await between(page, body);
    if (!body.cursors.next || page > 500) break;
    body = await listPage(
      t,
      token,
      withQuery(path, `limit=${limit}&page=${page + 1}&cursor=${encodeURIComponent(body.cursors.next)}`),
    );
    if (body.data.length === 0) break;
  }
  return { ids: pages.flatMap((p) => p.data.map((row) => row._id)), pages };
}

/** Walks back from the last page by number to page 1 with each page's `prev` cursor; ids in list order. */
export async function walkBackByCursor(
  t: TestApp,
  token: string,
  path: string,
  limit: number,
  total: number,
): Promise<string[]> {
  const last = Math.max(1, Math.ceil(total / limit));
  let body = await listPage(t, token, withQuery(path, `limit=${limit}&page=${last}`));
  const pages = [body];
  for (let page = last; page > 1; page--) {
    expect(body.cursors.prev).not.toBeNull();
    body = await listPage(
      t,
      token,
      withQuery(path, `limit=${limit}&page=${page - 1}&cursor=${encodeURIComponent(body.cursors.prev!)}`),
    );
    pages.unshift(body);
  }
  expect(pages[0]!.cursors.prev).toBeNull();
  return pages.flatMap((p) => p.data.map((row) => row._id));
}

/** Every page by number (the back half is read from the end of the list): ids in list order. */
export async function walkByNumber(t: TestApp, token: string, path: string, limit: number, total: number) {
  const ids: string[] = [];
  for (let page = 1; page <= Math.max(1, Math.ceil(total / limit)); page++) {
    const body = await listPage(t, token, withQuery(path, `limit=${limit}&page=${page}`));
    expect(body.meta).toEqual({ total, page, limit });
    ids.push(...body.data.map((row) => row._id));
  }
  return ids;
}

/** No id twice, and every id of `expected` present. */
export function expectEachOnce(seen: string[], expected: string[]) {
  expect(new Set(seen).size, 'an id repeated').toBe(seen.length);
  const missing = expected.filter((id) => !seen.includes(id));
  expect(missing, 'ids skipped').toEqual([]);
}
