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
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      if (nestsDeeperThan(value)) {
        return done(
          new AppError('VALIDATION_FAILED', toFieldErrors([{ path: [part], message: TOO_DEEP_MESSAGE }])),
        );
      }
      const path = findUnsafeText(value);
      if (path) {
        const field = path.length ? path : [part];
        return done(
          new AppError('VALIDATION_FAILED', toFieldErrors([{ path: field, message: UNSAFE_TEXT_MESSAGE }])),
        );
      }
    }
    done();
  });
}
