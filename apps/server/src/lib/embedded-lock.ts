import { randomUUID } from 'node:crypto';
import fs, { type Stats } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

/**
 * The embedded database's folder lock (lockEmbedded in db.ts). A lock judged stale by its age kept a server
 * killed with `kill -9` from starting again for 15 s; this one names its holder and is stale once that
 * process is gone, so a supervisor's immediate restart succeeds.
 */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** Linux: the start time (clock ticks since boot, /proc/<pid>/stat field 22); a reused pid has another. */
  startTime?: number;
  /** Linux: the boot's id; after a reboot no recorded process is alive, whatever now has its pid. */
  bootId?: string;
  /** New on every acquisition: how a holder recognises its own lock. */
  token: string;
}

/** "pid 1234 on host X", for messages; unknown for a lock being written or an earlier version's folder. */
export const describeHolder = (holder: LockHolder | undefined) =>
  holder ? `pid ${holder.pid} on host ${holder.hostname}` : 'holder unknown';

export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(`${path} is held (${describeHolder(holder)})`);
  }
}

/**
 * A holder on another host (a shared volume) cannot be checked by pid: its lock is stale only when its
 * heartbeat (the file's mtime, touched every 5 s while held) is older than this.
 */
const FOREIGN_STALE_MS = 30_000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const readText = (path: string) => {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const BOOT_ID = readText('/proc/sys/kernel/random/boot_id')?.trim();

/** The /proc/<pid>/stat fields used here (Linux); undefined elsewhere, or once the process is gone. */
function procStat(pid: number) {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Field 2, the command, is in parentheses and may hold spaces or ')': fields 3… follow the last ')'.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: f[0], flags: Number(f[6]), threads: Number(f[17]), startTime: Number(f[19]) };
}

const exists = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return errorCode(error) !== 'ESRCH'; // EPERM: it exists, as another user
  }
};

/** Killed (SIGKILL pending) or exiting (PF_EXITING): it runs no more code, but may not have closed its files. */
function dying(pid: number, flags: number) {
  if (flags & 0x4) return true;
  const pending = readText(`/proc/${pid}/status`)?.match(/^(?:Sig|Shd)Pnd:\s*\w+$/gm) ?? [];
  return pending.some((line) => (parseInt(line.slice(-3), 16) & 0x100) !== 0); // SIGKILL is bit 9
}

/**
 * Whether the process a lock on this host names has ended, or its pid now belongs to another process. One
 * killed a moment ago (a supervisor restarting at once) takes milliseconds to exit: that is waited for, up to 2 s.
 */
