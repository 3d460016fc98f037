import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createSmtpMailer, SMTP_TIMEOUTS } from '../../server/mail';
import { MAIL_TIMEOUT_SECONDS } from '../../server/mail/mail-job';
import { paymentTokenMail } from '../../server/mail/templates';
import { createTestApp, type TestApp } from '../helpers/app';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Just enough MIME for nodemailer's messages: headers, one multipart/alternative level, quoted-printable or base64 parts. */
function parseMessage(raw: string, envelope: { from: string; to: string[] }): Received {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const header = (block: string, name: string) =>
    block
      .replace(/\r?\n[ \t]+/g, ' ')
      .match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]
      ?.trim() ?? '';
  const decode = (part: string) => {
    const [partHead, ...partBody] = part.split(/\r?\n\r?\n/);
    const content = partBody.join('\n\n');
    const encoding = header(partHead, 'Content-Transfer-Encoding').toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              content
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8')
          : content;
    return { type: header(partHead, 'Content-Type'), content: decoded };
  };
  const boundary = header(head, 'Content-Type').match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decode(part.replace(/^\r?\n/, '')))
    : [decode(`${head}\n\n${body}`)];
  return {
    ...envelope,
    subject: header(head, 'Subject'),
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
  };
}

let smtp: SMTPServer;
let app: TestApp;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(
          parseMessage(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Payway <no-reply@payway.test>') });
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const json = async (response: Response) => (await response.json()) as Record<string, any>;

/** The newest mail to `to`, waiting a little: mail leaves after the request's transaction commits. */
async function mailTo(to: string, subject: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const found = inbox.filter((mail) => mail.to.includes(to) && mail.subject === subject).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}; got ${JSON.stringify(inbox.map((mail) => [mail.to, mail.subject]))}`);
}

const codeIn = (mail: Received) => {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a 6-digit code in the text body').toBeTruthy();
  expect(mail.html).toContain(code!);
  expect(mail.html).toMatch(/^<!doctype html>/i);
  return code!;
};

describe('mail over SMTP (SMTP_URL)', () => {
  const email = 'smtp.person@example.com';
  const password = 'correct horse battery';
  let token = '';

  it('delivers the sign-up code (text and HTML) and never returns it in the response', async () => {
    const registered = await app.request('/auth/register', {
      method: 'POST',
      json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
    });
    expect(registered.status).toBe(200);
    const sent = await json(await app.request(`/auth/token/send/${email}`));
    expect(sent.message).not.toMatch(/\d{6}/);
    const mail = await mailTo(email, 'Your verification code');
    expect(mail.from).toBe('no-reply@payway.test');
    const verified = await json(
      await app.request('/auth/token/validate', { method: 'POST', json: { email, token: codeIn(mail) } }),
    );
    expect(verified.status).toBe('Onboarding');
    token = verified.token;
  });

  it('delivers the password reset code', async () => {
    const sent = await json(await app.request(`/auth/token/sendResetToken/${email}`));
    expect(sent.message).not.toMatch(/\d{6}/);
    const code = codeIn(await mailTo(email, 'Your password reset code'));
    const checked = await app.request('/auth/token/validateOtherToken', {
      method: 'POST',
      json: { email, token: code },
    });
    expect(checked.status).toBe(200);
  });

  it('delivers the invitation of a secondary profile with its link', async () => {
    const invited = 'smtp.invited@example.com';
    const response = await app.request('/user/subProfile', {
      method: 'POST',
      token,
      json: { parentEmailAddress: email, emailAddress: invited, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(response.status).toBe(200);
    const mail = await mailTo(invited, 'You have been invited to Payway');
    expect(mail.text).toContain('/initial-password-reset');
    expect(mail.html).toContain('/initial-password-reset');
  });

  it('delivers the payment-token mail', async () => {
    const payment = {
      paymentTypeId: 1,
      destination: 'Self',
      amount: 12.5,
      currency: 'CAD',
      recipientName: null,
      maskedAccount: '•••• 6789',
      institution: null,
    } as const;
    await app.mailer.send(paymentTokenMail(email, '424242', payment, 'en'));
    expect(codeIn(await mailTo(email, 'Confirm your payment request'))).toBe('424242');
  });
});

describe('a mail server that takes the connection and says nothing', () => {
  it('ends the try with an error, well before the mail job is taken as lost and tried elsewhere', async () => {
    expect(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout).toBeLessThan(
      MAIL_TIMEOUT_SECONDS * 1000 * 0.75,
    );
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      // The deployment's timeouts, a tenth of them: the same transport, in seconds rather than a minute.
      const tenth = Object.fromEntries(
        Object.entries(SMTP_TIMEOUTS).map(([name, ms]) => [name, ms / 10]),
      ) as typeof SMTP_TIMEOUTS;
      const mailer = createSmtpMailer(
        `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        'Payway <no-reply@payway.test>',
        tenth,
      );
      const started = Date.now();
      await expect(mailer.send({ to: 'silent@example.com', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow(
        /greeting/i,
      );
      expect(Date.now() - started).toBeLessThan(tenth.greetingTimeout + 2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
