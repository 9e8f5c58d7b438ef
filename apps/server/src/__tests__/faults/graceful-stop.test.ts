import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process (src/main.ts) on the embedded database, stopped as a supervisor or a deploy stops
 * it: SIGTERM lets the request in flight finish, then the process exits 0 and leaves the folder
 * free for the next start. Run once, on the embedded project: the stop is the process's, not the database's.
 */
const once = process.env.TEST_DB_KIND !== 'postgres';
const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../main.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'salon-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts the server and resolves once it is ready (bounded: 90 s, a slow host's first migration). */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'never', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return child;
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within 90 s: ${stderr}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

describe.runIf(once)('stopping the server process', () => {
  it('finishes the request in flight on SIGTERM, exits 0, and the next start opens the folder at once', async () => {
    const port = await freePort();
    const server = await startServer(port);
    try {
      // A sign-in whose body is still arriving when the stop comes.
      const body = JSON.stringify({
        email: 'nobody@example.com',
        password: 'Wrong#2026',
        account_type: 'business',
      });
      const answer = new Promise<number>((done, fail) => {
        const call = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/proxy/auth/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          },
        );
        call.on('error', fail);
        call.write(body.slice(0, 10));
        setTimeout(() => {
          server.kill('SIGTERM');
          setTimeout(() => call.end(body.slice(10)), 500);
        }, 300);
      });
      expect(await answer).toBe(401);
      expect(await exited(server)).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    // The lock went with the process: a new one starts on the same folder straight away.
    const again = await startServer(port);
    again.kill('SIGTERM');
    expect(await exited(again)).toBe(0);
  });
});
