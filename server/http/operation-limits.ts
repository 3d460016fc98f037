import type { Context } from 'hono';
import type { EndpointName, MessageId } from '../../src/contract';
import type { Deps } from '../deps';
import type { Env } from '../env';
import { countHit } from '../services/shared/rate-limit';
import { keyedDigest } from '../services/shared/crypto';
import { addressBucket } from './client-meta';
import { refusalBody } from './errors';

export interface Window {
  limit: number;
  windowMs: number;
}

export type Operation = 'login' | 'registration' | 'codeSending' | 'codeValidation';

/** The per-address limits in force (env RATE_LIMIT_*, docs/deploying.md): hits per window. */
export interface RateLimits {
  login: { perIp: Window; perIpAndAccount: Window };
  registration: { perIp: Window };
  codeSending: { perIp: Window };
  codeValidation: { perIp: Window };
}

export const rateLimitsFrom = (env: Env): RateLimits => ({
  login: { perIp: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS, perIpAndAccount: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_ACCOUNT },
  registration: { perIp: env.RATE_LIMIT_REGISTRATION_PER_ADDRESS },
  codeSending: { perIp: env.RATE_LIMIT_CODE_SENDING_PER_ADDRESS },
  codeValidation: { perIp: env.RATE_LIMIT_CODE_CHECKING_PER_ADDRESS },
});

interface OperationRule {
  endpoints: EndpointName[];
  /** The account a request is for (the sign-in email), also counted per address and account. */
  account?: (body: Record<string, unknown>) => unknown;
  /** The refusal, its count the minutes to wait. */
  message: MessageId;
}

/** Operations limited per address (counted in rate_limits, shared by every instance), on top of the per-account rules of the handlers (lockout, one code per 30 s, 5 wrong codes). */
export const OPERATIONS: Record<Operation, OperationRule> = {
  login: {
    endpoints: ['authenticate', 'passkeySignInOptions', 'signInWithPasskey'],
    account: (body) => body.username,
    message: 'tooManySignIns',
  },
  registration: {
    endpoints: ['register'],
    message: 'tooManyRegistrations',
  },
  codeSending: {
    endpoints: ['sendSignupToken', 'sendResetToken', 'paymentToken'],
    message: 'tooManyCodesSent',
  },
  codeValidation: {
    endpoints: ['validateSignupToken', 'validateResetToken', 'validatePaymentToken', 'resetPassword', 'openHandoff'],
    message: 'tooManyCodesTried',
  },
};

/** The limits of one endpoint, checked by register(): by address before the body is read, by address and account after. */
export interface OperationLimiter {
  beforeBody: (c: Context) => Promise<Response | undefined>;
  afterBody: (c: Context, body: unknown) => Promise<Response | undefined>;
}

export function operationLimiter(deps: Deps, name: EndpointName): OperationLimiter | undefined {
  const found = (Object.entries(OPERATIONS) as Array<[Operation, OperationRule]>).find(([, rule]) =>
    rule.endpoints.includes(name),
  );
  if (!found) return undefined;
  const [operation, rule] = found;
  const windows: { perIp: Window; perIpAndAccount?: Window } = deps.config.rateLimits[operation];

  const hit = async (c: Context, bucket: string, window: Window) => {
    const now = deps.now();
    const row = await countHit(deps.db, now, bucket, window.windowMs);
    if (row.hits <= window.limit) return undefined;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((row.window_start.getTime() + window.windowMs - now.getTime()) / 1000),
    );
    const minutes = Math.ceil(retryAfterSeconds / 60);
    c.header('Retry-After', String(retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    deps.metrics.refused(429, rule.message);
    return c.json(refusalBody(rule.message, { count: minutes }), 429);
  };
  // Without a peer address (requests made in-process, as API tests do) there is nothing to count by.
  const address = (c: Context) => {
    const ip = c.get('clientIp');
    return ip ? addressBucket(ip) : null;
  };

  return {
    beforeBody: async (c) => {
      const ip = address(c);
      return ip ? hit(c, `op:${operation}:ip:${ip}`, windows.perIp) : undefined;
    },
    afterBody: async (c, body) => {
      const ip = address(c);
      if (!ip || !rule.account || !windows.perIpAndAccount || !body || typeof body !== 'object') return undefined;
      const account = rule.account(body as Record<string, unknown>);
      if (typeof account !== 'string' || !account) return undefined;
      return hit(
        c,
        `op:${operation}:ip-account:${ip}:${keyedDigest(account.toLowerCase()).slice(0, 32)}`,
        windows.perIpAndAccount,
      );
    },
  };
}
