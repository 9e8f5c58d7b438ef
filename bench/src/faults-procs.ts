import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The built server the faults bench runs as real processes; the bench builds nothing itself. */
export const SERVER_JS =
  process.env.FAULTS_SERVER_JS ?? fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Settings a caller's shell may carry that would change what the bench starts; each process gets its own. */
const OWN_SETTINGS = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'SMTP_URL',
  'SEED_DEMO',
  'JOBS_WORKER',
  'LOG_LEVEL',
  'PUBLIC_URL',
  'TRUST_PROXY',
];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface ServerProcess {
  name: string;
  pid: number;
  port: number;
  base: string;
  child: ChildProcess;
  /** Set once the process has ended, however it ended. */
  exit: Exit | null;
  exited: Promise<Exit>;
  /** Killed on purpose by the bench (kill -9 or a stop): not counted as a crash. */
  killedOnPurpose: boolean;
  logPath: string;
  /** Date.now() when it was spawned, to compare with its log lines' `time`. */
  spawnedAt: number;
}

const running = new Set<ServerProcess>();
let scratch: string | undefined;

/** A folder for this run's logs and data folders, removed by `cleanupScratch` (logs kept with FAULTS_KEEP=1). */
export function scratchDir(): string {
  scratch ??= mkdtempSync(join(tmpdir(), 'salon-faults-'));
  return scratch;
}

export function cleanupScratch(): void {
  if (scratch && process.env.FAULTS_KEEP !== '1') rmSync(scratch, { recursive: true, force: true });
}

export function newDataDir(name: string): string {
  return mkdtempSync(join(scratchDir(), `${name}-data-`));
}

/** A port free on 127.0.0.1 now (the OS picks it; closed again before the caller binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let logCounter = 0;

/** Starts `node apps/server/dist/main.js` with `env` on a port of its own (or `port`); output goes to a log file. */
export function startServer(name: string, env: Record<string, string>, port: number): ServerProcess {
  const clean: Record<string, string | undefined> = { ...process.env };
  for (const key of OWN_SETTINGS) delete clean[key];
  logCounter += 1;
  const logPath = join(scratchDir(), `${String(logCounter).padStart(2, '0')}-${name}.log`);
  const out = openSync(logPath, 'a');
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: REPO_ROOT,
    env: { ...clean, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const proc: ServerProcess = {
    name,
    pid: child.pid ?? -1,
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    exit: null,
    exited: new Promise<Exit>((resolve) => {
      child.once('exit', (code, signal) => {
        proc.exit = { code, signal, at: performance.now() };
        running.delete(proc);
        resolve(proc.exit);
      });
    }),
    killedOnPurpose: false,
    logPath,
    spawnedAt: Date.now(),
  };
  running.add(proc);
  return proc;
}

/** kill -9, and waits (bounded) for the exit to be seen. */
export async function killHard(proc: ServerProcess): Promise<void> {
  if (proc.exit) return;
  proc.killedOnPurpose = true;
  proc.child.kill('SIGKILL');
  await Promise.race([proc.exited, sleep(5_000)]);
}

/** SIGTERM (the server's own graceful stop), then SIGKILL if it has not ended within `graceMs`. */
export async function stopServer(proc: ServerProcess, graceMs = 12_000): Promise<void> {
  if (proc.exit) return;
  proc.killedOnPurpose = true;
  proc.child.kill('SIGTERM');
  const ended = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!ended) await killHard(proc);
}

/** Every server process this bench started and that still runs: killed (SIGKILL), for finally blocks. */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((proc) => killHard(proc)));
}

export interface Ready {
  ok: boolean;
  /** Milliseconds from the call to the first 200 of `GET /api/health`. */
  ms: number;
  /** Milliseconds from the call to the start of the first health call the port did not refuse. */
  listeningMs: number | null;
  reason?: string;
}

/** Polls `GET /api/health` until it answers 200, the process exits, or `timeoutMs` passes. */
export async function waitHealthy(proc: ServerProcess, timeoutMs = 60_000): Promise<Ready> {
  const started = performance.now();
  let listeningMs: number | null = null;
  while (performance.now() - started < timeoutMs) {
    if (proc.exit) {
      return {
        ok: false,
        ms: performance.now() - started,
        listeningMs,
        reason: `exited (code ${proc.exit.code}, signal ${proc.exit.signal})`,
      };
    }
    const sent = performance.now();
    try {
      const response = await fetch(`${proc.base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      listeningMs ??= sent - started;
      await response.arrayBuffer();
      if (response.status === 200) return { ok: true, ms: performance.now() - started, listeningMs };
    } catch (error) {
      // Refused: not listening yet. Anything else (a timeout) means it listened.
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED')
        listeningMs ??= sent - started;
    }
    await sleep(20);
  }
  return { ok: false, ms: performance.now() - started, listeningMs, reason: `no 200 within ${timeoutMs} ms` };
}

/** The log lines of a process at level error or worse (pino's 50+), or its last lines when it died starting. */
export function logLines(proc: ServerProcess, { all = false, max = 8 } = {}): string[] {
  if (!existsSync(proc.logPath)) return [];
  const lines = readFileSync(proc.logPath, 'utf8').split('\n').filter(Boolean);
  const picked = all
    ? lines.filter((line) => !/^\s+at |^\s*\^?\s*$|^node:|^\s*throw /.test(line)).slice(-max)
    : lines.filter((line) => {
        try {
          return (JSON.parse(line) as { level?: number }).level! >= 50;
        } catch {
          // A crash's own words on stderr (an unhandled 'error' event, an uncaught exception), not its stack.
          return /^(\w*Error\b|Emitted |Unhandled|Uncaught|Triggered by)/.test(line);
        }
      });
  return picked.slice(0, max);
}

/**
 * One log line made short for the report: level, message, the error's type, the start of its message (a failed
 * query's SQL is long) and its causes as pino's stack names them (`caused by: …`).
 */
export function shortLine(line: string): string {
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      err?: { type?: string; message?: string; code?: string; stack?: string };
    };
    const err = entry.err;
    let text = `level ${entry.level}: ${entry.msg ?? ''}`;
    if (err) {
      const first = (err.message ?? '').split('\n')[0]!;
      text += ` — ${err.type ?? 'Error'}: ${first.length > 90 ? `${first.slice(0, 90)}…` : first}`;
      if (err.code) text += ` (${err.code})`;
      const causes = (err.stack ?? '').split('\n').filter((l) => l.trim().startsWith('caused by:'));
      if (causes.length) text += `; ${causes.map((l) => l.trim()).join('; ')}`;
    }
    return text.slice(0, 400);
  } catch {
    return line.slice(0, 300);
  }
}

/** Every log line of a process that mentions a status 500 answer or an unhandled error, shortened. */
export function errorSummary(proc: ServerProcess, max = 5): string[] {
  return [...new Set(logLines(proc, { max: 200 }).map(shortLine))].slice(0, max);
}

/** Milliseconds from the spawn to the first log line whose message matches `pattern`, or null. */
export function msToLog(proc: ServerProcess, pattern: RegExp): number | null {
  if (!existsSync(proc.logPath)) return null;
  for (const line of readFileSync(proc.logPath, 'utf8').split('\n')) {
    try {
      const entry = JSON.parse(line) as { time?: number; msg?: string };
      if (entry.time && pattern.test(entry.msg ?? '')) return entry.time - proc.spawnedAt;
    } catch {
      // not a log entry
    }
  }
  return null;
}
