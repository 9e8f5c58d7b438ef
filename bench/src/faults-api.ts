import { setTimeout as sleep } from 'node:timers/promises';

/** The demo owner that SEED_DEMO=always creates (apps/server/src/seed/demo.ts). */
export const DEMO = { email: 'demo@salon.test', password: 'Demo1234!' } as const;
const API = '/api/proxy/api/v1/business';
/** No call of the bench waits longer than this for its answer. */
export const CALL_TIMEOUT_MS = 15_000;

/** One HTTP answer as the bench keeps it; status 0 means none came (refused, reset, timed out). */
export interface Answer {
  status: number;
  json: unknown;
  retryAfter: string | null;
  error?: string;
  startedAt: number;
  endedAt: number;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text.slice(0, 200);
    }
    return {
      status: response.status,
      json,
      retryAfter: response.headers.get('retry-after'),
      startedAt,
      endedAt: performance.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      json: null,
      retryAfter: null,
      error: cause ?? (error as Error).name ?? String(error),
      startedAt,
      endedAt: performance.now(),
    };
  }
}

/** The error code of an error envelope (`{ code }`), if the answer carries one. */
export const codeOf = (answer: Answer): string | undefined =>
  (answer.json as { code?: string } | null)?.code ?? undefined;

const dataOf = <T>(answer: Answer, what: string): T => {
  if (answer.status !== 200) {
    throw new Error(`${what}: answered ${answer.status || answer.error} ${JSON.stringify(answer.json)}`);
  }
  return (answer.json as { data: T }).data;
};

export interface Session {
  base: string;
  token: string;
  companyId: string;
}

export async function signIn(base: string): Promise<Session> {
  const answer = await call(base, 'POST', '/api/proxy/auth/login', { body: DEMO });
  const data = dataOf<{ token: string; company: { _id: string }[] }>(answer, 'sign-in');
  return { base, token: data.token, companyId: data.company[0]!._id };
}

/** What a booking needs: the demo's first salon, its bookable employees with an active service, its clients. */
export interface BookingPlan {
  salonId: string;
  pairs: { employeeId: string; serviceId: string }[];
  clientIds: string[];
}

export async function discover(session: Session): Promise<BookingPlan> {
  const { base, token } = session;
  const salons = dataOf<{ _id: string; service_type?: string }[]>(
    await call(base, 'GET', `${API}/salon/company/${session.companyId}`, { token }),
    'salons',
  );
  const salonId = salons[0]!._id;
  const services = dataOf<{ _id: string; status: string }[]>(
    await call(base, 'GET', `${API}/service?salon_id=${salonId}&limit=100`, { token }),
    'services',
  );
  const active = new Set(services.filter((s) => s.status === 'active').map((s) => s._id));
  const employees = dataOf<{ _id: string; status?: string; services: { _id: string }[] }[]>(
    await call(base, 'GET', `${API}/employee?salon_id=${salonId}&limit=100`, { token }),
    'employees',
  );
  const pairs = employees
    .filter((e) => e.status === undefined || e.status === 'active')
    .flatMap((e) => {
      const service = e.services.find((s) => active.has(s._id));
      return service ? [{ employeeId: e._id, serviceId: service._id }] : [];
    });
  const clients = dataOf<{ _id: string; status: string }[]>(
    await call(base, 'GET', `${API}/client?salon_id=${salonId}&limit=100`, { token }),
    'clients',
  );
  const clientIds = clients.filter((c) => c.status === 'active').map((c) => c._id);
  if (pairs.length === 0 || clientIds.length === 0) throw new Error('the demo salon has no bookable pair');
  return { salonId, pairs, clientIds };
}

/**
 * Booking slots: 30 minutes each, one after the other from a day 60 days ahead, never reused in this bench, so
 * no two writes of any client or run can conflict whatever employee they name.
 */
const SLOT_MS = 30 * 60_000;
const firstSlot = (() => {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime() + 60 * 86_400_000;
})();
let nextSlot = 0;

export function bookingBody(plan: BookingPlan) {
  const slot = nextSlot++;
  const pair = plan.pairs[slot % plan.pairs.length]!;
  const start = firstSlot + slot * SLOT_MS;
  return {
    salon_id: plan.salonId,
    employee_id: pair.employeeId,
    service_id: pair.serviceId,
    client_id: plan.clientIds[slot % plan.clientIds.length]!,
    start: new Date(start).toISOString(),
    end: new Date(start + SLOT_MS).toISOString(),
    override_hours: true,
    note: `faults bench slot ${slot}`,
  };
}

export const createAppointment = (session: Session, plan: BookingPlan) =>
  call(session.base, 'POST', `${API}/appointment`, { token: session.token, body: bookingBody(plan) });

export interface Write {
  status: number;
  id?: string;
  code?: string;
  error?: string;
  retryAfter: string | null;
  startedAt: number;
  endedAt: number;
}

export interface LoadOptions {
  workers: number;
  /** Writes per worker at most. */
  maxPerWorker: number;
  /** performance.now() after which no new write starts. */
  deadline: number;
  /** Checked before each write: true stops the workers. */
  stop: () => boolean;
}

/** `workers` concurrent clients, each booking one appointment after the other until stopped. */
export async function writeLoad(session: Session, plan: BookingPlan, options: LoadOptions): Promise<Write[]> {
  const writes: Write[] = [];
  const worker = async () => {
    for (let n = 0; n < options.maxPerWorker; n++) {
      if (options.stop() || performance.now() >= options.deadline) return;
      const answer = await createAppointment(session, plan);
      const write: Write = {
        status: answer.status,
        code: codeOf(answer),
        error: answer.error,
        retryAfter: answer.retryAfter,
        startedAt: answer.startedAt,
        endedAt: answer.endedAt,
      };
      if (answer.status === 200) write.id = (answer.json as { data: { _id: string } }).data._id;
      writes.push(write);
      // A refused connection answers at once: a short pause keeps a dead server from spinning the loop.
      if (answer.status === 0) await sleep(20);
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  return writes;
}

/** Answers counted by status (`0` written as "no answer"), e.g. `200: 812, 503: 6`. */
export function byStatus(answers: { status: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) {
    const key = status === 0 ? 'no answer' : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export const formatCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ') || 'none';

/** Whether each id answers `GET /appointment/:id` 200 (present), 404 (missing) or something else. */
export async function appointmentsPresent(session: Session, ids: string[], concurrency = 8) {
  const result = { present: 0, missing: [] as string[], unknown: [] as string[] };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const answer = await call(session.base, 'GET', `${API}/appointment/${id}`, { token: session.token });
      if (answer.status === 200) result.present += 1;
      else if (answer.status === 404) result.missing.push(id);
      else result.unknown.push(`${id}: ${answer.status || answer.error}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

export const api = API;
