import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs. Secrets and personal data never reach them: these paths are cut wherever they appear. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info') {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', '*.newPassword', '*.oldPassword', '*.token', '*.code', '*.authorization', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  });
}
