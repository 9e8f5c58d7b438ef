// The end-to-end mail catcher: a real SMTP server the app sends to (SMTP_URL), plus a small HTTP endpoint
// the specs read caught mail from. Started by Playwright as a web server beside the app.
import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2597);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2598);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks))
        .then((mail) => {
          mails.push({
            to: (mail.to ?? []).map((address) => (address.address ?? '').toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.end(JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails));
  } else {
    res.end(JSON.stringify({ ok: true }));
  }
}).listen(httpPort, '127.0.0.1');
