import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { processKeyring } from '../../storage/document-crypto';

/** For values too random to guess (session tokens, request bodies); low-entropy values use keyedDigest. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const digestKeys = new WeakMap<Buffer, Buffer>();
function digestKey() {
  const { key } = processKeyring().current;
  let derived = digestKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'payway-digest-v1', 32));
    digestKeys.set(key, derived);
  }
  return derived;
}

/**
 * HMAC-SHA-256 under a key derived from the server's current document key (never stored in the database), for
 * values a copy of the database must not give away by trying them all: 6-digit codes, dates of birth, BVNs,
 * emails. Rotating the document key changes every digest: codes in flight are void, and the next save of each
 * onboarding step reports all its fields as changed once.
 */
export const keyedDigest = (value: string) => createHmac('sha256', digestKey()).update(value).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A uniformly random 6-digit code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
