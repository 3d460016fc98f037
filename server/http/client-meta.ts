import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller's address (see clientConnection), null for in-process requests (tests). */
    clientIp: string | null;
    /** The caller reached us over TLS (its own or, behind trusted proxies, as the nearest proxy says). */
    viaTls: boolean;
  }
}

/** A dotted quad already in its usual form (no leading zeros, each part 0-255): most peers, taken as they are. */
const PLAIN_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** An address in its usual form: IPv4-mapped IPv6 (::ffff:192.0.2.1) as IPv4, IPv6 compressed, no zone. */
function canonical(address: string): string | null {
  if (PLAIN_IPV4.test(address)) return address;
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare).toString();
}

/**
 * The entry `hops` places from the right of a comma-separated proxy header (X-Forwarded-For, X-Forwarded-Proto):
 * each trusted proxy appends what it saw, so the entries to the left of it were written by the client and prove
 * nothing. Null when the header has fewer entries than there are proxies.
 */
function appendedByProxies(header: string | undefined, hops: number): string | null {
  if (!header || hops === 0) return null;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries.length >= hops ? (entries[entries.length - hops] ?? null) : null;
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * Works out who is calling, once per request. With TRUSTED_PROXY_HOPS=N (N proxies in front of the server, each
 * appending to X-Forwarded-For) the client is the address the outermost trusted proxy appended; otherwise, or
 * when the header lacks those entries, the socket's peer.
 */
export function clientConnection(trustedProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = appendedByProxies(c.req.header('x-forwarded-for'), trustedProxyHops);
    const peer = socketAddress(c);
    c.set('clientIp', (forwarded && canonical(forwarded)) ?? (peer && canonical(peer)) ?? peer);
    const proto = appendedByProxies(c.req.header('x-forwarded-proto'), trustedProxyHops);
    c.set('viaTls', proto !== null ? proto.toLowerCase() === 'https' : c.req.url.startsWith('https:'));
    await next();
  };
}

/** Browser and address of the caller, for login activity. */
export function clientMeta(c: Context) {
  const userAgent = c.req.header('user-agent')?.slice(0, 300) ?? null;
  return { userAgent, ip: c.get('clientIp') ?? null };
}

/**
 * What a per-address limit counts by: an IPv4 address, or an IPv6 address's /64 network (one subscriber's
 * allocation: a client rotating through its own /64 stays one caller).
 */
export function addressBucket(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
