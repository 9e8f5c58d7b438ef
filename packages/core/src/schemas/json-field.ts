import { z } from 'zod';

/**
 * Form-encoded and multipart bodies carry objects and arrays JSON-encoded inside a field
 * (docs/product.md "API conventions"); JSON bodies carry them as they are. This accepts both.
 */
export const jsonField = <T extends z.ZodType>(schema: T, invalidKey = 'validation.invalid') =>
  // The input type is what a client may send: the value, or its JSON text.
  z.preprocess((value: z.input<T> | string) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return { __invalidJson: invalidKey };
    }
  }, schema);

/** A number that may arrive as a string from a form. */
export const formNumber = (key = 'validation.invalid') =>
  z.preprocess(
    (value: number | string) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number(key),
  );

/** A boolean that may arrive as "true"/"false"/"1"/"0" from a form. */
export const formBoolean = (key = 'validation.invalid') =>
  z.preprocess((value: boolean | string) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  }, z.boolean(key));
