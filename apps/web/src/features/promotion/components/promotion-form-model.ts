import { toNestErrors } from '@hookform/resolvers';
import {
  basePriceCents,
  discountedCents,
  promotionFieldsSchema,
  promotionPriceIssues,
  toCents,
  type PromotionFields,
  type PromotionMode,
  type PromotionWire,
  type ServiceWire,
} from '@salon/core';
import type { FieldError, Resolver } from 'react-hook-form';

/** One chosen service; `price` is the promotional price typed in `per_service` mode. */
export interface PromotionFormLine {
  service: string;
  price: string | number;
}

/** What the form holds: typed amounts stay strings until the shared schema reads them. */
export interface PromotionFormValues {
  title: string;
  start: string;
  end: string;
  mode: PromotionMode;
  services: PromotionFormLine[];
  discount: string | number;
  is_dollars: boolean;
}

/** A service the promotion may cover, with what it costs without the promotion. */
export interface PromotableService {
  _id: string;
  name: string;
  originalCents: number;
  /** A service the promotion already covers that is no longer active (editing keeps it). */
  inactive: boolean;
}

/** A new promotion starts on the salon's today. */
export const emptyPromotionForm = (today: string): PromotionFormValues => ({
  title: '',
  start: today,
  end: '',
  mode: 'discount',
  services: [],
  discount: '',
  is_dollars: false,
});

export const promotionToForm = (promotion: PromotionWire): PromotionFormValues => ({
  title: promotion.title,
  start: promotion.start,
  end: promotion.end,
  mode: promotion.mode,
  services: promotion.lines.map((line) => ({
    service: line.service._id,
    price: promotion.mode === 'per_service' ? String(line.price) : '',
  })),
  discount: promotion.discount === null ? '' : String(promotion.discount),
  is_dollars: promotion.is_dollars,
});

/**
 * The salon's active services, priced as a client pays without a promotion (the discount price, else the
 * regular one), plus any service the edited promotion covers that is not active any more.
 */
export const promotableServices = (active: ServiceWire[], promotion?: PromotionWire): PromotableService[] => {
  const options: PromotableService[] = active.map((service) => ({
    _id: service._id,
    name: service.name,
    originalCents: basePriceCents({
      id: service._id,
      regularPriceCents: toCents(service.regular_price),
      discountPriceCents: service.discount_price === null ? null : toCents(service.discount_price),
    }),
    inactive: false,
  }));
  for (const line of promotion?.lines ?? []) {
    if (options.some((option) => option._id === line.service._id)) continue;
    options.push({
      _id: line.service._id,
      name: line.service.name,
      originalCents: toCents(line.original_price),
      inactive: true,
    });
  }
  return options;
};

/** A typed amount of dollars or percent (the number field gives numbers), or null while it is not one. */
export const parseAmount = (amount: string | number): number | null => {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  const trimmed = amount.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};

/** The price a chosen service gets (cents), or null while the inputs that decide it are not numbers yet. */
export function linePriceCents(
  values: Pick<PromotionFormValues, 'mode' | 'discount' | 'is_dollars'>,
  line: PromotionFormLine,
  originalCents: number,
): number | null {
  if (values.mode === 'per_service') {
    const price = parseAmount(line.price);
    return price === null ? null : toCents(price);
  }
  const discount = parseAmount(values.discount);
  if (discount === null || discount <= 0) return null;
  return discountedCents(
    originalCents,
    values.is_dollars ? { cents: toCents(discount) } : { percent: discount },
  );
}

/** What the shared schema reads: service ids in `discount` mode, lines with their prices otherwise. */
const schemaInput = (values: PromotionFormValues) => ({
  title: values.title,
  start: values.start,
  end: values.end,
  mode: values.mode,
  services:
    values.mode === 'discount'
      ? values.services.map((line) => line.service)
      : values.services.map((line) => ({ service: line.service, price: line.price })),
  // A discount left over from the other mode must not block a per-service promotion.
  discount: values.mode === 'discount' ? values.discount : '',
  is_dollars: values.is_dollars,
});

type SchemaInput = ReturnType<typeof schemaInput>;

/**
 * The schema judges the services only once the simple fields are well-formed. To show every error in one
 * round, those fields are given stand-ins (an empty end takes the start, and the other way round) and the
 * services judged again; the stand-ins' own errors are already known.
 */
const withStandIns = (input: SchemaInput, failed: ReadonlySet<string>): SchemaInput => {
  const startOk = !failed.has('start');
  const endOk = !failed.has('end');
  const fallbackDay = startOk ? input.start : endOk ? input.end : '2000-01-01';
  return {
    ...input,
    title: failed.has('title') ? 'x' : input.title,
    start: startOk ? input.start : fallbackDay,
    end: endOk ? input.end : fallbackDay,
    discount: failed.has('discount') ? '' : input.discount,
  };
};

/**
 * Where an error shows: a line's price under its input, anything else about the services (a missing or
 * repeated one) under the services field.
 */
export const formPath = (path: string): string =>
  /^services\.\d+\.price$/.test(path) ? path : path.startsWith('services.') ? 'services' : path;

export type PromotionCheck =
  { fields: PromotionFields; errors: null } | { fields: null; errors: Record<string, string> };

/**
 * The shared rules (docs/product.md "Validation rules and limits", via promotionFieldsSchema), then the ones
 * that need the chosen services' prices (promotionPriceIssues): a dollar discount below the cheapest, each
 * promotional price below its original. Errors are locale keys by form path, the first one per field.
 */
export function checkPromotionForm(
  values: PromotionFormValues,
  originalCents: ReadonlyMap<string, number>,
): PromotionCheck {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[formPath(path)] ??= message;
  };
  const input = schemaInput(values);
  const parsed = promotionFieldsSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    const again = promotionFieldsSchema.safeParse(withStandIns(input, new Set(Object.keys(errors))));
    for (const issue of again.success ? [] : again.error.issues) add(issue.path.join('.'), issue.message);
  }
  // Judged on what is typed so far, so these show together with the schema's errors, not one round later.
  const priced = {
    mode: values.mode,
    discount: parseAmount(values.discount),
    is_dollars: values.is_dollars,
    lines: values.services.map((line) => ({ service: line.service, price: parseAmount(line.price) })),
  };
  for (const issue of promotionPriceIssues(priced, originalCents)) add(issue.field, issue.message);
  if (parsed.success && Object.keys(errors).length === 0) return { fields: parsed.data, errors: null };
  return { fields: null, errors };
}

/** react-hook-form's resolver over checkPromotionForm; `originals` is read at each validation. */
export const promotionResolver =
  (originals: () => ReadonlyMap<string, number>): Resolver<PromotionFormValues, unknown, PromotionFields> =>
  (values, _context, options) => {
    const checked = checkPromotionForm(values, originals());
    if (checked.fields) return { values: checked.fields, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(checked.errors)) flat[path] = { type: 'validate', message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
