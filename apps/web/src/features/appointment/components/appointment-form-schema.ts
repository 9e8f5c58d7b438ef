import {
  SERIES_SCOPES,
  APPOINTMENT_PAYMENT_METHODS,
  APPOINTMENT_STATUSES,
  BOOKING_MAX_SERVICES,
  clientFieldsSchema,
  CREATE_STATUSES,
  dollarsSchema,
  LANGUAGES,
  visitAddressSchema,
  type AppointmentWire,
  type CreateAppointmentBodyInput,
  type UpdateAppointmentBodyInput,
  type VisitAddress,
} from '@salon/core';
import { z } from 'zod';
import { instantFromParts, localParts } from './wall-clock';

const TIME = /^\d{2}:\d{2}$/;
/** How many services a visit may add after its first (the shared limit of a booking). */
export const MAX_NEXT_SERVICES = BOOKING_MAX_SERVICES - 1;
const inlineClientSchema = clientFieldsSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
});

/**
 * The dialog's fields: the core appointment fields split into a local date and times (the salon's clock), and
 * the client either picked or entered inline with all its details
 * (docs/product.md "Validation rules and limits").
 */
export const appointmentFormSchema = z
  .object({
    clientMode: z.enum(['existing', 'new']),
    client_id: z.string(),
    client: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      /** The language of the new client's mails; null: the salon's. */
      language: z.enum(LANGUAGES).nullable(),
    }),
    service_id: z.string().min(1, 'validation.appointment.service'),
    employee_id: z.string().min(1, 'validation.appointment.employee'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.appointment.start'),
    time: z.string().regex(TIME, 'validation.appointment.start'),
    /** Empty: the service's duration times the count decides the end. */
    endTime: z.string().refine((value) => value === '' || TIME.test(value), 'validation.appointment.end'),
    status: z.enum(APPOINTMENT_STATUSES, 'validation.appointment.status'),
    /** Empty: the booking's quoted price decides. The number field gives a number, a loaded one a string. */
    price: z.preprocess((value) => (value === '' ? null : value), dollarsSchema().nullable()),
    payment_method: z.union([z.enum(APPOINTMENT_PAYMENT_METHODS), z.literal('')]),
    note: z.string().max(1000, 'validation.appointment.noteMax'),
    service_count: z.coerce
      .number<string | number>()
      .int('validation.appointment.serviceCount')
      .min(1, 'validation.appointment.serviceCount')
      .max(20, 'validation.appointment.serviceCount'),
    override_hours: z.boolean(),
    /** A new visit's later services, each when the one before ends, each with who does it. */
    next_services: z
      .array(
        z.object({
          service_id: z.string().min(1, 'validation.appointment.service'),
          employee_id: z.string().min(1, 'validation.appointment.employee'),
        }),
      )
      .max(MAX_NEXT_SERVICES, 'validation.appointment.nextServices'),
    /** Editing a part of a visit with a new start: move every part of the visit by the same amount. */
    whole_visit: z.boolean(),
    /** Editing an occurrence of a series with a new start or employee: which occurrences follow. */
    series_scope: z.enum(SERIES_SCOPES),
    /** A freelancer's visit (the client's address and its point); null for a salon, which has no visits. */
    address: z
      .object({
        address: z.string(),
        city: z.string(),
        coordinates: z.tuple([z.number(), z.number()]).nullable(),
      })
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.clientMode === 'existing' && !value.client_id) {
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'validation.appointment.client' });
    }
    // The inline client's fields only count when entering a new client, and then all are required.
    if (value.clientMode === 'new') {
      const client = inlineClientSchema.safeParse(value.client);
      for (const issue of client.success ? [] : client.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['client', ...issue.path.map(String)], message: issue.message });
      }
    }
    // A freelancer's visit needs its address and point: they decide the travel fee (shared rules and texts).
    if (value.address) {
      const visit = visitAddressSchema.safeParse(value.address);
      for (const issue of visit.success ? [] : visit.error.issues) {
        const field = String(issue.path[0]);
        // The point is one field (the map with its typed latitude and longitude), whichever half is wrong.
        const message = field === 'coordinates' ? 'validation.address.coordinates' : issue.message;
        ctx.addIssue({ code: 'custom', path: ['address', field], message });
      }
    }
    if (value.endTime && TIME.test(value.time) && value.endTime <= value.time) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.appointment.endAfterStart' });
    }
  });

export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

export const emptyClient = { firstName: '', lastName: '', email: '', phoneNumber: '', language: null };

/** The visit fields of a freelancer's dialog, pre-filled from the appointment's address; null for a salon. */
const visitDefaults = (freelancer: boolean, saved: AppointmentWire['address'] | undefined) =>
  freelancer
    ? { address: saved?.address ?? '', city: saved?.city ?? '', coordinates: saved?.coordinates ?? null }
    : null;

