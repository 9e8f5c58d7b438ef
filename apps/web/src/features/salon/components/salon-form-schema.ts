import {
  emailSchema,
  phoneSchema,
  salonDescriptionSchema,
  salonTitleSchema,
  socialLinksSchema,
  type SalonWire,
} from '@salon/core';
import { z } from 'zod';
import type { SalonAddressInput } from '../api/create-salon';

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.address.coordinates')
    .refine((value) => {
      const number = Number(value);
      return Number.isFinite(number) && number >= min && number <= max;
    }, 'validation.address.coordinates');

/** The salon's fields as the forms hold them (strings), validated with the shared rules. */
export const salonFormSchema = z.object({
  title: salonTitleSchema,
  description: salonDescriptionSchema,
  categories: z
    .array(z.string())
    .min(1, 'validation.salon.categories')
    .max(10, 'validation.salon.categories'),
  email: emailSchema,
  phone: phoneSchema,
  ...socialLinksSchema.shape,
  address: z.string().trim().min(1, 'validation.address.required').max(300, 'validation.address.tooLong'),
  reference_point: z.string().trim().max(200, 'validation.invalid'),
  additional_information: z.string().trim().max(300, 'validation.invalid'),
  city: z.string().trim().max(80, 'validation.invalid'),
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
});
export type SalonFormInput = z.input<typeof salonFormSchema>;
export type SalonFormValues = z.output<typeof salonFormSchema>;

export const DETAILS_FIELDS = ['title', 'description', 'categories'] as const;
export const CONTACT_FIELDS = ['email', 'phone', 'instagram', 'tiktok', 'facebook', 'site'] as const;
export const ADDRESS_FIELDS = [
  'address',
  'reference_point',
  'additional_information',
  'city',
  'lat',
  'lng',
] as const;

export const emptySalonForm = (): SalonFormInput => ({
  title: '',
  description: '',
  categories: [],
  email: '',
  phone: '',
  instagram: '',
  tiktok: '',
  facebook: '',
  site: '',
  address: '',
  reference_point: '',
  additional_information: '',
  city: '',
  lat: '',
  lng: '',
});

/** The form values of a salon from the server. */
export const salonToForm = (salon: SalonWire): SalonFormInput => ({
  title: salon.title,
  description: salon.description,
  categories: salon.categories.map((category) => category._id),
  email: salon.email,
  phone: salon.phone,
  instagram: salon.instagram ?? '',
  tiktok: salon.tiktok ?? '',
  facebook: salon.facebook ?? '',
  site: salon.site ?? '',
  address: salon.address.address,
  reference_point: salon.address.reference_point,
  additional_information: salon.address.additional_information,
  city: salon.address.city,
  lat: String(salon.location.coordinates[1]),
  lng: String(salon.location.coordinates[0]),
});

/** The wire address (coordinates are [lng, lat]); a pin without a geocoder gets a `map:` place id. */
export const formToAddress = (values: SalonFormValues): SalonAddressInput => {
  const lng = Number(values.lng);
  const lat = Number(values.lat);
  return {
    address: values.address,
    reference_point: values.reference_point,
    additional_information: values.additional_information,
    city: values.city,
    place_id: `map:${lat},${lng}`,
    coordinates: [lng, lat],
  };
};
