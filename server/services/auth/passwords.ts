import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { randomToken } from '../shared/crypto';

/** argon2id at OWASP/ASVS parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many argon2 runs at once (they run on libuv's thread pool): one core stays free for the event loop,
 * so a burst of sign-ins queues its hashing instead of starving every other request of CPU.
 */
const HASHING_SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => inHashingSlot(() => hash(password, OPTIONS));

export async function verifyPassword(stored: string, password: string) {
  try {
    return await inHashingSlot(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, checked against when the email is unknown so timing tells nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-never-used'));

/** The hash of a random password nobody knows, for users who choose theirs through a reset (invited sub-users, reviewers). */
export const unusablePasswordHash = () => hashPassword(randomToken());
