import type { FastifyInstance } from 'fastify';
import { findUnsafeText, nestsDeeperThan, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@salon/core';
import { AppError } from '../lib/errors.js';
import { toFieldErrors } from '../lib/validation.js';

/**
 * Every request's query, path and body are refused (400, the field named) when a text holds a NUL or a lone
 * surrogate, before any route's own validation: PostgreSQL cannot store a NUL, so without this a name with one
 * reached the database and answered 500. One hook, so a new route or field is covered without anyone
 * remembering; the shared schemas' `safeTextSchema` says the same on the screens. A value nested deeper than any
 * form of the app is refused first, by the part's name (a body 100,000 arrays deep overflowed the stack: 500).
 */
export function installSafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Query strings and path parameters are flat (strings, lists of strings); only a body can nest.
    if (request.body !== undefined && nestsDeeperThan(request.body)) {
      return done(
        new AppError('VALIDATION_FAILED', toFieldErrors([{ path: ['body'], message: TOO_DEEP_MESSAGE }])),
      );
    }
    const unsafe =
      partWithUnsafeText('query', request.query) ??
      partWithUnsafeText('params', request.params) ??
      partWithUnsafeText('body', request.body);
    if (unsafe) {
      return done(
        new AppError('VALIDATION_FAILED', toFieldErrors([{ path: unsafe, message: UNSAFE_TEXT_MESSAGE }])),
      );
    }
    done();
  });
}

/** The field holding an unsafe text in one part of the request (the part itself for a bare string), or null. */
function partWithUnsafeText(part: string, value: unknown): (string | number)[] | null {
  if (value === undefined || value === null) return null;
  const path = findUnsafeText(value);
  return path && (path.length ? path : [part]);
}
