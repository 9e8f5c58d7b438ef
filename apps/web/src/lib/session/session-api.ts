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

export const companySalonsPath = (companyId: string) => `/api/v1/business/salon/company/${companyId}`;

/** The company's salons; an empty list when the call fails (e.g. the endpoint is not deployed yet). */
export const fetchCompanySalons = async (companyId: string): Promise<SessionSalon[]> => {
  try {
    const data = unwrapData<unknown>(await apiRequest(companySalonsPath(companyId)));
    return Array.isArray(data)
      ? data.filter((salon): salon is SessionSalon => typeof (salon as SessionSalon)?._id === 'string')
      : [];
  } catch (error) {
    console.warn('Could not load the company salons', error);
    return [];
  }
};

/**
 * SPEC.md section 4, step 1: business accounts load the company's salons (GET /salon/company/{companyId})
 * and their subscription (no endpoint yet: null, only logged); other accounts take the salons of the account.
 */
export const loadBusinessContext = async (account: SessionAccount): Promise<BusinessContext> => {
  if (accountTypeOf(account) !== 'business') {
    const salons = account.salon.filter((salon): salon is SessionSalon => typeof salon._id === 'string');
    return { salons, subscription: null };
  }
  const companyId = account.company[0]?._id;
  const salons = typeof companyId === 'string' ? await fetchCompanySalons(companyId) : [];
  if (import.meta.env.MODE !== 'test')
    console.info('Subscription: no billing endpoint yet, the session keeps none.');
  return { salons, subscription: null };
};
