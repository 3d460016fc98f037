/**
 * Where a webhook may go: http(s) URLs only, and (unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1 or outside production)
 * only public addresses: the check is made on the address the connection uses (a lookup hook), so a name that
 * resolves to a private address later (DNS rebinding) is refused as well.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const isPublicAddress = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** Why this URL cannot be an endpoint, or undefined. */
export function refusedUrl(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'only http and https URLs';
  if (parsed.username || parsed.password) return 'no user or password in the URL';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || (ipaddr.isValid(host) && !isPublicAddress(host))))
    return 'a loopback or private address (set WEBHOOK_ALLOW_PRIVATE_TARGETS=1 to allow)';
  return undefined;
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new Error(`${hostname} resolves to ${refused.address}, a loopback or private address`), '', 0);
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });

/** POSTs the body; resolves to the HTTP status, rejects when no answer came within `timeoutMs`. */
export function postWebhook(url: string, headers: Record<string, string>, body: string, options: { timeoutMs: number; allowPrivate: boolean }) {
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
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
