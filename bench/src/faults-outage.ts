import { setTimeout as sleep } from 'node:timers/promises';
import { api, call, codeOf, discover, signIn, type Answer, type Session } from './faults-api.js';
import { ADMIN_URL, freshDatabase, urlOf } from './faults-pg.js';
import { errorSummary, stopServer } from './faults-procs.js';
import { startProxy } from './faults-proxy.js';
import { failuresByCode, startOnDatabase } from './faults-terminate.js';

export const OUTAGE_DB = 'salon_faults_outage';
/** One call every 50 ms: about 20 a second. */
const EVERY_MS = 50;
const BEFORE_MS = 3_000;
const OUTAGE_MS = 5_000;
/** Calls that start in the first second after the proxy is back are not judged. */
const SETTLE_MS = 1_000;
const AFTER_MS = 6_000;
const MAX_IN_FLIGHT = 200;

type Kind = 'client list' | 'calendar week' | 'create client';
const KINDS: Kind[] = ['client list', 'calendar week', 'create client'];

interface Timed extends Answer {
  kind: Kind;
  code?: string;
}

export interface PhaseCounts {
  calls: number;
  answers: Record<string, number>;
  failed: number;
}

export interface OutageResult {
  before: PhaseCounts;
  during: PhaseCounts & {
    retryAfter: number;
    slowestMs: number;
    byKind: Record<string, Record<string, number>>;
  };
  settling: PhaseCounts;
  after: PhaseCounts;
  /** Connections the cut destroyed. */
  cutSockets: number;
  samePid: boolean;
  healthAfter: number;
  errors: string[];
}

function weekRange(): { from: string; to: string } {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return { from: monday.toISOString(), to: new Date(monday.getTime() + 7 * 86_400_000).toISOString() };
}

let created = 0;

function oneCall(session: Session, salonId: string, kind: Kind): Promise<Answer> {
  const { base, token } = session;
  if (kind === 'client list')
    return call(base, 'GET', `${api}/client?salon_id=${salonId}&limit=20`, { token });
  if (kind === 'calendar week') {
    const { from, to } = weekRange();
    const query = new URLSearchParams({ salon_id: salonId, from, to });
    return call(base, 'GET', `${api}/appointment?${query}`, { token });
  }
  created += 1;
  return call(base, 'POST', `${api}/client`, {
    token,
    body: {
      salon_id: salonId,
      firstName: 'Prueba',
      lastName: 'Corte',
      email: `faults-outage-${Date.now()}-${created}@example.test`,
      phoneNumber: `+58 412 ${String(created).padStart(7, '0')}`,
    },
  });
}

const phase = (calls: Timed[]): PhaseCounts => ({
  calls: calls.length,
  answers: failuresByCode(calls, true),
  failed: calls.filter((c) => c.status < 200 || c.status >= 300).length,
});

/**
 * Step 3: the server reaches PostgreSQL through a proxy the bench cuts for 5 s (every open connection destroyed,
 * new ones refused) while a signed-in client makes about 20 calls a second; the same process throughout.
 */
export async function stepOutage(): Promise<OutageResult> {
  await freshDatabase(OUTAGE_DB);
  const target = new URL(ADMIN_URL);
  const proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(urlOf(OUTAGE_DB));
  proxied.host = `127.0.0.1:${proxy.port}`;
  try {
    const proc = await startOnDatabase('outage', proxied.toString());
    try {
      const session = await signIn(proc.base);
      const { salonId } = await discover(session);
      const pid = proc.pid;
      const calls: Timed[] = [];
      const pending = new Set<Promise<void>>();
      const started = performance.now();
      const cutAt = started + BEFORE_MS;
      const restoreAt = cutAt + OUTAGE_MS;
      const endAt = restoreAt + SETTLE_MS + AFTER_MS;
      let cutSockets = -1;
      let restored = false;
      for (let n = 0; performance.now() < endAt && n < 2_000; n++) {
        const now = performance.now();
        if (cutSockets < 0 && now >= cutAt) cutSockets = proxy.cut();
        if (!restored && now >= restoreAt) {
          await proxy.restore();
          restored = true;
        }
        if (pending.size < MAX_IN_FLIGHT) {
          const kind = KINDS[n % KINDS.length]!;
          const work = oneCall(session, salonId, kind).then((answer) => {
            calls.push({ ...answer, kind, code: codeOf(answer) });
          });
          const tracked = work.finally(() => pending.delete(tracked));
          pending.add(tracked);
        }
        const next = started + (n + 1) * EVERY_MS;
        await sleep(Math.max(0, next - performance.now()));
      }
      if (!restored) await proxy.restore();
      await Promise.all(pending);
      const during = calls.filter((c) => c.startedAt >= cutAt && c.startedAt < restoreAt);
      const health = await call(proc.base, 'GET', '/api/health');
      return {
        before: phase(calls.filter((c) => c.startedAt < cutAt)),
        during: {
          ...phase(during),
          retryAfter: during.filter((c) => c.status === 503 && c.retryAfter).length,
          slowestMs: Math.max(0, ...during.map((c) => c.endedAt - c.startedAt)),
          byKind: Object.fromEntries(
            KINDS.map((kind) => [
              kind,
              failuresByCode(
                during.filter((c) => c.kind === kind),
                true,
              ),
            ]),
          ),
        },
        settling: phase(calls.filter((c) => c.startedAt >= restoreAt && c.startedAt < restoreAt + SETTLE_MS)),
        after: phase(calls.filter((c) => c.startedAt >= restoreAt + SETTLE_MS)),
        cutSockets,
        samePid: proc.exit === null && proc.pid === pid,
        healthAfter: health.status,
        errors: errorSummary(proc),
      };
    } finally {
      await stopServer(proc);
    }
  } finally {
    await proxy.close();
  }
}
