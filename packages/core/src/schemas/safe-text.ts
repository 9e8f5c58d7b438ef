import { z } from 'zod';

/**
 * Characters no text field may hold: NUL (PostgreSQL cannot store it in text or jsonb) and a lone UTF-16
 * surrogate (half of a character: not encodable as UTF-8, so stored or sent on it would be corrupted).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL or any surrogate at all: a cheap scan that clears almost every text before the exact check. */
// eslint-disable-next-line no-control-regex -- as above.
const SUSPECT_TEXT = /[\u0000\uD800-\uDFFF]/;

export const isSafeText = (text: string): boolean => !SUSPECT_TEXT.test(text) || !UNSAFE_TEXT.test(text);

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
export function findUnsafeText(value: unknown): (string | number)[] | null {
  // One path, grown and shrunk as the walk goes, copied only for the answer: a request's check allocates
  // nothing when every text is fine (it runs on every call, the calendar's cached reads included).
  const path: (string | number)[] = [];
  const walk = (item: unknown): boolean => {
    if (typeof item === 'string') return !isSafeText(item);
    if (!item || typeof item !== 'object') return false;
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        path.push(index);
        if (walk(item[index])) return true;
        path.pop();
      }
      return false;
    }
    for (const key in item) {
      if (!Object.prototype.hasOwnProperty.call(item, key)) continue;
      path.push(key);
      if (!isSafeText(key) || walk((item as Record<string, unknown>)[key])) return true;
      path.pop();
    }
    return false;
  };
  return walk(value) ? [...path] : null;
}
