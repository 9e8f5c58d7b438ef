import { UI, type AccountWire } from '@salon/core';
import { apiRequest, unwrapData } from '../api-client';
import { accountTypeOf } from './session-reducer';
import type { SessionAccount, SessionSalon, SessionSubscription } from './session-types';

export const ACCOUNT_ME_PATH = '/api/v1/business/account/me';

/**
 * GET account/me; at start-up it must answer within the persisted-state timeout
 * (docs/product.md "Constants").
 */
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

export const BILLING_PATH = '/api/v1/business/billing';

/** GET billing/active: the company's subscription (the owner's; everyone else gets 403). */
export const fetchActiveSubscription = async (signal?: AbortSignal): Promise<SessionSubscription> =>
  unwrapData<SessionSubscription>(await apiRequest(`${BILLING_PATH}/active`, { signal }));

/**
 * Billing is the owner's: a business account whose role is missing or `owner`
 * (docs/product.md "Roles and permissions").
 */
export const ownsBilling = (account: SessionAccount): boolean =>
  accountTypeOf(account) === 'business' && (account.roles?.[0]?.type ?? 'owner') === 'owner';

/**
 * The subscription, or null when it cannot be read; a failure is only logged
 * (docs/product.md "Session in the browser").
 */
export const loadSubscription = async (account: SessionAccount): Promise<SessionSubscription | null> => {
  if (!ownsBilling(account) || typeof account.company[0]?._id !== 'string') return null;
  try {
    return await fetchActiveSubscription();
  } catch (error) {
    console.warn('Could not load the subscription', error);
    return null;
  }
};

/**
 * docs/product.md "Session in the browser", step 1: business accounts load the company's salons (GET
 * /salon/company/{companyId}) and, for the owner, the subscription (GET billing/active); other accounts take
 * the salons of the account.
 */
export const loadBusinessContext = async (account: SessionAccount): Promise<BusinessContext> => {
  if (accountTypeOf(account) !== 'business') {
    const salons = account.salon.filter((salon): salon is SessionSalon => typeof salon._id === 'string');
    return { salons, subscription: null };
  }
  const companyId = account.company[0]?._id;
  const [salons, subscription] = await Promise.all([
    typeof companyId === 'string' ? fetchCompanySalons(companyId) : Promise.resolve([]),
    loadSubscription(account),
  ]);
  return { salons, subscription };
};
