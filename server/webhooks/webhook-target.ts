/**
 * Where a webhook may go: http(s) URLs only, and (unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1 or outside production)
 * only public addresses: the check is made on the address the connection uses (a lookup hook), so a name that
 * resolves to a private address later (DNS rebinding) is refused as well.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const isPublicAddress = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

const PRIVATE_TARGET = 'a loopback or private address (set WEBHOOK_ALLOW_PRIVATE_TARGETS=1 to allow)';

/** The URL's host as a lookup takes it: no IPv6 brackets, no trailing dot (`LOCALHOST.` is `localhost`); URL lowercases it. */
const hostOf = (parsed: URL) => parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
/** `localhost` and every name under it are loopback (RFC 6761), whatever a resolver says. */
const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Why this URL cannot be an endpoint, or undefined: what its text alone tells. */
export function refusedUrl(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'only http and https URLs';
  if (parsed.username || parsed.password) return 'no user or password in the URL';
  const host = hostOf(parsed);
  if (!allowPrivate && (isLoopbackName(host) || (ipaddr.isValid(host) && !isPublicAddress(host))))
    return PRIVATE_TARGET;
  return undefined;
}

/** Every address a name resolves to (the system's resolver, as a delivery's connection uses it). */
export type ResolveAll = (host: string) => Promise<string[]>;
const systemResolveAll: ResolveAll = async (host) =>
  (await lookupAll(host, { all: true })).map((entry) => entry.address);

/**
 * refusedUrl, then, for a name, the addresses it resolves to now: refused when it resolves to none or to any
 * private one (`vm` in /etc/hosts). Checked when an endpoint is added; each delivery checks again on connecting.
 */
export async function refusedTarget(
  url: string,
  allowPrivate: boolean,
  resolveAll: ResolveAll = systemResolveAll,
): Promise<string | undefined> {
  const refused = refusedUrl(url, allowPrivate);
  if (refused || allowPrivate) return refused;
  const host = hostOf(new URL(url));
  if (ipaddr.isValid(host)) return undefined;
  let addresses: string[];
  try {
    addresses = await resolveAll(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} does not resolve`;
  const privateOne = addresses.find((address) => !isPublicAddress(address));
  return privateOne ? `${host} resolves to ${privateOne}, ${PRIVATE_TARGET}` : undefined;
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused)
      return callback(new Error(`${hostname} resolves to ${refused.address}, a loopback or private address`), '', 0);
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });

/** POSTs the body; resolves to the HTTP status, rejects when no answer came within `timeoutMs`. */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
) {
  const refused = refusedUrl(url, options.allowPrivate);
  if (refused) return Promise.reject(new Error(`Refused target: ${refused}`));
  const client = url.startsWith('https:') ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
