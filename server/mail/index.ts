/**
 * Outgoing mail. With SMTP_URL, through nodemailer. Without it (demo-mail mode) each message is written to
 * <data>/outbox/ as a .eml file and kept in memory (`sent`) so tests can read it, and codes are returned in API
 * responses: so with DATABASE_URL (a real deployment) demo mail needs DEMO_MAIL=1, else the server refuses to start.
 */
import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every try of one mail job (server/mail/mail-job.ts), so a receiving server can drop a copy. */
  messageId?: string;
}

export interface Mailer {
  mode: 'smtp' | 'demo';
  send: (mail: Mail) => Promise<void>;
  /** Messages sent by this process, newest last (demo mode only). */
  sent: Mail[];
  close: () => Promise<void>;
}

/**
 * How long one try may wait on the mail server, in ms. A try must end before its job's time-out (MAIL_TIMEOUT_SECONDS,
 * mail-job.ts): a try still alive past it is tried again on another instance, and the customer could get the mail
 * twice. nodemailer's own defaults (2 min to connect, 10 min of silence) outlive it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 40_000 };

export function createSmtpMailer(url: string, from: string, timeouts = SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({ url, ...timeouts });
  return {
    mode: 'smtp',
    sent: [],
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: async () => transport.close(),
  };
}

export function createDemoMailer(outboxDir: string | null, from: string): Mailer {
  if (outboxDir) mkdirSync(outboxDir, { recursive: true });
  const sent: Mail[] = [];
  return {
    mode: 'demo',
    sent,
    send: async (mail) => {
      sent.push(mail);
      if (sent.length > 500) sent.shift();
      if (!outboxDir) return;
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from, ...mail });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      writeFileSync(
        join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`),
        info.message as Buffer,
      );
    },
    close: async () => {},
  };
}

export class MailSettingsError extends Error {}

/** The mailer the environment asks for; throws MailSettingsError for a deployment that would hand codes to anyone. */
export function mailerFor(
  env: Pick<Env, 'SMTP_URL' | 'DEMO_MAIL' | 'DATABASE_URL' | 'DATA_DIR' | 'MAIL_FROM'>,
): Mailer {
  if (env.SMTP_URL && env.DEMO_MAIL)
    throw new MailSettingsError('DEMO_MAIL=1 and SMTP_URL are both set: unset one of them.');
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  if (env.DATABASE_URL && !env.DEMO_MAIL) {
    throw new MailSettingsError(
      'SMTP_URL is required with DATABASE_URL: without it mail is not sent and sign-up, reset and payment codes are returned in API responses. Set SMTP_URL, or DEMO_MAIL=1 for a demo deployment.',
    );
  }
  return createDemoMailer(env.DATA_DIR === 'memory' ? null : join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
}
