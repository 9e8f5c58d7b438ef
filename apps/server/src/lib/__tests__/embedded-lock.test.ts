import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lockEmbedded, openEmbedded } from '../db.js';
import { acquireLock, LockHeldError, type LockHolder } from '../embedded-lock.js';

/**
 * The embedded database's lock is judged by its holder's process, not its age: a server killed with kill -9
 * is followed at once by a new one (a supervisor's restart), while a live holder still keeps others out.
 */
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/lock-holder.ts', import.meta.url));
const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'salon-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The fixture script in a child Node process, with a way to wait for a line of its output. */
function startChild(mode: 'open' | 'race', path: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode, path], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = output.split('\n').find((l) => pattern.test(l));
        if (found === undefined) return false;
        child.stdout!.off('data', check);
        child.off('exit', exited);
        resolve(found);
        return true;
      };
      const exited = (code: number | null) => reject(new Error(`child exited (${code}): ${output}`));
      if (check()) return;
      child.stdout!.on('data', check);
      child.on('exit', exited);
    });
  return { child, line };
}

const own = (): LockHolder => {
  const probe = acquireLock(join(tempDir(), 'probe.lock'), { onCompromised: () => undefined });
  probe.release();
  return probe.holder;
};
const writeLock = (path: string, holder: Partial<LockHolder>) =>
  writeFileSync(path, JSON.stringify({ ...own(), token: 'theirs', ...holder }));
const tokenAt = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as LockHolder).token;
const takes = (path: string) => {
  const lock = acquireLock(path, { onCompromised: () => undefined });
  cleanups.push(() => lock.release());
  return lock;
};
/** Takes the lock at `path`, which then holds this acquisition's token. */
const takesOver = (path: string) => {
  const lock = takes(path);
  expect(tokenAt(path)).toBe(lock.holder.token);
};
/** A pid no process has: a child that has exited and been collected. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;
const onLinux = existsSync('/proc/self/stat');

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('embedded database lock', () => {
  describe('a server process holding the database', () => {
    const dataDir = tempDir();
    let holder: ReturnType<typeof startChild>;

    it('keeps another process out, naming its pid and host', async () => {
      holder = startChild('open', dataDir);
      await holder.line(/^ready$/);
      await expect(lockEmbedded(dataDir)).rejects.toThrow(
        `Another server process (pid ${holder.child.pid} on host ${hostname()}) is using the embedded database in ${join(dataDir, 'db')}.`,
      );
    }, 120_000);

    it('killed with kill -9, is followed at once by a server that sees its data', async () => {
      const killedAt = performance.now();
      holder.child.kill('SIGKILL');
      const database = await openEmbedded(dataDir);
      const result = (await database.db.execute(sql`select note from lock_probe`)) as unknown as {
        rows: { note: string }[];
      };
      const ms = Math.round(performance.now() - killedAt);
      console.log(`embedded restart after kill -9: ${ms} ms`);
      expect(result.rows).toEqual([{ note: 'written before kill -9' }]);
      await database.close();
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    }, 60_000);
  });

  describe('a lock whose holder is gone', () => {
    it('is taken over at once when its pid does not exist', () => {
      const path = join(tempDir(), 'db.lock');
      writeLock(path, { pid: deadPid() });
      takesOver(path);
    });

    it.runIf(onLinux)('is taken over when its pid now belongs to a process started at another time', () => {
      const path = join(tempDir(), 'db.lock');
      writeLock(path, { pid: process.pid });
      expect(() => takes(path)).toThrow(`pid ${process.pid} on host ${hostname()}`);
      writeLock(path, { pid: process.pid, startTime: own().startTime! + 1 });
      takesOver(path);
    });

    it.runIf(onLinux)('is taken over when written before a reboot', () => {
      const path = join(tempDir(), 'db.lock');
      writeLock(path, { pid: process.pid, bootId: 'another-boot' });
      takesOver(path);
    });

    it('from another host, is taken over only once its heartbeat is 30 s old', () => {
      const path = join(tempDir(), 'db.lock');
      writeLock(path, { hostname: 'another-host', pid: deadPid() });
      expect(() => takes(path)).toThrow(/on host another-host/);
      const old = new Date(Date.now() - 31_000);
      utimesSync(path, old, old);
      takesOver(path);
    });

    it("from an earlier version (proper-lockfile's folder), is taken over once 30 s old", () => {
      const path = join(tempDir(), 'db.lock');
      mkdirSync(path);
      expect(() => takes(path)).toThrow(LockHeldError);
      const old = new Date(Date.now() - 31_000);
      utimesSync(path, old, old);
      takesOver(path);
    });

    it('is taken over past a guard left by a process killed mid-take-over, which is removed', () => {
      const dir = tempDir();
      const path = join(dir, 'db.lock');
      writeLock(path, { pid: deadPid(), token: 'stale' });
      writeLock(`${path}.takeover-stale`, { pid: deadPid(), token: 'guard' });
      takesOver(path);
      expect(readdirSync(dir)).toEqual(['db.lock']);
    });

    it('is left to the live process already taking it over', () => {
      const path = join(tempDir(), 'db.lock');
      writeLock(path, { pid: deadPid(), token: 'stale' });
      writeLock(`${path}.takeover-stale`, { pid: process.pid, token: 'guard' });
      expect(() => takes(path)).toThrow(`pid ${process.pid}`);
      expect(tokenAt(path)).toBe('stale');
    });

    it('goes to exactly one of several processes racing to take it over', async () => {
      const path = join(tempDir(), 'db.lock');
      writeLock(path, { pid: deadPid() });
      const racers = [1, 2, 3, 4].map(() => startChild('race', path));
      await Promise.all(racers.map((racer) => racer.line(/^ready$/)));
      for (const racer of racers) racer.child.stdin!.write('go\n');
      const results = await Promise.all(racers.map((racer) => racer.line(/^(won|lost)/)));
      expect(results.filter((result) => result === 'won')).toHaveLength(1);
      const winner = racers[results.indexOf('won')]!.child.pid;
      expect((JSON.parse(readFileSync(path, 'utf8')) as LockHolder).pid).toBe(winner);
      for (const result of results.filter((r) => r !== 'won')) expect(result).toMatch(/^lost: .* is held/);
    }, 120_000);
  });

  describe('a held lock', () => {
    it('is removed by release only while it is still ours', () => {
      const path = join(tempDir(), 'db.lock');
      takes(path).release();
      expect(existsSync(path)).toBe(false);
      const lock = takes(path);
      writeLock(path, { token: 'theirs' });
      lock.release();
      expect(tokenAt(path)).toBe('theirs');
    });

    it('is touched while held, and reports when it no longer names this process', async () => {
      const path = join(tempDir(), 'db.lock');
      const onCompromised = vi.fn();
      const lock = acquireLock(path, { heartbeatMs: 20, onCompromised });
      cleanups.push(() => lock.release());
      const old = new Date(Date.now() - 60_000);
      utimesSync(path, old, old);
      await vi.waitFor(() => expect(statSync(path).mtimeMs).toBeGreaterThan(Date.now() - 10_000));
      rmSync(path);
      await vi.waitFor(() => expect(onCompromised).toHaveBeenCalledWith('the lock file was removed'));
    });
  });
});
