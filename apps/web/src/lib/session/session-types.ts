import type { AccountType, AccountWire, SubscriptionWire, UserWire } from '@salon/core';

/** A salon as far as the session needs one; the full shape arrives with the salon issue. */
export interface SessionSalon {
  _id: string;
  [key: string]: unknown;
}

export type SessionCompany = Record<string, unknown>;
/** The company's subscription as GET billing/active answers it (owners only; null for everyone else). */
export type SessionSubscription = SubscriptionWire;

/** The account as the session keeps it: roles may be missing until /me answers (an older login answer). */
export type SessionAccount = Omit<AccountWire, 'roles'> & { roles?: AccountWire['roles'] };

/** Client-side session state (docs/product.md "Session in the browser"). */
export interface SessionState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: UserWire | null;
  account: SessionAccount | null;
  accountId: string | null;
  company: SessionCompany | null;
  salons: SessionSalon[];
  salonId: string | null;
  account_type: AccountType;
  subscription: SessionSubscription | null;
  isPasswordTemp: boolean;
  tempPassword: string | null;
}

/** What login, register, Google sign-in and start-up hand to the reducer once an account is known. */
export interface SignedInPayload {
  account: SessionAccount;
  /** Business accounts: the company's salons (later issue); others: the account's salons. */
  salons?: SessionSalon[];
  subscription?: SessionSubscription | null;
  storedSalonId: string | null;
}

/** A salon's name as the screens show it (its title, else its name). */
export const salonName = (salon: SessionSalon): string =>
  typeof salon.title === 'string' ? salon.title : typeof salon.name === 'string' ? salon.name : '';
