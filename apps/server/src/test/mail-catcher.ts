import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files, their content as text (an .ics file reads as it is). */
  attachments: { filename: string; mimeType: string; content: string }[];
}

/** A real SMTP server in the test process; the app sends to it through nodemailer over TCP. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mails.push({
              to: (email.to ?? []).map((address) => address.address ?? ''),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              attachments: email.attachments.map((file) => ({
                filename: file.filename ?? '',
                mimeType: file.mimeType,
                content:
                  typeof file.content === 'string'
                    ? file.content
                    : Buffer.from(file.content as ArrayBuffer).toString('utf8'),
              })),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to`, waiting briefly since delivery is asynchronous. */
    async lastTo(to: string): Promise<CaughtMail> {
      for (let i = 0; i < 50; i++) {
        const mail = mails.filter((m) => m.to.includes(to)).at(-1);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No mail to ${to}`);
    },
    codeIn: (mail: CaughtMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
