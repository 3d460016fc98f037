/**
 * Outgoing mail. With SMTP_URL, through nodemailer. Without it (demo-mail mode) each message is written to
 * <data>/outbox/ as a .eml file and kept in memory (`sent`) so tests can read it.
 */
import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  mode: 'smtp' | 'demo';
  send: (mail: Mail) => Promise<void>;
  /** Messages sent by this process, newest last (demo mode only). */
  sent: Mail[];
  close: () => Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
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
      writeFileSync(join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`), info.message as Buffer);
    },
    close: async () => {},
  };
}
