import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent } from './mail-templates.js';

/** A file sent with a mail; `content` is text, or base64 with `encoding: 'base64'` (so it fits in jsonb). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType?: string;
  encoding?: 'base64' | 'utf-8';
}

export interface OutgoingMail extends MailContent {
  to: string;
  /** An HTML alternative to `text` (mail clients show it when they can). */
  html?: string;
  attachments?: MailAttachment[];
}

/** How the last attempt to send went (the diagnostics page shows it). */
export interface MailResult {
  at: Date;
  ok: boolean;
  error: string | null;
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** The last send of this process, or null before the first. */
  readonly last: MailResult | null;
  /** The dev outbox keeps what it "sent" (newest last); empty in SMTP mode. */
  readonly outbox: readonly OutgoingMail[];
}

/** An error's text without any credentials a URL in it may carry (`smtp://user:secret@host`). */
export const withoutCredentials = (text: string) => text.replace(/\/\/[^/@\s]*@/g, '//');

/** SMTP through nodemailer when SMTP_URL is set; otherwise a dev outbox that prints each mail to the log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  let last: MailResult | null = null;
  /** Remembers how each send went, and passes its failure on to the caller (the job retries it). */
  const tracked = async (send: () => Promise<void>) => {
    try {
      await send();
      last = { at: new Date(), ok: true, error: null };
    } catch (error) {
      last = {
        at: new Date(),
        ok: false,
        error: withoutCredentials(String((error as Error).message ?? error)),
      };
      throw error;
    }
  };
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      outbox: [],
      get last() {
        return last;
      },
      send: (mail) =>
        tracked(async () => {
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
            ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
          });
        }),
    };
  }
  const outbox: OutgoingMail[] = [];
  return {
    mode: 'outbox',
    outbox,
    get last() {
      return last;
    },
    send: (mail) =>
      tracked(async () => {
        outbox.push(mail);
        if (outbox.length > 100) outbox.shift();
        logger.info({ to: mail.to, subject: mail.subject }, `[dev outbox] mail to ${mail.to}\n${mail.text}`);
      }),
  };
}
