import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/api.ts';
import { createMailer } from './mailer.ts';
import { mailbox, sendMail } from '../../modules/mail/service.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A small but real SMTP server (RFC 5321 commands nodemailer uses), keeping what it receives. */
function smtpServer(options: { refuseRecipients?: boolean } = {}): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 test.local');
        else if (command === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          if (options.refuseRecipients) reply('550 5.1.1 mailbox unavailable');
          else {
            current.to.push(line);
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}

describeApi(
  'e-mail through SMTP',
  (ctx) => {
    let ok: Awaited<ReturnType<typeof smtpServer>>;
    let refusing: Awaited<ReturnType<typeof smtpServer>>;
    beforeAll(async () => {
      ok = await smtpServer();
      refusing = await smtpServer({ refuseRecipients: true });
    });
    afterAll(() => {
      ok.server.close();
      refusing.server.close();
    });

    it('delivers through the SMTP server and keeps the message, marked sent', async () => {
      const mailer = await createMailer({ SMTP_URL: `smtp://127.0.0.1:${ok.port}`, MAIL_FROM: 'Blush <hello@blush.example>' });
      expect(mailer.transport).toBe('smtp');
      const row = await sendMail(ctx().database.db, mailer, { to: 'ana@example.com', subject: 'Reset your Blush password', text: 'Reset: https://shop/x', html: '<p>Reset</p>' }, { kind: 'password_reset' });
      await mailer.close();
      expect(ok.received).toHaveLength(1);
      expect(ok.received[0]!.to[0]).toContain('ana@example.com');
      expect(ok.received[0]!.from).toContain('hello@blush.example');
      expect(ok.received[0]!.data).toContain('Subject: Reset your Blush password');
      const [kept] = await mailbox(ctx().database.db, 'ana@example.com');
      expect(kept).toMatchObject({ id: row!.id, transport: 'smtp', attempts: 1, lastError: null });
      expect(kept!.sentAt).toBeInstanceOf(Date);
    });

    it('records a refused delivery on the message without failing the caller', async () => {
      const mailer = await createMailer({ SMTP_URL: `smtp://127.0.0.1:${refusing.port}`, MAIL_FROM: 'Blush <hello@blush.example>' });
      await sendMail(ctx().database.db, mailer, { to: 'bounce@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }, { kind: 'welcome' });
      await mailer.close();
      const [kept] = await mailbox(ctx().database.db, 'bounce@example.com');
      expect(kept!.sentAt).toBeNull();
      expect(kept!.lastError).toMatch(/550|mailbox unavailable/i);
    });
  },
  { products: 10 },
);
