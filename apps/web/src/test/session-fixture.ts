import type { Role } from '@salon/core';
import { sampleAccount } from './fetch-mock';

/* One signed-in session for the screens' tests: the stored token, what account/me answers, the company's salons. */

export const BUSINESS = '/api/v1/business';
export const ME_ROUTE = `GET ${BUSINESS}/account/me`;
export const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
export const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';

/** A salon as salon/company/{id} answers it: Centro, active and open; `overrides` change any field. */
export const sessionSalon = (overrides: Record<string, unknown> = {}) => ({
  _id: SALON_ID,
  title: 'Centro',
  status_salon: 'active',
  open_store: 1,
  ...overrides,
});

export interface SessionOptions {
  /** The login's role; owner when not given. */
  role?: Role;
  /** The account's company; null: none yet (before the company is created). */
  company?: { _id: string; name: string; status?: string } | null;
  /** What salon/company/{id} answers; without it the call is not answered (404, no salons). */
  salons?: unknown[];
  /** Any other field of the account, e.g. an employee login's `account_type`, `salon` and `employee`. */
  account?: Record<string, unknown>;
}

/** The account account/me answers: sampleAccount with the role and company. */
export const accountOf = ({
  role = 'owner',
  company = { _id: COMPANY_ID, name: 'Bella C.A.' },
  account = {},
}: SessionOptions = {}) => ({
  ...sampleAccount,
  roles: [{ type: role }],
  company: company ? [company] : [],
  ...account,
});

/**
 * Signs in (a stored token) and answers the session's calls: account/me and, when `salons` is given, the
 * company's salons. Spread the routes into mockApi beside the screen's own.
 */
export const signedIn = (options: SessionOptions = {}) => {
  localStorage.setItem('accessToken', 'tok');
  const account = accountOf(options);
  const company = account.company[0];
  const routes: Record<string, () => { body: unknown }> = { [ME_ROUTE]: () => ({ body: { data: account } }) };
  if (company && options.salons) {
    const salons = options.salons;
    routes[`GET ${BUSINESS}/salon/company/${company._id}`] = () => ({ body: { data: salons } });
  }
  return routes;
};
