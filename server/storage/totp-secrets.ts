/**
 * Two-factor (TOTP) secrets are stored in users.totp_secret, sealed like documents: AES-256-GCM under the document
 * keys (document-crypto.ts), bound to the user's id, kept as base64 of `nonce | ciphertext | tag`, with the id of
 * the key that sealed it in users.totp_key_id. A null key id marks a secret stored plain before sealing existed
 * (migration 008 seals those). This module is the only code that turns a stored secret into a usable one; the
 * secret itself is never logged.
 *
 * API: sealTotpSecret (the columns to store), openTotpSecret (the secret back), resealTotpSecrets (key rotation).
 */
import type { Db } from '../db';
import { openDocument, processKeyring, sealDocument } from './document-crypto';

export interface StoredTotpSecret {
  totp_secret: string | null;
  totp_key_id: string | null;
}

const boundTo = (userId: string) => `totp:${userId}`;

/** The columns that store this user's secret, sealed under the current key. */
export function sealTotpSecret(userId: string, secret: string): StoredTotpSecret {
  const { keyId, sealed } = sealDocument(processKeyring(), Buffer.from(secret, 'utf8'), boundTo(userId));
  return { totp_secret: sealed.toString('base64'), totp_key_id: keyId };
}

/** The secret as the authenticator app holds it, or null when none was set up. */
export function openTotpSecret(userId: string, stored: StoredTotpSecret): string | null {
  if (stored.totp_secret === null) return null;
  if (stored.totp_key_id === null) return stored.totp_secret;
  return openDocument(
    processKeyring(),
    stored.totp_key_id,
    Buffer.from(stored.totp_secret, 'base64'),
    boundTo(userId),
  ).toString('utf8');
}

/**
 * Seals again, under the current key, every secret stored plain or under another key (`plainOnly`: the plain
 * ones only, which needs no old key), a batch at a time; returns how many it rewrote. Each row is rewritten only
 * if it still holds what was read, so a user's set-up meanwhile wins. It opens no transaction of its own: a
 * migration runs it inside its own.
 */
export async function resealTotpSecrets(db: Db, { plainOnly = false, batchSize = 100 } = {}): Promise<number> {
  let rewritten = 0;
  let after: string | undefined;
  for (;;) {
    let batch = db
      .selectFrom('users')
      .select(['id', 'totp_secret', 'totp_key_id'])
      .where('totp_secret', 'is not', null)
      .orderBy('id')
      .limit(batchSize);
    if (after) batch = batch.where('id', '>', after);
    batch = plainOnly
      ? batch.where('totp_key_id', 'is', null)
      : batch.where((eb) =>
          eb.or([eb('totp_key_id', 'is', null), eb('totp_key_id', '!=', processKeyring().current.id)]),
        );
    const rows = await batch.execute();
    for (const row of rows) {
      const result = await db
        .updateTable('users')
        .set(sealTotpSecret(row.id, openTotpSecret(row.id, row)!))
        .where('id', '=', row.id)
        .where('totp_secret', '=', row.totp_secret)
        .executeTakeFirst();
      rewritten += Number(result.numUpdatedRows);
    }
    if (rows.length < batchSize) return rewritten;
    after = rows[rows.length - 1].id;
  }
}
