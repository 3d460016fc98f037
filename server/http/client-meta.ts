import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Browser and address of the caller, for login activity. Behind a proxy set TRUST_PROXY=1 to read X-Forwarded-For. */
export function clientMeta(c: Context) {
  const userAgent = c.req.header('user-agent')?.slice(0, 300) ?? null;
  let ip: string | null = null;
  if (process.env.TRUST_PROXY === '1') ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address ?? null;
    } catch {
      ip = null;
    }
  }
  return { userAgent, ip };
}
