import type { Context, Hono, MiddlewareHandler } from 'hono';
import { endpoints, type EndpointName } from '../../src/contract';
import type { Deps } from '../deps';
import { countHit } from '../services/rate-limit';
import { sha256 } from '../services/crypto';
import { clientMeta } from './client-meta';

interface Window {
  limit: number;
  windowMs: number;
}

interface OperationLimit {
  endpoints: EndpointName[];
  /** Hits from one address. */
  perIp: Window;
  /** Hits from one address for one account (the sign-in email). */
  perIpAndAccount?: Window & { account: (body: Record<string, unknown>) => unknown };
  message: string;
}

const MINUTE = 60_000;

/** Limits per operation (counted in rate_limits, shared by every instance), on top of the per-account rules of the handlers (lockout, one code per 30 s, 5 wrong codes). */
export const OPERATION_LIMITS: Record<'login' | 'registration' | 'codeSending' | 'codeValidation', OperationLimit> = {
  login: {
    endpoints: ['authenticate'],
    perIp: { limit: 100, windowMs: 15 * MINUTE },
    perIpAndAccount: { limit: 10, windowMs: 15 * MINUTE, account: (body) => body.username },
    message: 'Too many sign-in attempts. Please wait {minutes} and try again.',
  },
  registration: {
    endpoints: ['register'],
    perIp: { limit: 30, windowMs: 60 * MINUTE },
    message: 'Too many registrations from this network. Please wait {minutes} and try again.',
  },
  codeSending: {
    endpoints: ['sendSignupToken', 'sendResetToken', 'paymentToken'],
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    message: 'Too many codes asked for from this network. Please wait {minutes} and try again.',
  },
  codeValidation: {
    endpoints: ['validateSignupToken', 'validateResetToken', 'validatePaymentToken'],
    perIp: { limit: 60, windowMs: 15 * MINUTE },
    message: 'Too many codes tried from this network. Please wait {minutes} and try again.',
  },
};

const PEEK_LIMIT = 16 * 1024;

/** The JSON body, read from a copy of the request (at most 16 KB of it) so the route still reads and size-checks the original. */
async function peekJsonBody(c: Context): Promise<Record<string, unknown>> {
  const reader = c.req.raw.clone().body?.getReader();
  if (!reader) return {};
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > PEEK_LIMIT) {
      await reader.cancel();
      return {};
    }
    chunks.push(value);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function limitMiddleware(deps: Deps, operation: string, rule: OperationLimit): MiddlewareHandler {
  return async (c, next) => {
    // Without a peer address (requests made in-process, as API tests do) there is nothing to count by.
    const ip = clientMeta(c).ip;
    if (!ip) return next();
    const now = deps.now();
    const checks: Array<{ bucket: string } & Window> = [{ bucket: `op:${operation}:ip:${ip}`, ...rule.perIp }];
    if (rule.perIpAndAccount) {
      const account = rule.perIpAndAccount.account(await peekJsonBody(c));
      if (typeof account === 'string' && account) {
        checks.push({ bucket: `op:${operation}:ip-account:${ip}:${sha256(account.toLowerCase()).slice(0, 32)}`, ...rule.perIpAndAccount });
      }
    }
    for (const check of checks) {
      const row = await countHit(deps.db, now, check.bucket, check.windowMs);
      if (row.hits > check.limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start.getTime() + check.windowMs - now.getTime()) / 1000));
        const minutes = Math.ceil(retryAfterSeconds / 60);
        c.header('Retry-After', String(retryAfterSeconds));
        return c.json({ errorMessage: rule.message.replace('{minutes}', `${minutes} minute${minutes === 1 ? '' : 's'}`) }, 429);
      }
    }
    return next();
  };
}

/** Puts the operation limits in front of their endpoints: call before the route groups register. */
export function rateLimitOperations(api: Hono, deps: Deps) {
  for (const [operation, rule] of Object.entries(OPERATION_LIMITS)) {
    const middleware = limitMiddleware(deps, operation, rule);
    for (const name of rule.endpoints) {
      const endpoint = endpoints[name];
      api.on(endpoint.method, endpoint.path.replace(/\{(\w+)\}/g, ':$1'), middleware);
    }
  }
}
