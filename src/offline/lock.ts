/**
 * One sender at a time across tabs: Web Locks where the browser has them, otherwise a lease row in Dexie
 * (`leases`, see db.ts) renewed while the task runs and taken over once it expires (a closed tab).
 */
import type { OfflineDb } from './db';

const LOCK_NAME = 'payway-outbox';
const LEASE_MS = 30_000;

export async function webLock(task: () => Promise<void>): Promise<void> {
  await navigator.locks.request(LOCK_NAME, task);
}

export function leaseLock(db: OfflineDb, owner: string, { pollMs = 250, now = Date.now } = {}) {
  async function tryAcquire(): Promise<boolean> {
    return db.transaction('rw', db.leases, async () => {
      const lease = await db.leases.get(LOCK_NAME);
      if (lease && lease.owner !== owner && lease.expiresAt > now()) return false;
      await db.leases.put({ name: LOCK_NAME, owner, expiresAt: now() + LEASE_MS });
      return true;
    });
  }
  return async (task: () => Promise<void>): Promise<void> => {
    while (!(await tryAcquire())) await new Promise((resolve) => setTimeout(resolve, pollMs));
    const renew = setInterval(() => void tryAcquire(), LEASE_MS / 3);
    try {
      await task();
    } finally {
      clearInterval(renew);
      await db.transaction('rw', db.leases, async () => {
        const lease = await db.leases.get(LOCK_NAME);
        if (lease?.owner === owner) await db.leases.delete(LOCK_NAME);
      });
    }
  };
}
