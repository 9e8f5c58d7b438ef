import type { ServiceWire } from '@salon/core';

/** The preparation, clean-up and processing minutes, in the order the form shows them. */
export const SERVICE_TIMING_FIELDS = [
  'buffer_before',
  'buffer_after',
  'processing_start',
  'processing_minutes',
] as const;

/** The form's fields, in the order they are shown (server field errors land on these). */
export const SERVICE_FORM_FIELDS = [
  'name',
  'group',
  'regular_price',
  'discount_price',
  'duration',
  'description',
  'remote',
  'remote_charge',
  'deposit_required',
  'price_type',
  'status',
  ...SERVICE_TIMING_FIELDS,
] as const;

/**
 * What the form holds: text inputs keep strings (the shared schema turns them into numbers), an empty
 * discount or remote charge means none, and empty minutes of preparation, clean-up or processing mean 0.
 */
export interface ServiceFormValues {
  name: string;
  group: string;
  regular_price: string;
  discount_price: string;
  duration: string;
  description: string;
  remote: boolean;
  remote_charge: string;
  /** Online bookings of it need a deposit when the salon takes them. */
  deposit_required: boolean;
  price_type: 'exact' | 'starting_from';
  status: 'active' | 'inactive';
  buffer_before: string;
  buffer_after: string;
  processing_start: string;
  processing_minutes: string;
}

export const DEFAULT_DURATION = 30;

export const emptyServiceForm = (group = ''): ServiceFormValues => ({
  name: '',
  group,
  regular_price: '',
  discount_price: '',
  duration: String(DEFAULT_DURATION),
  description: '',
  remote: false,
  remote_charge: '',
  deposit_required: false,
  price_type: 'exact',
  status: 'active',
  buffer_before: '',
  buffer_after: '',
  processing_start: '',
  processing_minutes: '',
});

const amount = (value: number | null) => (value === null ? '' : String(value));
// 0 minutes is shown as an empty field, as a new service has them: the section then starts folded.
const minutes = (value: number) => (value === 0 ? '' : String(value));

export const serviceToForm = (service: ServiceWire): ServiceFormValues => ({
  name: service.name,
  group: service.group._id,
  regular_price: String(service.regular_price),
  discount_price: amount(service.discount_price),
  duration: String(service.duration),
  description: service.description,
  remote: service.remote,
  remote_charge: amount(service.remote_charge),
  deposit_required: service.deposit_required,
  price_type: service.price_type,
  status: service.status,
  buffer_before: minutes(service.buffer_before),
  buffer_after: minutes(service.buffer_after),
  processing_start: minutes(service.processing_start),
  processing_minutes: minutes(service.processing_minutes),
});
