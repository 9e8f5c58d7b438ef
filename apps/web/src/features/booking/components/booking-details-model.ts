import { zodResolver } from '@hookform/resolvers/zod';
import { bookingBodyFieldsSchema, visitAddressSchema, type PublicSalonWire } from '@salon/core';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The client's part of the booking body, checked with the same schema the server uses. */
const salonDetailsSchema = bookingBodyFieldsSchema.pick({
  client: true,
  address: true,
  note: true,
  whatsapp_opt_in: true,
});
/** A freelancer travels to the client: the visit address is required. */
const freelancerDetailsSchema = salonDetailsSchema.extend({ address: visitAddressSchema });
/** The waitlist asks no visit address (its body has none): the same details without it. */
const waitlistDetailsSchema = salonDetailsSchema.omit({ address: true });

export type DetailsInput = z.input<typeof salonDetailsSchema>;
export type DetailsValues = z.output<typeof salonDetailsSchema>;
export type DetailsForm = UseFormReturn<DetailsInput, unknown, DetailsValues>;

/** Form field names the server's `details[].field` may name (its paths match the body's). */
export const DETAILS_FIELDS = [
  'client.firstName',
  'client.lastName',
  'client.email',
  'client.phoneNumber',
  'address',
  'address.address',
  'address.city',
  'address.coordinates',
  'note',
] as const;

/** A blank form: a freelancer's visit starts in the salon's city, its point unset until chosen. */
const emptyDetails = (salon: PublicSalonWire): DetailsInput => ({
  client: { firstName: '', lastName: '', email: '', phoneNumber: '' },
  address:
    salon.service_type === 'freelancer'
      ? ({ address: '', city: salon.address.city } as DetailsInput['address'])
      : null,
  note: '',
  whatsapp_opt_in: false,
});

/**
 * The details form, starting from what was entered before (the steps after the time load lazily); `waitlist`:
 * for joining the waitlist, which takes no visit address.
 */
export const useDetailsForm = (
  salon: PublicSalonWire,
  draft: DetailsInput | null,
  waitlist = false,
): DetailsForm =>
  useForm<DetailsInput, unknown, DetailsValues>({
    // The schemas give the same output shape but for `address` (may be null; left out for the waitlist).
    resolver: zodResolver(
      waitlist
        ? waitlistDetailsSchema
        : salon.service_type === 'freelancer'
          ? freelancerDetailsSchema
          : salonDetailsSchema,
    ) as never,
    defaultValues: draft ?? emptyDetails(salon),
  });
