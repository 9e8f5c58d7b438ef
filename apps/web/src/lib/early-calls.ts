/**
 * Calls a route starts before its screen's code has arrived (from its loader), each taken once by the screen's
 * first read of the same key: on a slow phone network that is a round trip or more off the first paint. A call is
 * taken only within `freshMs` of its start; later the screen asks afresh.
 */
export function earlyCalls<T>(freshMs: number) {
  const calls = new Map<string, { startedAt: number; call: Promise<T> }>();
  return {
    /** Starts `request` for `key`, unless a call for it is already waiting. */
    start(key: string, request: () => Promise<T>): void {
      if (calls.has(key)) return;
      const call = request();
      // Marked as handled: a call nobody takes must not be an unhandled rejection; the one who takes it still
      // gets its failure.
      call.catch(() => undefined);
      calls.set(key, { startedAt: Date.now(), call });
    },
    /** The waiting call for `key`, once, if still fresh. */
    take(key: string): Promise<T> | undefined {
      const waiting = calls.get(key);
      calls.delete(key);
      return waiting && Date.now() - waiting.startedAt < freshMs ? waiting.call : undefined;
    },
  };
}
