import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { stepKill } from './faults-kill.js';
import { stepMail } from './faults-mail.js';
import { stepOutage } from './faults-outage.js';
import { dropCreated } from './faults-pg.js';
import { cleanupScratch, killAll, scratchDir, SERVER_JS } from './faults-procs.js';
import { loadNow, writeFaultsReport, type FaultsResults } from './faults-report.js';
import { stepTerminate, stepWrongPasswords } from './faults-terminate.js';

/**
 * The goals ("stays up when the database blinks") tried the way an operator or an attacker would: the
 * built server as real processes on 127.0.0.1, PostgreSQL sessions terminated under write load, kill -9 and
 * restart on both databases, a 5 s cut between the server and PostgreSQL, concurrent wrong passwords, and a
 * process killed while it sends a mail. Run: `npm run bench:faults -w @salon/bench` (see bench/README.md).
 * `FAULTS_STEPS=1,3` runs only some steps (the others are reported as not run).
 */
const STEPS = new Set((process.env.FAULTS_STEPS ?? '1,2,3,4,5').split(',').map((step) => step.trim()));

const asError = (error: unknown) => ({ error: (error as Error).message ?? String(error) });

async function step<T>(
  number: string,
  title: string,
  work: () => Promise<T>,
): Promise<T | { error: string } | undefined> {
  if (!STEPS.has(number)) return undefined;
  const started = performance.now();
  console.log(`step ${number}: ${title}…`);
  try {
    return await work();
  } catch (error) {
    console.error(`step ${number} failed: ${(error as Error).stack ?? error}`);
    return asError(error);
  } finally {
    // Whatever the step left running goes now: no child outlives its step.
    await killAll();
    console.log(`step ${number}: done in ${((performance.now() - started) / 1_000).toFixed(1)} s`);
  }
}

/** Which build ran: the bundle's time and the checkout's commit (other work may rebuild it meanwhile). */
function buildNote(): string {
  let head = 'unknown commit';
  try {
    head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return `apps/server/dist/main.js built ${statSync(SERVER_JS).mtime.toISOString()}, checkout at ${head}`;
}

async function main(): Promise<number> {
  if (!existsSync(SERVER_JS)) {
    console.error(
      `${SERVER_JS} does not exist: build the server first (npm run build -w @salon/server); this bench builds nothing.`,
    );
    return 1;
  }
  const started = performance.now();
  const results: FaultsResults = {
    startedAt: new Date(),
    seconds: 0,
    loadAtStart: loadNow(),
    build: buildNote(),
    kills: [],
  };
  console.log(`faults bench: ${SERVER_JS}; logs in ${scratchDir()}`);
  results.terminate = await step('1', 'sessions terminated under write load', stepTerminate);
  const kills = await step('2', 'kill -9 and restart, PostgreSQL then embedded', async () => [
    await stepKill('postgresql'),
    await stepKill('embedded'),
  ]);
  if (Array.isArray(kills)) results.kills = kills;
  else if (kills) results.kills = [{ database: 'postgresql', runs: [], error: kills.error }];
  results.outage = await step('3', 'a 5 s cut between the server and PostgreSQL', stepOutage);
  results.login = await step('4', '30 concurrent wrong passwords', () => stepWrongPasswords());
  results.mail = await step('5', "a killed process's mail", stepMail);
  results.seconds = (performance.now() - started) / 1_000;
  const { met, total } = writeFaultsReport(results);
  console.log(`faults bench: ${met} of ${total} goals met (docs/benchmarks.md, section "faults")`);
  return 0;
}

let code = 1;
let stopping = false;
// `on`, not `once`: Ctrl-C reaches the bench twice (from the terminal and relayed by tsx), and a second signal
// without a listener would end the process before its cleanup.
const interrupted = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.error(`${signal}: stopping every server process and dropping the bench's databases`);
  await killAll();
  await Promise.race([dropCreated(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  cleanupScratch();
  process.exit(130);
};
process.on('SIGINT', () => void interrupted('SIGINT'));
process.on('SIGTERM', () => void interrupted('SIGTERM'));

try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await killAll();
  await dropCreated();
  cleanupScratch();
}
process.exit(code);
