import { DEFAULT_ACCOUNT_TYPE, type AccountType, type UserWire } from '@salon/core';
import type {
  SessionAccount,
  SessionCompany,
  SessionSalon,
  SessionState,
  SessionSubscription,
  SignedInPayload,
} from './session-types';

export const initialSessionState: SessionState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
  account: null,
  accountId: null,
  company: null,
  salons: [],
  salonId: null,
  account_type: DEFAULT_ACCOUNT_TYPE,
  subscription: null,
  isPasswordTemp: false,
  tempPassword: null,
};

export type SessionAction =
  | { type: 'INITIALIZE'; payload: SignedInPayload | null }
  | { type: 'LOGIN'; payload: SignedInPayload }
  | { type: 'REGISTER'; payload: SignedInPayload }
  | { type: 'PASSWORD_TEMP'; payload: { tempPassword: string; account_type: AccountType } }
  | { type: 'LOGOUT' }
  | { type: 'SET_SALONS'; payload: { salons: SessionSalon[]; storedSalonId: string | null } }
  | { type: 'CHANGE_SALON'; payload: { salonId: string } }
  | { type: 'ADD_SALON'; payload: { salon: SessionSalon } }
  | { type: 'REMOVE_SALON'; payload: { salonId: string } }
  | { type: 'CHANGE_ACCOUNT_TYPE'; payload: { account_type: AccountType } }
  | { type: 'SET_COMPANY'; payload: { company: SessionCompany | null } }
  | { type: 'SET_SUBSCRIPTION'; payload: { subscription: SessionSubscription | null } }
  | { type: 'UPDATE_USER_INFO'; payload: { user: Partial<UserWire> } }
  | { type: 'UPDATE_ACCOUNT'; payload: { account: SessionAccount } };

/** The account type, falling back to the `type` field (docs/product.md "Entities and their fields"). */
export const accountTypeOf = (account: SessionAccount): AccountType =>
  account.account_type ?? account.type ?? DEFAULT_ACCOUNT_TYPE;

const asSalons = (list: readonly Record<string, unknown>[]): SessionSalon[] =>
  list.filter((item): item is SessionSalon => typeof item._id === 'string');

/**
 * Business accounts use their first company; others take the company of their first salon (an object, or
 * an id naming one of the account's companies).
 */
export const companyOf = (account: SessionAccount): SessionCompany | null => {
  if (accountTypeOf(account) === 'business') return account.company[0] ?? null;
  const company = account.salon[0]?.company;
  if (typeof company === 'object' && company !== null) return company as SessionCompany;
  return account.company.find((entry) => entry._id === company) ?? null;
};

/** The stored salon when it is still one of the salons, else the first one, else none. */
export const pickSalonId = (salons: readonly SessionSalon[], storedSalonId: string | null): string | null =>
  salons.some((salon) => salon._id === storedSalonId) ? storedSalonId : (salons[0]?._id ?? null);

const signedIn = (state: SessionState, payload: SignedInPayload): SessionState => {
  const salons = payload.salons ?? asSalons(payload.account.salon);
  return {
    ...state,
    isInitialized: true,
    isAuthenticated: true,
    user: payload.account.user,
    account: payload.account,
    accountId: payload.account._id,
    company: companyOf(payload.account),
    salons,
    salonId: pickSalonId(salons, payload.storedSalonId),
    account_type: accountTypeOf(payload.account),
    subscription: payload.subscription ?? null,
    isPasswordTemp: false,
    tempPassword: null,
  };
};

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'INITIALIZE':
      return action.payload
        ? signedIn(state, action.payload)
        : { ...initialSessionState, isInitialized: true };
    case 'LOGIN':
    case 'REGISTER':
      return signedIn(state, action.payload);
    case 'PASSWORD_TEMP':
      return {
        ...initialSessionState,
        isInitialized: true,
        account_type: action.payload.account_type,
        isPasswordTemp: true,
        tempPassword: action.payload.tempPassword,
      };
    case 'LOGOUT':
      return { ...initialSessionState, isInitialized: true };
    case 'SET_SALONS':
      return {
        ...state,
        salons: action.payload.salons,
        salonId: pickSalonId(action.payload.salons, action.payload.storedSalonId),
      };
    case 'CHANGE_SALON':
      return state.salons.some((salon) => salon._id === action.payload.salonId)
        ? { ...state, salonId: action.payload.salonId }
        : state;
    case 'ADD_SALON':
      return {
        ...state,
        salons: [
          ...state.salons.filter((salon) => salon._id !== action.payload.salon._id),
          action.payload.salon,
        ],
        salonId: state.salonId ?? action.payload.salon._id,
      };
    case 'REMOVE_SALON': {
      const salons = state.salons.filter((salon) => salon._id !== action.payload.salonId);
      const salonId = state.salonId === action.payload.salonId ? (salons[0]?._id ?? null) : state.salonId;
      return { ...state, salons, salonId };
    }
    case 'CHANGE_ACCOUNT_TYPE':
      return { ...state, account_type: action.payload.account_type };
    case 'SET_COMPANY':
      return { ...state, company: action.payload.company };
    case 'SET_SUBSCRIPTION':
      return { ...state, subscription: action.payload.subscription };
    case 'UPDATE_USER_INFO': {
      if (!state.user) return state;
      const user = { ...state.user, ...action.payload.user };
      return { ...state, user, account: state.account ? { ...state.account, user } : state.account };
    }
    case 'UPDATE_ACCOUNT':
      return {
        ...state,
        account: action.payload.account,
        accountId: action.payload.account._id,
        user: action.payload.account.user,
        company: companyOf(action.payload.account) ?? state.company,
        account_type: accountTypeOf(action.payload.account),
      };
    default:
      return state;
  }
}
