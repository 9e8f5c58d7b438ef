import { z } from 'zod';

/**
 * Characters no text field may hold: NUL (PostgreSQL cannot store it in text or jsonb) and a lone UTF-16
 * surrogate (half of a character: not encodable as UTF-8, so stored or sent on it would be corrupted).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/** The message key of a text with such a character. */
export const UNSAFE_TEXT_MESSAGE = 'validation.text.invalidCharacters';

/** A string schema refusing those characters. */
export const safeTextSchema = z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * How deep a request's value may nest: every form of the app nests 3 levels or fewer (a schedule's day in a
 * body). A 1 MB body can nest 500,000 deep, which overflowed the stack of whatever walked it (a 500).
 */
export const MAX_INPUT_DEPTH = 32;

/** The message key of a value nested deeper than MAX_INPUT_DEPTH. */
export const TOO_DEEP_MESSAGE = 'validation.text.tooDeep';

/** Whether arrays and objects inside `value` nest deeper than `max`; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, max = MAX_INPUT_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push([inner, depth + 1]);
  }
  return false;
}

/**
 * The path of the first string inside a value (a body, a query) holding such a character, or null. Object
 * keys count as text too. Callers refuse a value deeper than MAX_INPUT_DEPTH first (nestsDeeperThan).
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsafeText(value[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
