import { describe, expect, it } from 'vitest';
import { fromWallDate, instantFromParts, localParts, toWallDate } from './wall-clock';

describe('wall-clock dates', () => {
  it('shows an instant on the salon clock whatever the browser zone, and reads it back', () => {
    const instant = '2030-01-07T14:30:00.000Z';
    const caracas = toWallDate(instant, 'America/Caracas');
    expect([caracas.getHours(), caracas.getMinutes()]).toEqual([10, 30]);
    expect(fromWallDate(caracas, 'America/Caracas').toISOString()).toBe(instant);
    const kolkata = toWallDate(instant, 'Asia/Kolkata');
    expect([kolkata.getDate(), kolkata.getHours(), kolkata.getMinutes()]).toEqual([7, 20, 0]);
    expect(fromWallDate(kolkata, 'Asia/Kolkata').toISOString()).toBe(instant);
  });

  it('turns the dialog date and time into the instant and back', () => {
    expect(instantFromParts('2030-01-07', '09:15', 'America/Caracas')?.toISOString()).toBe(
      '2030-01-07T13:15:00.000Z',
    );
    expect(localParts('2030-01-07T13:15:00.000Z', 'America/Caracas')).toEqual({
      date: '2030-01-07',
      time: '09:15',
    });
    expect(instantFromParts('2030-01-07', '', 'America/Caracas')).toBeNull();
  });
});
