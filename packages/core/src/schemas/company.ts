import { z } from 'zod';
import { emailSchema, phoneSchema, requiredString } from './common.js';
import { formNumber, jsonField } from './json-field.js';
import { compactRif, formatRif } from '../rif.js';

/**
 * One letter of V, E, J, G, P, then 9 digits, hyphens optional
 * (docs/product.md "Validation rules and limits"); normalised `J-12345678-9`.
 */
export const rifSchema = z
  .string({ error: 'validation.rif.required' })
  .trim()
  .toUpperCase()
  .min(1, 'validation.rif.required')
  .transform(compactRif)
  .refine((value) => /^[VEJGP]\d{9}$/.test(value), 'validation.rif.invalid')
  .transform(formatRif);

export const coordinatesSchema = z.tuple(
  [
    formNumber('validation.address.coordinates').pipe(
      z.number().min(-180, 'validation.address.coordinates').max(180, 'validation.address.coordinates'),
    ),
    formNumber('validation.address.coordinates').pipe(
      z.number().min(-90, 'validation.address.coordinates').max(90, 'validation.address.coordinates'),
    ),
  ],
  { error: 'validation.address.coordinates' },
);

/** A place picked on the map: its text, an id (from a geocoder, or `map:<lat>,<lng>`), its kind and point. */
export const placeAddressSchema = z.object(
  {
    address: requiredString('validation.address.required').pipe(
      z.string().max(300, 'validation.address.tooLong'),
    ),
    place_id: requiredString('validation.address.placeId').pipe(z.string().max(300, 'validation.invalid')),
    location_type: requiredString('validation.address.locationType').pipe(
      z.string().max(50, 'validation.invalid'),
    ),
    coordinates: coordinatesSchema,
  },
  { error: 'validation.address.required' },
);

const companyNameSchema = z
  .string({ error: 'validation.companyName.required' })
  .trim()
  .min(1, 'validation.companyName.required')
  .min(2, 'validation.name.min')
  .max(50, 'validation.name.max');

/** Fields of `POST /company`; the logo travels as a file beside them (multipart). */
export const createCompanyBodySchema = z.object({
  name: companyNameSchema,
  rif: rifSchema,
  phone: phoneSchema,
  email: emailSchema,
  address: jsonField(placeAddressSchema, 'validation.address.required'),
});
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

export const rifCheckBodySchema = z.object({ rif: rifSchema });
export type RifCheckBody = z.input<typeof rifCheckBodySchema>;

export const companyWireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rif: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({
    address: z.string(),
    place_id: z.string(),
    location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  }),
  logo: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
});
export type CompanyWire = z.infer<typeof companyWireSchema>;

export const listMetaSchema = z.object({ total: z.number(), page: z.number(), limit: z.number() });
export const companyResponseSchema = z.object({ data: companyWireSchema });
export const companyListResponseSchema = z.object({ data: z.array(companyWireSchema), meta: listMetaSchema });
export const myCompanyResponseSchema = z.object({ data: companyWireSchema.nullable() });
export const rifCheckResponseSchema = z.object({
  data: z.object({ rif: z.string(), available: z.boolean() }),
});
