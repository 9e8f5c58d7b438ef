import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** performance.now() when the whole message had arrived and was acknowledged (250). */
  at: number;
  bytes: number;
  subject: string;
}

/**
 * An SMTP server on 127.0.0.1 that acknowledges every mail at once, except the first one to `holdFor`: that one's
 * DATA is taken in but never answered, so its sender stays mid-send until it gives up or dies. Acknowledged
 * mails are kept in `received`; the held one is not received (its sender never heard a 250).
 */
export interface HoldingSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** When the held mail's DATA had fully arrived (performance.now()), or null before. */
  heldAt: number | null;
  /** Sessions that were open at the moment the held one ended (its sender went away). */
  heldClosedAt: number | null;
  close(): Promise<void>;
}

const subjectOf = (raw: string): string => {
  const match = /^subject:\s*(.*)$/im.exec(raw.slice(0, 8_000));
  return (match?.[1] ?? '').trim().slice(0, 120);
};

export async function startHoldingSmtp(holdFor: string): Promise<HoldingSmtp> {
  let held: ((error?: Error | null) => void) | null = null;
  const state = {
    received: [] as ReceivedMail[],
    heldAt: null as number | null,
    heldClosedAt: null as number | null,
  };
  let heldSession: string | null = null;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        if (state.heldAt === null && to.includes(holdFor.toLowerCase())) {
          state.heldAt = performance.now();
          heldSession = session.id;
          held = callback;
          return;
        }
        state.received.push({ to, at: performance.now(), bytes: raw.length, subject: subjectOf(raw) });
        callback();
      });
    },
    onClose(session) {
      if (session.id === heldSession && state.heldClosedAt === null) state.heldClosedAt = performance.now();
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get heldAt() {
      return state.heldAt;
    },
    get heldClosedAt() {
      return state.heldClosedAt;
    },
    async close() {
      const release = held as ((error?: Error | null) => void) | null;
      held = null;
      try {
        release?.(new Error('bench ended'));
      } catch {
        // the held connection is usually gone by now
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
