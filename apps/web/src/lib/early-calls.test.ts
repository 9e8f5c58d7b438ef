import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCalls } from './early-calls';

describe('earlyCalls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts one call per waiting key and gives it to the first read of that key only', async () => {
    const calls = earlyCalls<string>(30_000);
    const request = vi.fn(() => Promise.resolve('summary'));
    calls.start('salon-a', request);
    calls.start('salon-a', request);
    expect(request).toHaveBeenCalledTimes(1);
    expect(calls.take('salon-b')).toBeUndefined();
    await expect(calls.take('salon-a')).resolves.toBe('summary');
    expect(calls.take('salon-a')).toBeUndefined();
  });

  it('does not give a call older than its freshness, and keeps a failure for the reader', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const calls = earlyCalls<string>(30_000);
    calls.start('stale', () => Promise.resolve('old'));
    calls.start('failing', () => Promise.reject(new Error('offline')));
    clock.mockReturnValue(now + 30_000);
    expect(calls.take('stale')).toBeUndefined();
    clock.mockReturnValue(now);
    await expect(calls.take('failing')).rejects.toThrow('offline');
  });
});
