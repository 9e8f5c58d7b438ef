import { describe, expect, it } from 'vitest';
import { createChangeAwareCache, type Change, type ChangeFeed } from '../change-feed.js';

/** A feed driven by hand: `publish` is what a notification (or a lost connection, `null`) does. */
function handFeed() {
  const handlers: Array<(change: Change | null) => void> = [];
  const feed: ChangeFeed & { publish(change: Change | null): void; live: boolean } = {
    live: true,
    subscribe: (handler) => void handlers.push(handler),
    sync: async () => undefined,
    close: async () => undefined,
    publish: (change) => handlers.forEach((handler) => handler(change)),
  };
  return feed;
}

interface Token {
  accountId: string;
  userId: string;
}

const tokenCache = (feed: ChangeFeed, max = 100) =>
  createChangeAwareCache<Token>(feed, {
    max,
    ttlMs: 60_000,
    kinds: ['account', 'user'],
    changesOf: (token) => [
      { kind: 'account', id: token.accountId },
      { kind: 'user', id: token.userId },
    ],
  });

const load = (value: Token | undefined) => async () => value;

describe('createChangeAwareCache', () => {
  it('drops exactly the entries a change names, and nothing for another kind', async () => {
    const feed = handFeed();
    const cache = tokenCache(feed);
    await cache.get('t1', load({ accountId: 'a1', userId: 'u1' }));
    await cache.get('t2', load({ accountId: 'a1', userId: 'u1' }));
    await cache.get('t3', load({ accountId: 'a2', userId: 'u2' }));
    expect(cache.size).toBe(3);

    feed.publish({ kind: 'salon', id: 'a1' });
    expect(cache.size).toBe(3);
    feed.publish({ kind: 'account', id: 'a1' });
    expect(cache.size).toBe(1);
    // The dropped ones load again; the kept one is served from memory.
    expect(await cache.get('t3', load(undefined))).toEqual({ accountId: 'a2', userId: 'u2' });
    expect(await cache.get('t1', load(undefined))).toBeUndefined();

    feed.publish({ kind: 'user', id: 'u2' });
    expect(cache.size).toBe(0);
    expect(cache.indexedChanges).toBe(0);
  });

  it('does not store a value whose load a change overtook', async () => {
    const feed = handFeed();
    const cache = tokenCache(feed);
    const stale = await cache.get('t1', async () => {
      feed.publish({ kind: 'account', id: 'a1' });
      return { accountId: 'a1', userId: 'u1' };
    });
    expect(stale).toEqual({ accountId: 'a1', userId: 'u1' });
    expect(cache.size).toBe(0);
  });

  it('neither serves nor stores while the feed is down, and forgets everything when it drops', async () => {
    const feed = handFeed();
    const cache = tokenCache(feed);
    await cache.get('t1', load({ accountId: 'a1', userId: 'u1' }));
    feed.live = false;
    feed.publish(null);
    expect(cache.size).toBe(0);
    expect(await cache.get('t1', load({ accountId: 'a9', userId: 'u9' }))).toEqual({
      accountId: 'a9',
      userId: 'u9',
    });
    expect(cache.size).toBe(0);
  });

  it('keeps its index no larger than its entries when old ones are evicted', async () => {
    const feed = handFeed();
    const cache = tokenCache(feed, 2);
    for (let i = 0; i < 10; i++) await cache.get(`t${i}`, load({ accountId: `a${i}`, userId: `u${i}` }));
    expect(cache.size).toBe(2);
    expect(cache.indexedChanges).toBe(4);
  });
});
