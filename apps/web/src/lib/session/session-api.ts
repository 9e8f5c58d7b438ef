import { UI, type AccountWire } from '@salon/core';
import { apiRequest, unwrapData } from '../api-client';
import { accountTypeOf } from './session-reducer';
import type { SessionAccount, SessionSalon, SessionSubscription } from './session-types';

export const ACCOUNT_ME_PATH = '/api/v1/business/account/me';

/** GET account/me; at start-up it must answer within the persisted-state timeout (SPEC.md section 9). */
export const fetchAccountMe = async (
  options: { token?: string; timeoutMs?: number } = {},
): Promise<AccountWire> =>
  unwrapData<AccountWire>(
    await apiRequest(ACCOUNT_ME_PATH, {
      token: options.token,
      timeoutMs: options.timeoutMs ?? UI.persistedStateTimeoutMs,
    }),
  );

/** POST /auth/logout revokes the bearer token on the server. */
export const postLogout = async (): Promise<void> => {
  await apiRequest('/auth/logout', { method: 'POST', encoding: 'form', body: {} });
};

export interface BusinessContext {
  salons: SessionSalon[];
  subscription: SessionSubscription | null;
}

/**
 * Hook point for the business-setup issue (SPEC.md section 4, step 1): business accounts will load their
 * subscription (GET /billing/active, failure only logged) and the company's salons
 * (GET /salon/company/{companyId}) here. Until those endpoints exist, salons come from the account itself.
 */
export const loadBusinessContext = async (account: SessionAccount): Promise<BusinessContext> => {
  const salons = account.salon.filter((salon): salon is SessionSalon => typeof salon._id === 'string');
  if (accountTypeOf(account) !== 'business') return { salons, subscription: null };
  return { salons, subscription: null };
};