export const formDefaults = (
  timeZone: string,
  options: { appointment?: AppointmentWire; start?: string; date?: string; employee_id?: string },
  freelancer = false,
): AppointmentFormInput => {
  const { appointment } = options;
  if (appointment) {
    const start = localParts(appointment.start, timeZone);
    const end = localParts(appointment.end, timeZone);
    return {
      clientMode: 'existing',
      client_id: appointment.client._id,
      client: emptyClient,
      service_id: appointment.service._id,
      employee_id: appointment.employee._id,
      date: start.date,
      time: start.time,
      endTime: end.date === start.date ? end.time : '',
      status: appointment.status,
      price: String(appointment.price),
      payment_method: appointment.payment_method ?? '',
      note: appointment.note,
      service_count: appointment.service_count,
      override_hours: false,
      next_services: [],
      whole_visit: true,
      series_scope: 'one',
      address: visitDefaults(freelancer, appointment.address),
    };
  }
  const start = options.start ? localParts(options.start, timeZone) : null;
  const day = options.date ? localParts(options.date, timeZone).date : localParts(new Date(), timeZone).date;
  return {
    clientMode: 'existing',
    client_id: '',
    client: emptyClient,
    service_id: '',
    employee_id: options.employee_id ?? '',
    date: start?.date ?? day,
    time: start?.time ?? '',
    endTime: '',
    status: 'reserved',
    price: '',
    payment_method: '',
    note: '',
    service_count: 1,
    override_hours: false,
    next_services: [],
    whole_visit: true,
    series_scope: 'one',
    address: visitDefaults(freelancer, null),
  };
};

const sameVisit = (a: VisitAddress, b: AppointmentWire['address'] | undefined) =>
  !!b &&
  a.address === b.address &&
  a.city === b.city &&
  a.coordinates[0] === b.coordinates[0] &&
  a.coordinates[1] === b.coordinates[1];

/** The fields POST and PUT share, from the form's values (instants computed on the salon's clock). */
const sharedFields = (values: AppointmentFormValues, timeZone: string, canOverride: boolean) => {
  const start = instantFromParts(values.date, values.time, timeZone);
  const end = values.endTime ? instantFromParts(values.date, values.endTime, timeZone) : null;
  return {
    service_id: values.service_id,
    employee_id: values.employee_id,
    start: start?.toISOString(),
    note: values.note,
    service_count: values.service_count,
    ...(end ? { end: end.toISOString() } : {}),
    ...(values.price !== null ? { price: values.price } : {}),
    ...(canOverride && values.override_hours ? { override_hours: true } : {}),
  };
};

/** The visit's address when it is complete; a salon's dialog has none. */
const visitOf = (values: AppointmentFormValues) =>
  values.address ? visitAddressSchema.safeParse(values.address) : null;

/** The body of POST appointment. */
export const toCreateBody = (
  values: AppointmentFormValues,
  timeZone: string,
  options: { salonId: string; canOverride: boolean },
): CreateAppointmentBodyInput => {
  const fields = sharedFields(values, timeZone, options.canOverride);
  const body: CreateAppointmentBodyInput = {
    ...fields,
    payment_method: values.payment_method || null,
    // The form's rules make the start a valid date and time; the server answers a missing one the same way.
    start: fields.start ?? '',
    salon_id: options.salonId,
    // The dialog offers only the statuses a new appointment may take; any other is left to the server's default.
    status: CREATE_STATUSES.find((status) => status === values.status),
  };
  const visit = visitOf(values);
  if (visit?.success) body.address = visit.data;
  if (values.next_services.length > 0) {
    body.next_services = values.next_services.map(({ service_id, employee_id }) => ({
      service_id,
      employee_id,
    }));
  }
  if (values.clientMode === 'new') body.client = values.client;
  else body.client_id = values.client_id;
  return body;
};

/** The body of PUT appointment/{id}. */
export const toUpdateBody = (
  values: AppointmentFormValues,
  timeZone: string,
  options: {
    canOverride: boolean;
    /** The address the appointment already has: sent again only when changed. */
    savedAddress?: AppointmentWire['address'];
    /** The start a part of a visit of several services has: a new one may move the whole visit. */
    visitStart?: string;
  },
): UpdateAppointmentBodyInput => {
  // No payment_method: an existing appointment's method follows its payments, and the method loaded with the
  // dialog, sent back, would undo a payment taken since.
  const body: UpdateAppointmentBodyInput = sharedFields(values, timeZone, options.canOverride);
  // The whole visit moves by the new start alone: the server reads nothing else of that call (each part keeps
  // its length, service and price), so any other change of this part goes in a call of its own first.
  if (
    values.whole_visit &&
    options.visitStart &&
    body.start &&
    Date.parse(body.start) !== Date.parse(options.visitStart)
  ) {
    return {
      start: body.start,
      whole_visit: true,
      ...(body.override_hours ? { override_hours: true } : {}),
    };
  }
  // An unchanged visit is left out of an edit, so its travel fee stays as booked (the server recomputes the fee
  // from today's service area whenever the address is sent).
  const visit = visitOf(values);
  if (visit?.success && !sameVisit(visit.data, options.savedAddress)) body.address = visit.data;
  body.client_id = values.client_id;
  return body;
};

/** The form fields a server's field error may name (the others show as the dialog's message). */
export const serverFields = (values: AppointmentFormValues) =>
  [
    'service_id',
    'employee_id',
    'client_id',
    'price',
    'note',
    'service_count',
    'address.address',
    'address.city',
    'address.coordinates',
    'next_services',
    ...values.next_services.flatMap(
      (_, index) => [`next_services.${index}.service_id`, `next_services.${index}.employee_id`] as const,
    ),
  ] as const;
