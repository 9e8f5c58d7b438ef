import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorEnvelope } from '@salon/core';
import { AppError } from './errors.js';
import { isDatabaseUnavailable } from './pg-errors.js';
import { toFieldErrors } from './validation.js';

/** Seconds a client waits before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const envelope = (code: keyof typeof ERRORS, details?: ErrorEnvelope['details']): ErrorEnvelope => ({
  statusCode: ERRORS[code].status,
  code,
  message: ERRORS[code].message,
  ...(details?.length ? { details } : {}),
});

/**
 * Every failure leaves as the API envelope (docs/decisions.md). Bad input is 400 with field errors; a
 * database out of reach is 503 DATABASE_UNAVAILABLE with Retry-After; only a real defect is 500, and its
 * cause stays in the log, not in the answer.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorEnvelope = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.details?.length) body.details = error.details;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'validation.invalid',
      }));
      return reply.code(400).send(envelope('VALIDATION_FAILED', toFieldErrors(issues)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(envelope('PAYLOAD_TOO_LARGE'));
    }
    if (status === 429) return reply.code(429).send(envelope('TOO_MANY_ATTEMPTS'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a broken multipart body: the client's fault, said plainly.
      return reply
        .code(status === 415 ? 415 : 400)
        .send({ ...envelope('BAD_REQUEST'), statusCode: status === 415 ? 415 : 400 });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a defect: a restart, a failover or a lost connection. The client (and a load balancer) retries.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(envelope('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope('INTERNAL'));
  });
}
