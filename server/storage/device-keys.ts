/**
 * Device keys: users.device_key holds 32 random bytes per user, sealed like documents (AES-256-GCM under the document
 * keys, bound to the user's id, base64 of `nonce | ciphertext | tag`), with the sealing key's id in
 * users.device_key_id. The app asks for its user's key at sign-in (GET /auth/deviceKey, only within minutes of the
 * sign-in) and encrypts its drafts, documents and unsent steps on the device with it (src/offline/sealing.ts); the
 * key stays the same until the password is reset, so what a device sealed opens again after the next sign-in; a reset
 * retires it (whoever took the key along with the old password opens nothing sealed after). The key is never logged.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { openDocument, processKeyring, sealDocument } from './document-crypto';

const DEVICE_KEY_BYTES = 32;
const boundTo = (userId: string) => `device-key:${userId}`;

const seal = (userId: string, key: Buffer) => {
  const { keyId, sealed } = sealDocument(processKeyring(), key, boundTo(userId));
  return { device_key: sealed.toString('base64'), device_key_id: keyId };
};
const open = (userId: string, row: { device_key: string; device_key_id: string }) =>
  openDocument(processKeyring(), row.device_key_id, Buffer.from(row.device_key, 'base64'), boundTo(userId));

/** The user's device key (base64url), made on first request; concurrent first requests get the same one. */
export async function deviceKeyOf(db: Db, userId: string): Promise<string> {
  await db
    .updateTable('users')
    .set(seal(userId, randomBytes(DEVICE_KEY_BYTES)))
    .where('id', '=', userId)
    .where('device_key', 'is', null)
    .execute();
  const row = await db
    .selectFrom('users')
    .select(['device_key', 'device_key_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return open(userId, { device_key: row.device_key!, device_key_id: row.device_key_id! }).toString('base64url');
}

/** A password reset: the next request makes a new key; what devices sealed under the old one no longer opens. */
export async function retireDeviceKey(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ device_key: null, device_key_id: null }).where('id', '=', userId).execute();
}

/** Seals again under the current key every device key sealed under another (key rotation); returns how many. */
export async function resealDeviceKeys(db: Db, batchSize = 100): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'device_key', 'device_key_id'])
      .where('device_key', 'is not', null)
      .where('device_key_id', '!=', processKeyring().current.id)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const row of rows) {
      const result = await db
        .updateTable('users')
        .set(seal(row.id, open(row.id, { device_key: row.device_key!, device_key_id: row.device_key_id! })))
        .where('id', '=', row.id)
        .where('device_key', '=', row.device_key)
        .executeTakeFirst();
      rewritten += Number(result.numUpdatedRows);
    }
    if (rows.length < batchSize) return rewritten;
  }
}
