import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const keysFor = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((item) => item.key);

describe('navItemsFor', () => {
  it('gives the owner and a manager every area', () => {
    const all = [
      'home',
      'appointment',
      'waitlist',
      'deposits',
      'cashClose',
      'salon',
      'gallery',
      'service',
      'employee',
      'client',
      'promotion',
      'review',
      'report',
      'eventLog',
      'account',
    ];
    expect(keysFor('owner')).toEqual(all);
    expect(keysFor('manager')).toEqual(all);
  });

  it('gives a secretary the calendar, the waitlist, the cash close, clients, services, employees, promotions and reviews to read, nothing of the salon, the reports or the log', () => {
    expect(keysFor('secretary')).toEqual([
      'home',
      'appointment',
      'waitlist',
      'deposits',
      'cashClose',
      'service',
      'employee',
      'client',
      'promotion',
      'review',
      'account',
    ]);
  });

  it('gives an intermediate clients, services and promotions, and a basic employee only home, its calendar and account', () => {
    expect(keysFor('intermediate')).toEqual([
      'home',
      'appointment',
      'service',
      'client',
      'promotion',
      'account',
    ]);
    expect(keysFor('basic')).toEqual(['home', 'appointment', 'account']);
  });
});
