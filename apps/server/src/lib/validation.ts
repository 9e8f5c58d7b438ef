import { findUnsafeText, idSchema, UNSAFE_TEXT_MESSAGE, type FieldError } from '@salon/core';
import { z } from 'zod';
import { AppError } from './errors.js';
import { translate } from './i18n.js';

/**
 * One field error per issue: the locale key as `code`, its English text as `message`
 * (docs/product.md "API conventions").
 */
export function toFieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[] | string; message: string }>,
): FieldError[] {
  return issues.map((issue) => {
    const field = Array.isArray(issue.path) ? issue.path.map(String).join('.') : issue.path;
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    return { field, code: key, message: translate('en-ve', key) };
  });
}

/** Validates input that Fastify's schema step could not see (multipart fields). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  // Multipart fields come here after the request's own check (plugins/safe-text-guard.ts) saw only files.
  const unsafe = findUnsafeText(value);
  if (unsafe)
    throw new AppError('VALIDATION_FAILED', toFieldErrors([{ path: unsafe, message: UNSAFE_TEXT_MESSAGE }]));
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('VALIDATION_FAILED', toFieldErrors(result.error.issues));
  return result.data;
}

/** `:id` of a route that names one record: a UUID, or a 400 with the field error. */
export const idParams = z.object({ id: idSchema });
