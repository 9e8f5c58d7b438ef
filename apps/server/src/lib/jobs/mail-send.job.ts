import type { Mailer, OutgoingMail } from '../mailer.js';
import type { JobQueue } from './job-queue.js';
import { JobHandedBack, PermanentJobError, type JobHandler } from './job-types.js';

/** A file attached to a queued mail; jsonb holds text, so binary content travels as base64. */
export interface QueuedMailAttachment {
  filename: string;
  content: string;
  contentType?: string;
  encoding?: 'base64' | 'utf-8';
}

/**
 * A whole mail, written at enqueue time (the caller's language and facts of that moment). `html` and
 * `attachments` are handed to the mailer as they are; they reach the recipient once the mailer sends them.
 */
export interface MailJobPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: QueuedMailAttachment[];
}

export const MAIL_SEND = 'mail.send';

declare module './job-types.js' {
  interface JobPayloads {
    [MAIL_SEND]: MailJobPayload;
  }
}

/**
 * Sends one queued mail. An SMTP 5xx answer (unknown mailbox, refused) will not change on a retry, so it fails
 * the job at once; anything else (connection refused, 4xx, timeouts) is retried with backoff by the queue.
 * Handing the mail to the mailer is the point of no return: a worker stopping before it gets the job back
 * (another process sends it); once handed over, the send is finished, never cut short.
 */
export function mailSendHandler(mailer: Mailer): JobHandler<typeof MAIL_SEND> {
  return async ({ payload, signal }) => {
    if (signal.aborted) throw new JobHandedBack();
    try {
      await mailer.send(payload as OutgoingMail);
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new PermanentJobError(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  };
}

/** The queue sends mails with this process's mailer. */
export function registerMailJob(jobs: JobQueue, mailer: Mailer): void {
  jobs.register(MAIL_SEND, mailSendHandler(mailer));
}
