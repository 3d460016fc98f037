import pino from 'pino';

export type Logger = pino.Logger;

/** Field names whose values never reach a log: secrets, codes, documents and personal data. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'token',
  'resetToken',
  'paymentToken',
  'code',
  'otp',
  'authorization',
  'cookie',
  'email',
  'emailAddress',
  'username',
  'userEmail',
  'mobileNumber',
  'mobileNumber01',
  'phone',
  'accountNumber',
  'bvn',
  'nin',
  'document',
  'documents',
  'file',
  'content',
  'data',
  'base64',
  'detail',
];
// pino's paths have no deep wildcard: cover the field at the top and two levels down.
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

/** Errors keep their kind, message and stack, with email addresses cut out of the message (mail and DB errors quote them). */
const err = (error: unknown) => {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const { type, message, stack, code } = serialized;
  const scrub = (text: unknown) => (typeof text === 'string' ? text.replace(EMAIL, '[email]') : text);
  return { type, message: scrub(message), stack: scrub(stack), ...(code !== undefined ? { errorCode: code } : {}) };
};

/**
 * Structured JSON logs (one object a line, on stdout). Secrets and personal data never reach them. Lines are written
 * asynchronously (a slow reader of stdout never stalls the requests), and flushed synchronously when the process
 * exits, so a crash's last line is not lost.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err, error: err },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
