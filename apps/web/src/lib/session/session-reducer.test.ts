import { describe, expect, it } from 'vitest';
import { sampleAccount } from '@/test/fetch-mock';
import { companyOf, initialSessionState, pickSalonId, sessionReducer } from './session-reducer';
import type { SessionState, SessionSubscription } from './session-types';

const salonA = { _id: 'salon-a', title: 'A', company: { _id: 'company-1', name: 'Co' } };
const salonB = { _id: 'salon-b', title: 'B' };

const signedIn = (storedSalonId: string | null = null): SessionState =>
  sessionReducer(initialSessionState, {
    type: 'LOGIN',
    payload: { account: { ...sampleAccount, salon: [salonA, salonB] }, storedSalonId },
  });

describe('sessionReducer', () => {
  it('starts not initialised, logged out, with account type business', () => {
    expect(initialSessionState).toMatchObject({
      isInitialized: false,
      isAuthenticated: false,
      account_type: 'business',
      salons: [],
      salonId: null,
      isPasswordTemp: false,
      tempPassword: null,
    });
  });

  it('INITIALIZE without an account is logged out with account type business', () => {
    const state = sessionReducer(
      { ...initialSessionState, account_type: 'employee' },
      { type: 'INITIALIZE', payload: null },
    );
    expect(state).toMatchObject({
      isInitialized: true,
      isAuthenticated: false,
      account_type: 'business',
      user: null,
    });
  });

  it('LOGIN fills user, account, accountId and salons, keeping a stored salon that still exists', () => {
    const state = signedIn('salon-b');
    expect(state).toMatchObject({
      isInitialized: true,
      isAuthenticated: true,
      user: sampleAccount.user,
      accountId: sampleAccount._id,
      account_type: 'business',
      salonId: 'salon-b',
    });
    expect(state.salons.map((salon) => salon._id)).toEqual(['salon-a', 'salon-b']);
  });

  it('chooses the first salon when the stored one is not among them', () => {
    expect(signedIn('gone').salonId).toBe('salon-a');
    expect(pickSalonId([], 'gone')).toBeNull();
  });

  it('PASSWORD_TEMP holds the login with the typed password and no user', () => {
    const state = sessionReducer(initialSessionState, {
      type: 'PASSWORD_TEMP',
      payload: { tempPassword: 'Temp#1234', account_type: 'employee' },
    });
    expect(state).toMatchObject({
      isInitialized: true,
      isAuthenticated: false,
      isPasswordTemp: true,
      tempPassword: 'Temp#1234',
      account_type: 'employee',
      user: null,
    });
  });

  it('LOGOUT resets everything', () => {
    const state = sessionReducer(signedIn(), { type: 'LOGOUT' });
    expect(state).toEqual({ ...initialSessionState, isInitialized: true });
  });

  it('CHANGE_SALON only switches to a known salon', () => {
    const state = signedIn();
    expect(sessionReducer(state, { type: 'CHANGE_SALON', payload: { salonId: 'salon-b' } }).salonId).toBe(
      'salon-b',
    );
    expect(sessionReducer(state, { type: 'CHANGE_SALON', payload: { salonId: 'nope' } }).salonId).toBe(
      'salon-a',
    );
  });

  it('ADD_SALON appends and selects it when none was selected', () => {
    const empty = sessionReducer(initialSessionState, {
      type: 'LOGIN',
      payload: { account: sampleAccount, storedSalonId: null },
    });
    const state = sessionReducer(empty, { type: 'ADD_SALON', payload: { salon: { _id: 'new' } } });
    expect(state.salons).toEqual([{ _id: 'new' }]);
    expect(state.salonId).toBe('new');
  });

  it('REMOVE_SALON of the current salon selects the first remaining one, or none', () => {
    let state = signedIn('salon-a');
    state = sessionReducer(state, { type: 'REMOVE_SALON', payload: { salonId: 'salon-a' } });
    expect(state.salonId).toBe('salon-b');
    state = sessionReducer(state, { type: 'REMOVE_SALON', payload: { salonId: 'salon-b' } });
    expect(state.salonId).toBeNull();
    expect(state.salons).toEqual([]);
  });

  it('changes account type, company and subscription', () => {
    let state = signedIn();
    state = sessionReducer(state, { type: 'CHANGE_ACCOUNT_TYPE', payload: { account_type: 'employee' } });
    state = sessionReducer(state, { type: 'SET_COMPANY', payload: { company: { _id: 'c1' } } });
    state = sessionReducer(state, {
      type: 'SET_SUBSCRIPTION',
      payload: { subscription: { plan: 'basic_plan' } as SessionSubscription },
    });
    expect(state).toMatchObject({
      account_type: 'employee',
      company: { _id: 'c1' },
      subscription: { plan: 'basic_plan' },
    });
  });

  it('UPDATE_USER_INFO merges into user and account.user', () => {
    const state = sessionReducer(signedIn(), {
      type: 'UPDATE_USER_INFO',
      payload: { user: { phone: '04141234567' } },
    });
    expect(state.user?.phone).toBe('04141234567');
    expect(state.account?.user.phone).toBe('04141234567');
  });

  it('UPDATE_ACCOUNT replaces the account and its user', () => {
    const account = { ...sampleAccount, user: { ...sampleAccount.user, name: 'Bea' } };
    const state = sessionReducer(signedIn(), { type: 'UPDATE_ACCOUNT', payload: { account } });
    expect(state.user?.name).toBe('Bea');
    expect(state.account?.user.name).toBe('Bea');
  });

  it('takes the company from the first company (business) or the first salon (others)', () => {
    expect(companyOf({ ...sampleAccount, company: [{ _id: 'c1' }] })).toEqual({ _id: 'c1' });
    expect(
      companyOf({ ...sampleAccount, account_type: 'employee', type: 'employee', salon: [salonA] }),
    ).toEqual({ _id: 'company-1', name: 'Co' });
  });
});
