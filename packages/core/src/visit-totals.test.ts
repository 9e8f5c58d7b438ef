import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from './appointment-status.js';
import { freeDaysOf, visitStatusActions, visitStatusPlan, visitTotals } from './visit-totals.js';

const part = (
  id: string,
  status: AppointmentStatus,
  start: string,
  end: string,
  priceCents: number,
  service: string,
) => ({ id, status, start: `2026-11-27T${start}:00Z`, end: `2026-11-27T${end}:00Z`, priceCents, service });

const cut = part('a', 'reserved', '14:00', '14:45', 2000, 'Corte de dama');
const color = part('b', 'reserved', '14:45', '16:15', 2400, 'Tinte');
const styling = part('c', 'reserved', '16:30', '17:00', 1000, 'Peinado');

describe('visitTotals', () => {
  it('adds the prices and spans first start to last end, in the parts’ order', () => {
    expect(visitTotals([color, cut])).toEqual({
      parts: 2,
      services: ['Corte de dama', 'Tinte'],
      priceCents: 4400,
      minutes: 135,
      start: new Date('2026-11-27T14:00:00Z'),
      end: new Date('2026-11-27T16:15:00Z'),
    });
    // A gap between parts (another employee's clean-up) is time the client spends there.
    expect(visitTotals([cut, color, styling])?.minutes).toBe(180);
  });

  it('leaves a part cancelled alone out, and shows a visit cancelled whole as booked', () => {
    const totals = visitTotals([cut, { ...color, status: 'cancelled' }, styling]);
    expect(totals).toMatchObject({ parts: 2, services: ['Corte de dama', 'Peinado'], priceCents: 3000 });
    const called = visitTotals([cut, color].map((one) => ({ ...one, status: 'cancelled' as const })));
    expect(called).toMatchObject({ parts: 2, priceCents: 4400 });
    // One part left standing is one appointment again.
    expect(visitTotals([cut, { ...color, status: 'cancelled' }])).toBeNull();
  });

  it('is null for a visit of one service', () => {
    expect(visitTotals([cut])).toBeNull();
    expect(visitTotals([])).toBeNull();
  });
});

describe('visitStatusPlan', () => {
  const now = new Date('2026-11-27T15:00:00Z');

  it('cancels every standing part, leaving done and cancelled parts as they are', () => {
    const done = { ...cut, status: 'done' as const };
    const gone = { ...styling, status: 'cancelled' as const };
    expect(visitStatusPlan([done, color, gone], 'cancelled', now)).toEqual({ ids: ['b'] });
    expect(visitStatusPlan([cut, { ...color, status: 'pending' }], 'cancelled', now)).toEqual({
      ids: ['a', 'b'],
    });
  });

  it('confirms only pending parts; a visit already confirmed changes nothing', () => {
    const pending = [
      { ...cut, status: 'pending' as const },
      color,
      { ...styling, status: 'pending' as const },
    ];
    expect(visitStatusPlan(pending, 'reserved', now)).toEqual({ ids: ['a', 'c'] });
    expect(visitStatusPlan([cut, color], 'reserved', now)).toEqual({ ids: [] });
  });

  it('refuses done while a part has not started, or is still pending, naming it; nothing changes', () => {
    expect(visitStatusPlan([cut, color], 'done', new Date('2026-11-27T14:30:00Z'))).toEqual({
      refusal: 'APPOINTMENT_NOT_STARTED',
      id: 'b',
    });
    expect(visitStatusPlan([cut, color], 'done', new Date('2026-11-27T16:00:00Z'))).toEqual({
      ids: ['a', 'b'],
    });
    expect(
      visitStatusPlan([cut, { ...color, status: 'pending' }], 'done', new Date('2026-11-27T17:00:00Z')),
    ).toEqual({ refusal: 'APPOINTMENT_TRANSITION', id: 'b' });
  });

  it('refuses any change of a visit with no standing part', () => {
    const history = [
      { ...cut, status: 'done' as const },
      { ...color, status: 'cancelled' as const },
    ];
    expect(visitStatusPlan(history, 'cancelled', now)).toEqual({
      refusal: 'APPOINTMENT_TRANSITION',
      id: null,
    });
  });
});

describe('visitStatusActions', () => {
  it('offers what changes two parts or more: no done before the last part starts', () => {
    const now = new Date('2026-11-27T14:30:00Z');
    expect(visitStatusActions([cut, color], now)).toEqual(['cancelled']);
    expect(visitStatusActions([cut, color], new Date('2026-11-27T17:00:00Z'))).toEqual(['done', 'cancelled']);
    const pending = [cut, color].map((one) => ({ ...one, status: 'pending' as const }));
    expect(visitStatusActions(pending, now)).toEqual(['reserved', 'cancelled']);
    // One part left standing: its own status menu is the action.
    expect(visitStatusActions([cut, { ...color, status: 'cancelled' }], now)).toEqual([]);
  });
});

describe('freeDaysOf', () => {
  it('names each local day once, soonest first, up to the limit', () => {
    const starts = [
      '2026-11-28T02:00:00Z', // 22:00 on the 27th in Caracas
      '2026-11-27T14:00:00Z',
      '2026-11-29T14:00:00Z',
      '2026-11-28T14:00:00Z',
      '2026-11-30T14:00:00Z',
    ];
    expect(freeDaysOf(starts, 'America/Caracas', 3)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(freeDaysOf([], 'America/Caracas', 3)).toEqual([]);
  });
});