function holderGone(holder: LockHolder): boolean {
  if (holder.bootId && BOOT_ID && holder.bootId !== BOOT_ID) return true;
  const deadline = Date.now() + 2_000;
  for (;;) {
    const now = procStat(holder.pid);
    if (!now) return !exists(holder.pid); // no /proc (macOS, Windows): a live pid is taken to be the holder
    if (holder.startTime !== undefined && now.startTime !== holder.startTime) return true;
    // A zombie whose threads have all ended has closed its files; its parent has just not collected it yet.
    if (now.state === 'Z' && now.threads <= 1) return true;
    if (!dying(holder.pid, now.flags) || Date.now() > deadline) return false;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
}

const heartbeatOld = (stat: Stats) => Date.now() - stat.mtimeMs > FOREIGN_STALE_MS;

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** The lock at `path` (undefined when there is none), its stat and content read through one descriptor. */
function inspect(path: string): { id: string; holder?: LockHolder; stale: boolean } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(path, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  let stat: Stats;
  let text = '';
  try {
    stat = fs.fstatSync(fd);
    if (!stat.isDirectory()) text = fs.readFileSync(fd, 'utf8');
  } finally {
    fs.closeSync(fd);
  }
  const holder = parseHolder(text);
  // A folder is an earlier version's proper-lockfile lock (mtime updated every 5 s); an unreadable file is
  // being written, or was cut short by a crash: both can only be judged by age.
  if (!holder) return { id: `ino-${stat.ino}-${stat.mtimeMs}`, stale: heartbeatOld(stat) };
  const local = holder.hostname === hostname();
  return { id: holder.token, holder, stale: local ? holderGone(holder) : heartbeatOld(stat) };
}

/**
 * Creates the lock file only if none exists (O_EXCL): of any number of processes, one succeeds. A write failing
 * after the create (disk full) leaves an unreadable file, judged by its age like one cut short by a crash.
 */
function create(path: string, me: LockHolder): boolean {
  try {
    fs.writeFileSync(path, JSON.stringify(me), { flag: 'wx', flush: true });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

const removeIfOurs = (path: string, token: string) => {
  if (inspect(path)?.id === token) fs.rmSync(path, { force: true });
};

/**
 * Takes the lock at `path`, or throws LockHeldError naming a live holder.
 *
 * A stale lock is replaced by whoever first creates (O_EXCL) the take-over guard `<path>.takeover-<its id>`,
 * itself a lock taken by this same function. The guard's holder checks that the lock is still the same stale
 * one, removes it and competes again for a fresh create: two processes cannot both remove one stale lock, and
 * one starting meanwhile simply wins the create. As the guard is named after the stale lock it replaces, a
 * guard left by a process killed mid-take-over is itself a stale lock, taken over the same way (through
 * `<guard>.takeover-<id>`). No lock is removed but by its guard's holder, and no age is involved.
 */
function take(path: string, me: LockHolder): void {
  for (let attempt = 0; attempt < 10; attempt++) {
    if (create(path, me)) return;
    const seen = inspect(path);
    if (!seen) continue; // released meanwhile
    if (!seen.stale) throw new LockHeldError(path, seen.holder);
    const guard = `${path}.takeover-${seen.id.replace(/[^\w.-]/g, '_')}`;
    take(guard, me); // throws if a live process is taking this stale lock over already
    try {
      const now = inspect(path);
      if (now?.id === seen.id && now.stale) fs.rmSync(path, { recursive: true, force: true });
    } finally {
      removeIfOurs(guard, me.token);
    }
  }
  throw new LockHeldError(path, undefined);
}

/**
 * Removes guards left by processes killed mid-take-over. Each names a lock id gone for good (the lock is now
 * ours): removing one, even one a process has just re-created, can no longer cost anyone a live lock.
 */
function sweepGuards(path: string) {
  for (const name of fs.readdirSync(dirname(path))) {
    if (!name.startsWith(`${basename(path)}.takeover-`)) continue;
    if (inspect(join(dirname(path), name))?.stale) fs.rmSync(join(dirname(path), name), { force: true });
  }
}

/**
 * Takes the lock file at `path` for this process (see `take`). While held, a heartbeat checks every 5 s that
 * the lock still names us (two writers on one PGlite folder lose data: `onCompromised` should stop the
 * process) and touches it, for holders on other hosts. Unref'd timers never keep the process alive.
 */
export function acquireLock(
  path: string,
  options: { heartbeatMs?: number; onCompromised: (why: string) => void },
) {
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startTime: procStat(process.pid)?.startTime,
    bootId: BOOT_ID,
    token: randomUUID(),
  };
  take(path, me);
  try {
    sweepGuards(path);
  } catch {
    // tidying only: the next acquisition tries again
  }
  const timer = setInterval(() => {
    let seen: ReturnType<typeof inspect>;
    try {
      seen = inspect(path);
      if (seen?.id === me.token) return fs.utimesSync(path, new Date(), new Date());
    } catch {
      return; // a passing error (a network volume): check again next beat
    }
    clearInterval(timer);
    options.onCompromised(seen ? `now held by ${describeHolder(seen.holder)}` : 'the lock file was removed');
  }, options.heartbeatMs ?? 5_000).unref();
  return {
    holder: me,
    /** Removes the lock if it is still ours, and stops the heartbeat. */
    release: () => {
      clearInterval(timer);
      removeIfOurs(path, me.token);
    },
  };
}
