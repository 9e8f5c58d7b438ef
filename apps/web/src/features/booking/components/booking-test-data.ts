import type { BookingWire, PublicSalonWire } from '@salon/core';

export const SLUG = 'salon-uno';
export const B = `/api/v1/public/salon/${SLUG}`;
export const CUT = '0190a000-0000-7000-8000-0000000000c1';
export const STYLE = '0190a000-0000-7000-8000-0000000000c2';
export const ANA = '0190a000-0000-7000-8000-0000000000e1';
export const LUIS = '0190a000-0000-7000-8000-0000000000e2';

/** "Now" in these tests: Sunday 2030-01-06, 08:00 in Caracas (UTC-4). */
export const NOW = new Date('2030-01-06T12:00:00.000Z');

export const publicSalon = (overrides: Partial<PublicSalonWire> = {}): PublicSalonWire => ({
  slug: SLUG,
  name: 'Salón <b>Uno</b>',
  description: 'Cortes y color en Chacao.',
  avatar: null,
  cover: null,
  categories: [{ slug: 'hair', name: 'Peluquería' }],
  service_type: 'salon',
  address: { address: 'Av. Principal 1', reference_point: 'Frente a la plaza', city: 'Caracas' },
  location: [-66.85, 10.49],
  service_area: null,
  contact: { phone: '+58 412-555 0199', whatsapp_url: 'https://wa.me/584125550199', email: 's@example.com' },
  social: { instagram: null, facebook: null, tiktok: null, site: null },
  time_zone: 'America/Caracas',
  bolivares: null,
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    open: day < 6,
    start: '09:00',
    end: '18:00',
    break_start: day === 0 ? '12:00' : null,
    break_end: day === 0 ? '13:00' : null,
  })),
  gallery: [{ _id: 'g1', url: '/files/g1.jpg' }],
  rating: { average: 4.5, count: 2 },
  reviews: [
    {
      _id: 'r1',
      stars: 5,
      comment: 'Excelente <i>servicio</i>',
      author: 'María P.',
      created_at: '2030-01-02T15:00:00.000Z',
      service: 'Corte',
      reply: '¡Gracias!',
    },
    {
      _id: 'r2',
      stars: 4,
      comment: 'Muy bien',
      author: null,
      created_at: '2030-01-03T15:00:00.000Z',
      service: 'Peinado',
      reply: null,
    },
  ],
  groups: [
    {
      _id: 'grp1',
      name: 'Cabello',
      services: [
        {
          _id: CUT,
          name: 'Corte',
          description: 'Lavado incluido',
          duration: 45,
          price: 15,
          regular_price: 20,
          promotion: { title: 'Enero feliz', end: '2030-01-31' },
          price_type: 'exact',
        },
        {
          _id: STYLE,
          name: 'Peinado',
          description: '',
          duration: 30,
          price: 10,
          regular_price: 10,
          promotion: null,
          price_type: 'exact',
        },
      ],
    },
  ],
  employees: [
    { _id: ANA, name: 'Ana', avatar: null, service_ids: [CUT, STYLE] },
    { _id: LUIS, name: 'Luis', avatar: null, service_ids: [CUT] },
  ],
  booking: {
    open: true,
    reason: null,
    approval: false,
    window_days: 30,
    notice_minutes: 60,
    whatsapp: false,
  },
  ...overrides,
});

/** Monday 2030-01-07 at 10:00 and 10:30 in Caracas. */
export const SLOT_10 = '2030-01-07T14:00:00.000Z';
export const SLOT_1030 = '2030-01-07T14:30:00.000Z';
/** Tuesday 2030-01-08 at 11:15 in Caracas. */
export const SLOT_TUE = '2030-01-08T15:15:00.000Z';

export const availability = {
  time_zone: 'America/Caracas',
  duration: 75,
  slots: [
    { start: SLOT_10, end: '2030-01-07T15:15:00.000Z', employee_ids: [ANA] },
    { start: SLOT_1030, end: '2030-01-07T15:45:00.000Z', employee_ids: [ANA] },
    { start: SLOT_TUE, end: '2030-01-08T16:30:00.000Z', employee_ids: [ANA] },
  ],
};

export const booked = (start: string, overrides: Partial<BookingWire> = {}): BookingWire => ({
  status: 'reserved',
  visit_token: 'tok_new',
  deposit: null,
  start,
  end: new Date(Date.parse(start) + 75 * 60_000).toISOString(),
  time_zone: 'America/Caracas',
  employee: { name: 'Ana' },
  services: [
    { name: 'Corte', price: 15, start, price_type: 'exact', employee: { name: 'Ana' } },
    {
      name: 'Peinado',
      price: 10,
      start: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
      price_type: 'exact',
      employee: { name: 'Ana' },
    },
  ],
  travel_fee: null,
  total: 25,
  ...overrides,
});
