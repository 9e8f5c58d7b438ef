import { describe, expect, it } from 'vitest';
import {
  appointmentFormSchema,
  formDefaults,
  toCreateBody,
  type AppointmentFormInput,
} from './appointment-form-schema';
import { appointment, SALON_ID, SERVICE_ID } from './appointment-test-fixtures';
import { laterPartTimes } from './visit-times';
import { updateRequests } from './visit-update';

const ZONE = 'America/Caracas';
const OTHER_SERVICE = '0190a000-0000-7000-8000-0000000000f2';
const OTHER_EMPLOYEE = '0190a000-0000-7000-8000-0000000000b2';
const parse = (input: AppointmentFormInput) => appointmentFormSchema.parse(input);
const newVisit = (next: AppointmentFormInput['next_services']) =>
  parse({
    ...formDefaults(ZONE, { date: '2030-01-07T12:00:00.000Z' }),
    client_id: '0190a000-0000-7000-8000-0000000000d1',
    service_id: SERVICE_ID,
    employee_id: '0190a000-0000-7000-8000-0000000000b1',
    time: '10:00',
    next_services: next,
  });

describe('the body of a new visit', () => {
  it('carries next_services only when rows were added', () => {
    const single = toCreateBody(newVisit([]), ZONE, { salonId: SALON_ID, canOverride: false });
    expect(single).not.toHaveProperty('next_services');
    const row = { service_id: OTHER_SERVICE, employee_id: OTHER_EMPLOYEE };
    const visit = toCreateBody(newVisit([row]), ZONE, { salonId: SALON_ID, canOverride: false });
    expect(visit.next_services).toEqual([row]);
  });

  it('refuses a row without its employee, and more than four rows', () => {
    const base = formDefaults(ZONE, {});
    const missing = appointmentFormSchema.safeParse({
      ...base,
      next_services: [{ service_id: OTHER_SERVICE, employee_id: '' }],
    });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'next_services.0.employee_id',
      'validation.appointment.employee',
    ]);
    const row = { service_id: OTHER_SERVICE, employee_id: OTHER_EMPLOYEE };
    const many = appointmentFormSchema.safeParse({ ...base, next_services: Array(5).fill(row) });
    expect(many.error?.issues.some((issue) => issue.message === 'validation.appointment.nextServices')).toBe(
      true,
    );
  });
});

describe('the times of a visit’s later parts', () => {
  it('start each when the one before ends: after the count, or the typed end', () => {
    const first = { date: '2030-01-07', time: '10:00', endTime: '', duration: 45, count: 1 };
    expect(laterPartTimes(first, [30, 60], ZONE)).toEqual([
      { start: '10:45', end: '11:15' },
      { start: '11:15', end: '12:15' },
    ]);
    expect(laterPartTimes({ ...first, count: 2 }, [30], ZONE)).toEqual([{ start: '11:30', end: '12:00' }]);
    expect(laterPartTimes({ ...first, endTime: '11:00' }, [30], ZONE)).toEqual([
      { start: '11:00', end: '11:30' },
    ]);
  });

  it('cannot be told without a start or before a service is chosen', () => {
    const first = { date: '2030-01-07', time: '', endTime: '', duration: 45, count: 1 };
    expect(laterPartTimes(first, [30], ZONE)).toEqual([null]);
    expect(laterPartTimes({ ...first, time: '10:00' }, [undefined, 30], ZONE)).toEqual([null, null]);
  });
});

