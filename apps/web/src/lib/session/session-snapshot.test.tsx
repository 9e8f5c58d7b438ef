import { STORAGE_KEYS } from '@salon/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleAccount, sampleUser } from '@/test/fetch-mock';
import { ACCOUNT_ME_PATH } from './session-api';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

const ME = `GET ${ACCOUNT_ME_PATH.replace(/^\/api\/proxy/, '')}`;
const never = () => new Promise<never>(() => undefined);

function SessionProbe() {
  const session = useSession();
  if (!session.isInitialized) return <p>restoring</p>;
  return <p>{session.isAuthenticated ? `signed in as ${session.user?.name}` : 'signed out'}</p>;
}

const renderSession = () =>
  render(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  );

const storeToken = (userId = sampleUser._id) => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  localStorage.setItem(STORAGE_KEYS.usersId, userId);
};

/** Signs in once through account/me so the provider writes its snapshot, then unmounts. */
const signInOnce = async () => {
  storeToken();
  mockApi({ [ME]: () => ({ body: { data: sampleAccount } }) });
  const first = renderSession();
  await screen.findByText('signed in as Ana');
  first.unmount();
};

describe('session snapshot', () => {
  it('paints a returning user at once, before account/me answers', async () => {
    await signInOnce();
    expect(localStorage.getItem(STORAGE_KEYS.sessionSnapshot)).toContain('"userId"');
    mockApi({ [ME]: never });
    renderSession();
    expect(screen.getByText('signed in as Ana').textContent).toBeTruthy();
  });

  it('waits for account/me without a snapshot, or with another user’s', async () => {
    await signInOnce();
    localStorage.setItem(STORAGE_KEYS.usersId, 'someone-else');
    mockApi({ [ME]: never });
    renderSession();
    expect(screen.getByText('restoring').textContent).toBeTruthy();
  });

  it('takes what account/me answers over the snapshot', async () => {
    await signInOnce();
    mockApi({
      [ME]: () => ({ body: { data: { ...sampleAccount, user: { ...sampleUser, name: 'Ana María' } } } }),
    });
    renderSession();
    expect((await screen.findByText('signed in as Ana María')).textContent).toBeTruthy();
  });

  it('signs out and forgets the snapshot when the token is refused', async () => {
    await signInOnce();
    mockApi({
      [ME]: () => ({ status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'No.' } }),
    });
    renderSession();
    expect((await screen.findByText('signed out')).textContent).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.sessionSnapshot)).toBeNull();
  });

  it('keeps the painted session when account/me cannot be reached', async () => {
    await signInOnce();
    const calls = mockApi({ [ME]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderSession();
    await waitFor(() => expect(calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('signed in as Ana').textContent).toBeTruthy();
  });
});
