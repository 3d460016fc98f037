import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log';

function capture() {
  const lines: string[] = [];
  return { log: createLogger('info', { write: (line: string) => lines.push(line) }), text: () => lines.join('') };
}

describe('structured logs', () => {
  it('are JSON lines with a level, a time and the process id', () => {
    const { log, text } = capture();
    log.info({ route: '/api/v1/health' }, 'request');
    expect(JSON.parse(text())).toMatchObject({
      level: 30,
      pid: process.pid,
      route: '/api/v1/health',
      msg: 'request',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('cut passwords, tokens, codes, documents, account numbers and emails wherever they sit', () => {
    const { log, text } = capture();
    log.info({
      password: 'hunter2-secret',
      body: {
        newPassword: 'secret-new-one',
        token: 'tok-123456789',
        paymentToken: '918273',
        accountNumber: '0123456789',
        email: 'ada@example.com',
      },
      req: { headers: { authorization: 'Bearer abcdefghijk' }, nested: { document: 'JVBERi0xLjcK', code: '654321' } },
    });
    const out = text();
    for (const secret of [
      'hunter2-secret',
      'secret-new-one',
      'tok-123456789',
      '918273',
      '0123456789',
      'ada@example.com',
      'abcdefghijk',
      'JVBERi0xLjcK',
      '654321',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });

  it('keep an error message and stack, without the email addresses mail and database errors quote', () => {
    const { log, text } = capture();
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <grace.hopper@example.com>"),
      {
        code: 'EENVELOPE',
        detail: 'Key (email)=(grace.hopper@example.com) already exists.',
      },
    );
    log.error({ err: error }, 'after-commit task failed');
    const entry = JSON.parse(text());
    expect(entry.err.message).toBe("Can't send mail - all recipients were rejected: 550 <[email]>");
    expect(entry.err.errorCode).toBe('EENVELOPE');
    expect(text()).not.toContain('grace.hopper');
  });
});