describe('the calls of an edit of a visit’s part', () => {
  const part = appointment({ visit_id: '0190a000-0000-7000-8000-0000000000a1' });
  const loaded = formDefaults(ZONE, { appointment: part });
  const options = { canOverride: true, appointment: part, freelancer: false };

  it('moves the whole visit by the new start alone, when asked and the start changed', () => {
    expect(updateRequests(parse({ ...loaded, time: '12:00', endTime: '13:00' }), ZONE, options)).toEqual([
      { start: '2030-01-07T16:00:00.000Z', whole_visit: true },
    ]);
    const overridden = parse({ ...loaded, time: '12:00', endTime: '13:00', override_hours: true });
    expect(updateRequests(overridden, ZONE, options)).toEqual([
      { start: '2030-01-07T16:00:00.000Z', whole_visit: true, override_hours: true },
    ]);
  });

  it('sends no whole_visit when unticked, when the start stays, or for a visit of its own', () => {
    const [unticked] = updateRequests(
      parse({ ...loaded, time: '12:00', endTime: '13:00', whole_visit: false }),
      ZONE,
      options,
    );
    expect(unticked).toMatchObject({ start: '2030-01-07T16:00:00.000Z', service_id: SERVICE_ID });
    expect(unticked).not.toHaveProperty('whole_visit');
    const [stays] = updateRequests(parse({ ...loaded, note: 'Sin esmalte' }), ZONE, options);
    expect(stays).not.toHaveProperty('whole_visit');
    const alone = { ...options, appointment: appointment() };
    const [own] = updateRequests(parse({ ...loaded, time: '12:00', endTime: '13:00' }), ZONE, alone);
    expect(own).not.toHaveProperty('whole_visit');
  });

  it('saves this part’s other changes first, without its times, then moves the visit', () => {
    const calls = updateRequests(
      parse({ ...loaded, time: '12:00', endTime: '13:00', note: 'Sin esmalte' }),
      ZONE,
      options,
    );
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ note: 'Sin esmalte' });
    expect(calls[0]).not.toHaveProperty('start');
    expect(calls[0]).not.toHaveProperty('end');
    expect(calls[1]).toEqual({ start: '2030-01-07T16:00:00.000Z', whole_visit: true });
  });
});

describe('the calls of an edit of a series’ occurrence', () => {
  const occurrence = appointment({ series_id: '0190a000-0000-7000-8000-0000000000c1' });
  const loaded = formDefaults(ZONE, { appointment: occurrence });
  const options = { canOverride: true, appointment: occurrence, freelancer: false };

  it('moves this and the following by the new start alone', () => {
    const calls = updateRequests(
      parse({ ...loaded, time: '12:00', endTime: '', series_scope: 'following' }),
      ZONE,
      options,
    );
    expect(calls).toEqual([{ start: '2030-01-07T16:00:00.000Z', series_scope: 'following' }]);
  });

  it('gives the whole series to another employee, after this one’s own change', () => {
    const calls = updateRequests(
      parse({ ...loaded, employee_id: OTHER_EMPLOYEE, series_scope: 'all' }),
      ZONE,
      options,
    );
    expect(calls.at(-1)).toEqual({ employee_id: OTHER_EMPLOYEE, series_scope: 'all' });
  });

  it('carries a new price and note to the series in its one call, not saved on this one first', () => {
    const calls = updateRequests(
      parse({ ...loaded, price: '30', note: 'Trae su tinte', series_scope: 'following' }),
      ZONE,
      options,
    );
    expect(calls).toEqual([{ price: 30, note: 'Trae su tinte', series_scope: 'following' }]);
  });

  it('changes only this one with "only this one", or when nothing the series shares changed', () => {
    const [one] = updateRequests(parse({ ...loaded, time: '12:00', endTime: '' }), ZONE, options);
    expect(one).toMatchObject({ start: '2030-01-07T16:00:00.000Z' });
    expect(one).not.toHaveProperty('series_scope');
    const [note] = updateRequests(
      parse({ ...loaded, note: 'Sin esmalte', series_scope: 'one' }),
      ZONE,
      options,
    );
    expect(note).toMatchObject({ note: 'Sin esmalte' });
    expect(note).not.toHaveProperty('series_scope');
    const [count] = updateRequests(
      parse({ ...loaded, service_count: 2, series_scope: 'all' }),
      ZONE,
      options,
    );
    expect(count).not.toHaveProperty('series_scope');
  });
});
