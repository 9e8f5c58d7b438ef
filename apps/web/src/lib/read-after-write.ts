/**
 * The server may read lists and reports from a replica a moment behind the primary (docs/operations.md "Read
 * replicas"). Its answer to a change carries the primary's write position in `X-Read-After`; this tab sends
 * it back on its calls for a minute, and the server reads from the primary until the replica has the change:
 * a list opened right after a save always shows the save. Kept in the tab's session storage, so a reload
 * right after a save keeps it too.
 */
export const READ_AFTER_HEADER = 'X-Read-After';
const STORAGE_KEY = 'readAfter';
const KEEP_MS = 60_000;

interface WritePosition {
  position: string;
  at: number;
}

let lastWrite: WritePosition | null = null;

function stored(): WritePosition | null {
  if (lastWrite) return lastWrite;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as WritePosition | null;
    if (saved && typeof saved.position === 'string' && typeof saved.at === 'number') lastWrite = saved;
  } catch {
    // Storage refused (private mode) or garbled: the in-memory position alone serves.
  }
  return lastWrite;
}

/** Keeps the write position an answer carries (answers to reads carry none). */
export function rememberWritePosition(response: Response): void {
  const position = response.headers.get(READ_AFTER_HEADER);
  if (!position) return;
  lastWrite = { position, at: Date.now() };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(lastWrite));
  } catch {
    // As above.
  }
}

/** Adds this tab's last write position to a call's headers while it still matters. */
export function sendWritePosition(headers: Headers): void {
  const last = stored();
  if (last && Date.now() - last.at < KEEP_MS) headers.set(READ_AFTER_HEADER, last.position);
}
