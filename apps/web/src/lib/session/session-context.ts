import type { AccountType, Role, UserWire } from '@salon/core';
import { createContext, useContext } from 'react';
import type {
  SessionAccount,
  SessionCompany,
  SessionSalon,
  SessionState,
  SessionSubscription,
} from './session-types';

/** The answer of POST /auth/login (docs/product.md "API conventions"). */
export interface LoginData {
  _id: string;
  token: string;
  account_type: AccountType;
  user: UserWire;
  company: Record<string, unknown>[];
  salon: Record<string, unknown>[];
  /** The caller's role (`owner`, or the employee's role). */
  roles?: { type: Role }[];
  is_password_temp: boolean;
}

export interface SessionContextValue extends SessionState {
  /** Signs in, or holds the login in the password-temporary state when the password is temporary. */
  login: (data: LoginData, typedPassword: string) => void;
  /** The token of a held login, for the one call it may make (account/password). */
  pendingLoginToken: string | null;
  /** Completes a held login with the token that the password change returned (the stored callback). */
  completePasswordTempLogin: (newToken: string) => void;
  cancelPasswordTemp: () => void;
  /** Register and Google sign-in: a token and a full account. */
  signInWithAccount: (token: string, account: SessionAccount, kind?: 'LOGIN' | 'REGISTER') => void;
  /** True after the user logged out themselves (not after a lost session): login then needs no returnTo. */
  signedOutByUser: boolean;
  /** POST /auth/logout, then clear; resolves false when the server call failed (storage is cleared anyway). */
  logout: () => Promise<boolean>;
  /** Stores a token that replaced the current one (change password revokes all old tokens). */
  replaceToken: (token: string) => void;
  changeSalon: (salonId: string) => void;
  addSalon: (salon: SessionSalon) => void;
  removeSalon: (salonId: string) => void;
  changeAccountType: (accountType: AccountType) => void;
  setCompany: (company: SessionCompany | null) => void;
  setSubscription: (subscription: SessionSubscription | null) => void;
  updateUserInfo: (user: Partial<UserWire>) => void;
  updateAccount: (account: SessionAccount) => void;
  /** Reloads the company's salons (after a salon is created, deleted or updated); keeps or re-picks the current one. */
  refreshSalons: () => Promise<void>;
  /** Reloads the owner's subscription (GET billing/active); others have none to load. */
  refreshSubscription: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
};
