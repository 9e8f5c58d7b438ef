import type { ServiceWire } from '@salon/core';

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
  'price_type',
  'status',
] as const;

/**
 * What the form holds: text inputs keep strings (the shared schema turns them into numbers), an empty
 * discount or remote charge means none.
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
  price_type: 'exact' | 'starting_from';
  status: 'active' | 'inactive';
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
  price_type: 'exact',
  status: 'active',
});

const amount = (value: number | null) => (value === null ? '' : String(value));

export const serviceToForm = (service: ServiceWire): ServiceFormValues => ({
  name: service.name,
  group: service.group._id,
  regular_price: String(service.regular_price),
  discount_price: amount(service.discount_price),
  duration: String(service.duration),
  description: service.description,
  remote: service.remote,
  remote_charge: amount(service.remote_charge),
  price_type: service.price_type,
  status: service.status,
});
