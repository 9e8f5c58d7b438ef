import { STORAGE_KEYS, type AccountType, type UserWire } from '@salon/core';
import { replaceEqualDeep } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onApiFailure, onUnauthorized } from '../api-client';
import { storage } from '../storage';
import {
  fetchAccountMe,
  fetchCompanySalons,
  loadBusinessContext,
  loadSubscription,
  postLogout,
} from './session-api';
import { SessionContext, type LoginData, type SessionContextValue } from './session-context';
import { accountTypeOf, initialSessionState, sessionReducer, type SessionAction } from './session-reducer';
import { clearSessionSnapshot, readSessionSnapshot, saveSessionSnapshot } from './session-snapshot';
import type {
  SessionAccount,
  SessionCompany,
  SessionSalon,
  SessionState,
  SessionSubscription,
} from './session-types';
import { clearSubscriptionExpired } from './subscription-expired';

const clearStoredSession = (): void => {
  storage.remove(STORAGE_KEYS.accessToken);
  storage.remove(STORAGE_KEYS.usersId);
  storage.remove(STORAGE_KEYS.accountType);
  storage.remove(STORAGE_KEYS.salonId);
  clearSessionSnapshot();
};

const storeSession = (token: string, userId: string, accountType: AccountType): void => {
  storage.set(STORAGE_KEYS.accessToken, token);
  storage.set(STORAGE_KEYS.usersId, userId);
  storage.set(STORAGE_KEYS.accountType, accountType);
};

const accountFromLogin = (data: LoginData): SessionAccount => ({
  _id: data._id,
  account_type: data.account_type,
  type: data.account_type,
  user: data.user,
  company: data.company,
  salon: data.salon,
  roles: data.roles,
  is_password_temp: data.is_password_temp,
});

/**
 * The reducer, keeping the state (and each part of it) that an action leaves equal: account/me confirming the
 * snapshot the screens were painted from renders nothing again.
 */
const sharingReducer = (state: SessionState, action: SessionAction): SessionState =>
  replaceEqualDeep(state, sessionReducer(state, action));

