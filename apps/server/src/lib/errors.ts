import { ERRORS, type ErrorCode, type FieldError } from '@salon/core';

/** A failure the API answers on purpose: `code` maps to a status and an English message (core/errors.ts). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: FieldError[],
    message?: string,
  ) {
    super(message ?? ERRORS[code].message);
    this.statusCode = ERRORS[code].status;
  }
}
