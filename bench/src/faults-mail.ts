import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, bookingBody, call, discover, signIn } from './faults-api.js';
import { freshDatabase, urlOf } from './faults-pg.js';
import { errorSummary, killHard, stopServer, type ServerProcess } from './faults-procs.js';
import { startHoldingSmtp } from './faults-smtp.js';
import { startOnDatabase } from './faults-terminate.js';

export const MAIL_DB = 'salon_faults_mail';
/** How long the bench waits for the mail after the kill (the goal is 60 s; the lease was 5 min). */
const WAIT_SECONDS = Number(process.env.FAULTS_MAIL_WAIT_SECONDS ?? 400);
/** After the mail arrives, how long the bench keeps listening for a second copy. */
const DUPLICATE_WATCH_MS = 8_000;

export interface MailResult {
  /** From the booking's answer to the held mail's DATA arriving from process A. */
  heldAfterMs: number | null;
  /** From kill -9 of A to the mail received completely (acknowledged) from B; null if it never came. */
  deliveredMs: number | null;
  waitedSeconds: number;
  /** Complete deliveries to the booking's client (goal: exactly 1). */
  copies: number;
  /** The mail job as the database has it at the end: state and attempts. */
  job: string;
  otherMails: number;
  errors: string[];
  note?: string;
}

async function jobState(appointmentId: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlOf(MAIL_DB), connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query(
      `select kind, state, attempts, last_error from jobs where appointment_id = $1 and kind = 'appointment.mail'`,
      [appointmentId],
    );
    return (
      rows
        .map(
          (row: { kind: string; state: string; attempts: number; last_error: string | null }) =>
            `${row.kind} ${row.state} after ${row.attempts} attempt(s)${row.last_error ? ` (${row.last_error.slice(0, 120)})` : ''}`,
        )
        .join('; ') || 'no job'
    );
  } catch (error) {
    return `unknown (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Step 5: two server processes on one database, both running the job worker. A booking by the owner for a new
 * client with an e-mail queues its confirmation; the bench's SMTP server takes the first try's DATA from process
 * A and never answers it; A is killed with -9 mid-send; the time until B's copy is received completely.
 * B starts only once A holds the mail, so the first try is surely A's.
 */
export async function stepMail(): Promise<MailResult> {
  const url = await freshDatabase(MAIL_DB);
  const recipient = `faults-mail-${Date.now()}@example.test`;
  const smtp = await startHoldingSmtp(recipient);
  const env = { JOBS_WORKER: 'on', SMTP_URL: smtp.url };
  let a: ServerProcess | null = null;
  let b: ServerProcess | null = null;
  const result: MailResult = {
    heldAfterMs: null,
    deliveredMs: null,
    waitedSeconds: 0,
    copies: 0,
    job: 'no job',
    otherMails: 0,
    errors: [],
  };
  try {
    a = await startOnDatabase('mail-A', url, env);
    const session = await signIn(a.base);
    const plan = await discover(session);
    const body: Record<string, unknown> = { ...bookingBody(plan) };
    delete body.client_id;
    const booked = await call(a.base, 'POST', `${api}/appointment`, {
      token: session.token,
      body: {
        ...body,
        client: {
          firstName: 'Correo',
          lastName: 'Prueba',
          email: recipient,
          phoneNumber: '+58 412 555 7788',
        },
      },
    });
    if (booked.status !== 200) throw new Error(`the booking answered ${booked.status || booked.error}`);
    const appointmentId = (booked.json as { data: { _id: string } }).data._id;
    for (let n = 0; n < 600 && smtp.heldAt === null; n++) await sleep(50);
    if (smtp.heldAt === null) throw new Error('process A never started sending the mail (30 s)');
    result.heldAfterMs = smtp.heldAt - booked.endedAt;
    b = await startOnDatabase('mail-B', url, env);
    await sleep(500);
    const killedAt = performance.now();
    await killHard(a);
    const copies = () => smtp.received.filter((mail) => mail.to.includes(recipient));
    while (copies().length === 0 && performance.now() - killedAt < WAIT_SECONDS * 1_000 && !b.exit) {
      await sleep(100);
    }
    result.waitedSeconds = (performance.now() - killedAt) / 1_000;
    const first = copies()[0];
    if (first) {
      result.deliveredMs = first.at - killedAt;
      await sleep(DUPLICATE_WATCH_MS);
    } else if (b.exit) {
      result.note = `process B exited (code ${b.exit.code})`;
    }
    result.copies = copies().length;
    result.otherMails = smtp.received.length - result.copies;
    result.job = await jobState(appointmentId);
    result.errors = [...errorSummary(a, 3), ...errorSummary(b, 3)];
    return result;
  } catch (error) {
    result.note = (error as Error).message;
    return result;
  } finally {
    for (const proc of [a, b]) if (proc) await stopServer(proc);
    await smtp.close();
  }
}
