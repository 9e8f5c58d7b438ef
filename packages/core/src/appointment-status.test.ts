import { describe, expect, it } from 'vitest';
import {
  allowedStatusTransitions,
  canChangeAppointmentStatus,
  statusChangeRefusal,
} from './appointment-status.js';

const now = new Date('2026-11-27T15:00:00Z');
const past = '2026-11-27T14:00:00Z';
const future = '2026-11-27T16:00:00Z';

describe('allowedStatusTransitions', () => {
  it('offers no done or no-show before the appointment starts', () => {
    expect(allowedStatusTransitions('reserved', { start: future, now, role: 'owner' })).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(allowedStatusTransitions('no_show', { start: future, now, role: 'owner' })).toEqual([]);
  });

  it('offers done and no-show once it has started (its start is now or earlier)', () => {
    expect(allowedStatusTransitions('reserved', { start: past, now, role: 'owner' })).toEqual([
      'pending',
      'done',
      'no_show',
      'cancelled',
    ]);
    expect(allowedStatusTransitions('reserved', { start: now, now, role: 'owner' })).toContain('done');
    expect(allowedStatusTransitions('done', { start: past, now, role: 'owner' })).toEqual(['no_show']);
  });

  it('follows the transitions table from each status', () => {
    expect(allowedStatusTransitions('pending', { start: past, now, role: 'owner' })).toEqual([
      'reserved',
      'cancelled',
    ]);
    expect(allowedStatusTransitions('cancelled', { start: past, now, role: 'owner' })).toEqual(['reserved']);
  });

  it('gives every role with a status permission the same choices, down to basic (own status only)', () => {
    for (const role of ['manager', 'secretary', 'intermediate', 'basic'] as const) {
      expect(canChangeAppointmentStatus(role)).toBe(true);
      expect(allowedStatusTransitions('reserved', { start: past, now, role })).toContain('no_show');
    }
  });
});

describe('statusChangeRefusal', () => {
  it('names why a change is refused, as the server answers it', () => {
    expect(statusChangeRefusal('pending', 'done', { start: past, now })).toBe('APPOINTMENT_TRANSITION');
    expect(statusChangeRefusal('reserved', 'done', { start: future, now })).toBe('APPOINTMENT_NOT_STARTED');
    expect(statusChangeRefusal('reserved', 'done', { start: past, now })).toBeNull();
  });
});
