import { describe, expect, it } from 'vitest';
import {
  findUnsafeText,
  isSafeText,
  MAX_INPUT_DEPTH,
  nestsDeeperThan,
  safeTextSchema,
} from './schemas/safe-text.js';

describe('safe text', () => {
  it('refuses a NUL and a lone surrogate of either half, and keeps whole characters', () => {
    expect(isSafeText('Peluquería 💇‍♀️ «Ana»')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('a\uD83D')).toBe(false);
    expect(isSafeText('\uDC85b')).toBe(false);
    expect(isSafeText('\uDC85\uD83D')).toBe(false);
    expect(safeTextSchema.safeParse('ok').success).toBe(true);
    expect(safeTextSchema.safeParse('no\u0000').error?.issues[0]?.message).toBe(
      'validation.text.invalidCharacters',
    );
  });

  it('finds the path of the first unsafe text in nested bodies, keys included', () => {
    expect(findUnsafeText({ a: 'ok', list: [{ b: 'x' }, { c: 'y\u0000' }] })).toEqual(['list', 1, 'c']);
    expect(findUnsafeText({ ['k\uD800']: 1 })).toEqual(['k\uD800']);
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'fine'] })).toBeNull();
    expect(findUnsafeText('\u0000')).toEqual([]);
  });

  it('measures nesting without recursion, at any depth', () => {
    const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
    expect(nestsDeeperThan({ days: [{ start_hour: '09:00' }] })).toBe(false);
    expect(nestsDeeperThan(deep(MAX_INPUT_DEPTH))).toBe(false);
    expect(nestsDeeperThan(deep(MAX_INPUT_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(deep(200_000))).toBe(true);
    expect(nestsDeeperThan('text')).toBe(false);
  });
});