export function SessionProvider({ children }: { children: ReactNode }) {
  // Without a stored token there is nothing to restore: a guest's first screen (sign-in, a public page) renders
  // at once instead of after a spinner frame. With one, the device's snapshot of that user's session paints the
  // screens at once while account/me confirms it (a phone on a slow network would otherwise wait for three calls).
  const [restoredFromSnapshot] = useState(() => readSessionSnapshot() !== null);
  const [state, dispatch] = useReducer(sharingReducer, initialSessionState, (initial) => {
    if (!storage.get(STORAGE_KEYS.accessToken))
      return sessionReducer(initial, { type: 'INITIALIZE', payload: null });
    const snapshot = readSessionSnapshot();
    return snapshot
      ? sessionReducer(initial, {
          type: 'INITIALIZE',
          payload: { ...snapshot, storedSalonId: storage.get(STORAGE_KEYS.salonId) },
        })
      : initial;
  });
  // The held login's completion (docs/product.md "Session in the browser", step 2): kept outside the reducer
  // state on purpose.
  const pendingLogin = useRef<((newToken: string) => void) | null>(null);
  const [pendingLoginToken, setPendingLoginToken] = useState<string | null>(null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);

  const signIn = useCallback(async (account: SessionAccount, kind: 'INITIALIZE' | 'LOGIN' | 'REGISTER') => {
    const context = await loadBusinessContext(account);
    const payload = { account, ...context, storedSalonId: storage.get(STORAGE_KEYS.salonId) };
    setSignedOutByUser(false);
    clearSubscriptionExpired();
    if (kind === 'INITIALIZE') {
      // The restored session confirmed in the background: what changed renders in slices, not one long task.
      startTransition(() => dispatch({ type: 'INITIALIZE', payload }));
    } else dispatch({ type: kind, payload });
  }, []);

  // Start-up: restore the stored token's session, or start logged out
  // (docs/product.md "Session in the browser", step 1).
  useEffect(() => {
    let cancelled = false;
    const token = storage.get(STORAGE_KEYS.accessToken);
    if (!token) return; // started logged out (above)
    fetchAccountMe()
      .then(async (account) => {
        if (cancelled) return;
        storage.set(STORAGE_KEYS.usersId, account.user._id);
        storage.set(STORAGE_KEYS.accountType, accountTypeOf(account));
        await signIn(account, 'INITIALIZE');
      })
      .catch(() => {
        // A refused token already signed out (onUnauthorized below). Any other failure keeps a session painted
        // from the snapshot: the screens' own calls say what is wrong and retry.
        if (!cancelled && !restoredFromSnapshot) dispatch({ type: 'INITIALIZE', payload: null });
      });
    return () => {
      cancelled = true;
    };
  }, [signIn, restoredFromSnapshot]);

  useEffect(() => saveSessionSnapshot(state), [state]);

  // A 401 anywhere means the token is gone: the api client already dropped it.
  useEffect(
    () =>
      onUnauthorized(() => {
        clearSessionSnapshot();
        pendingLogin.current = null;
        setPendingLoginToken(null);
        clearSubscriptionExpired();
        dispatch({ type: 'LOGOUT' });
      }),
    [],
  );

  // The current salon is remembered across reloads (docs/product.md "Session in the browser", step 5).
  useEffect(() => {
    if (!state.isAuthenticated) return;
    if (state.salonId) storage.set(STORAGE_KEYS.salonId, state.salonId);
    else storage.remove(STORAGE_KEYS.salonId);
  }, [state.isAuthenticated, state.salonId]);

  const refreshAccount = useCallback(() => {
    fetchAccountMe()
      .then((account) => dispatch({ type: 'UPDATE_ACCOUNT', payload: { account } }))
      .catch(() => {
        // The login answer already signed the user in; the full account is a refinement.
      });
  }, []);

  const completeLogin = useCallback(
    (data: LoginData) => {
      storeSession(data.token, data.user._id, data.account_type);
      void signIn(accountFromLogin({ ...data, is_password_temp: false }), 'LOGIN').then(refreshAccount);
    },
    [signIn, refreshAccount],
  );

  const login = useCallback(
    (data: LoginData, typedPassword: string) => {
      if (!data.is_password_temp) {
        completeLogin(data);
        return;
      }
      pendingLogin.current = (newToken: string) => completeLogin({ ...data, token: newToken });
      setPendingLoginToken(data.token);
      dispatch({
        type: 'PASSWORD_TEMP',
        payload: { tempPassword: typedPassword, account_type: data.account_type },
      });
    },
    [completeLogin],
  );

  const completePasswordTempLogin = useCallback((newToken: string) => {
    const complete = pendingLogin.current;
    pendingLogin.current = null;
    setPendingLoginToken(null);
    complete?.(newToken);
  }, []);

  const cancelPasswordTemp = useCallback(() => {
    pendingLogin.current = null;
    setPendingLoginToken(null);
    dispatch({ type: 'LOGOUT' });
  }, []);

  const signInWithAccount = useCallback(
    (token: string, account: SessionAccount, kind: 'LOGIN' | 'REGISTER' = 'LOGIN') => {
      storeSession(token, account.user._id, accountTypeOf(account));
      void signIn(account, kind);
    },
    [signIn],
  );

  const logout = useCallback(async () => {
    let ok = true;
    try {
      await postLogout();
    } catch {
      ok = false;
    }
    clearStoredSession();
    clearSubscriptionExpired();
    setSignedOutByUser(true);
    dispatch({ type: 'LOGOUT' });
    return ok;
  }, []);

  const replaceToken = useCallback((token: string) => storage.set(STORAGE_KEYS.accessToken, token), []);
  const changeSalon = useCallback(
    (salonId: string) => dispatch({ type: 'CHANGE_SALON', payload: { salonId } }),
    [],
  );
  const addSalon = useCallback(
    (salon: SessionSalon) => dispatch({ type: 'ADD_SALON', payload: { salon } }),
    [],
  );
  const removeSalon = useCallback(
    (salonId: string) => dispatch({ type: 'REMOVE_SALON', payload: { salonId } }),
    [],
  );
  const changeAccountType = useCallback((accountType: AccountType) => {
    storage.set(STORAGE_KEYS.accountType, accountType);
    dispatch({ type: 'CHANGE_ACCOUNT_TYPE', payload: { account_type: accountType } });
  }, []);
  const setCompany = useCallback(
    (company: SessionCompany | null) => dispatch({ type: 'SET_COMPANY', payload: { company } }),
    [],
  );
  const setSubscription = useCallback(
    (subscription: SessionSubscription | null) =>
      dispatch({ type: 'SET_SUBSCRIPTION', payload: { subscription } }),
    [],
  );
  const updateUserInfo = useCallback(
    (user: Partial<UserWire>) => dispatch({ type: 'UPDATE_USER_INFO', payload: { user } }),
    [],
  );
  // Read by refreshSalons without making it change on every state change.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const refreshSalons = useCallback(async () => {
    const current = latest.current;
    if (!current.isAuthenticated) return;
    let salons: SessionSalon[];
    if (current.account_type === 'business') {
      const companyId = current.company?._id;
      salons = typeof companyId === 'string' ? await fetchCompanySalons(companyId) : [];
    } else {
      const account = await fetchAccountMe().catch(() => null);
      if (!account) return;
      salons = (await loadBusinessContext(account)).salons;
    }
    dispatch({ type: 'SET_SALONS', payload: { salons, storedSalonId: storage.get(STORAGE_KEYS.salonId) } });
  }, []);
  // Reloads the owner's subscription; a failure keeps the one the session has (only logged).
  const refreshSubscription = useCallback(async () => {
    const account = latest.current.account;
    if (!latest.current.isAuthenticated || !account) return;
    const subscription = await loadSubscription(account);
    if (subscription) dispatch({ type: 'SET_SUBSCRIPTION', payload: { subscription } });
  }, []);
  // A write refused because the subscription expired: the owner's banner needs the state that says so.
  useEffect(
    () =>
      onApiFailure((failure) => {
        if (failure.code === 'SUBSCRIPTION_EXPIRED') void refreshSubscription();
      }),
    [refreshSubscription],
  );
  const updateAccount = useCallback(
    (account: SessionAccount) => dispatch({ type: 'UPDATE_ACCOUNT', payload: { account } }),
    [],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      login,
      pendingLoginToken,
      completePasswordTempLogin,
      cancelPasswordTemp,
      signInWithAccount,
      signedOutByUser,
      logout,
      replaceToken,
      changeSalon,
      addSalon,
      removeSalon,
      changeAccountType,
      setCompany,
      setSubscription,
      updateUserInfo,
      updateAccount,
      refreshSalons,
      refreshSubscription,
    }),
    [
      state,
      login,
      pendingLoginToken,
      completePasswordTempLogin,
      cancelPasswordTemp,
      signInWithAccount,
      signedOutByUser,
      logout,
      replaceToken,
      changeSalon,
      addSalon,
      removeSalon,
      changeAccountType,
      setCompany,
      setSubscription,
      updateUserInfo,
      updateAccount,
      refreshSalons,
      refreshSubscription,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
