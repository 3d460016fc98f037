/**
 * Retention and erasure (issue 49 item 6). An account's records are kept for RETENTION_YEARS (default 5, the EU AML
 * directive's art. 40) from when the relationship ended (accounts.relationship_ended_at: rejected, or closed at the
 * customer's request); then housekeeping erases its documents and personal fields and keeps a tombstone: the
 * account's row (ids, type, status, dates), its decisions without their reasons and snapshots, and its audit rows
 * with their personal content erased (services/audit-chain.ts), so the chain still verifies. Once every account
 * of a customer is erased, so is the customer: email, names and phone replaced, sign-in impossible.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import { eraseAccountDocuments } from '../storage/documents';

/** The tables that hold an account's personal fields, one row or more per account. */
const PERSONAL_TABLES = [
  'individual_other_infos',
  'individual_profiles',
  'business_attachments',
  'business_people',
  'business_ownerships',
  'business_activities',
  'regulatory_companies',
  'business_infos',
  'account_revisions',
  'step_digests',
] as const;

export const retainedUntil = (endedAt: Date, retentionYears: number) => {
  const until = new Date(endedAt);
  until.setUTCFullYear(until.getUTCFullYear() + retentionYears);
  return until;
};

/** Erases the personal content of audit rows (the one change the table's trigger allows). */
const redactAudit = (db: Db, now: Date, where: ReturnType<typeof sql>) =>
  sql`update audit_events set actor_email = '', details = '{}'::jsonb, personal_salt = null, redacted_at = ${now}
      where redacted_at is null and (${where})`.execute(db);

/** Erases one account's documents and personal fields, keeping its tombstone. Run it in a transaction. */
export async function eraseAccount(db: Db, accountId: number, now: Date) {
  for (const table of PERSONAL_TABLES) await db.deleteFrom(table).where('account_id', '=', accountId).execute();
  await db.deleteFrom('review_assignments').where('subject_type', '=', 'account').where('subject_id', '=', String(accountId)).execute();
  await eraseAccountDocuments(db, accountId);
  await db.updateTable('review_decisions').set({ reason: '' }).where('account_id', '=', accountId).execute();
  await sql`update review_decisions set snapshot = null where account_id = ${accountId}`.execute(db);
  const account = await db
    .updateTable('accounts')
    .set({ account_email: '', display_name: null, erased_at: now, updated_at: now })
    .where('id', '=', accountId)
    .returning('owner_user_id')
    .executeTakeFirstOrThrow();
  await redactAudit(db, now, sql`subject_type = 'account' and subject_id = ${String(accountId)}`);
  // Stored answers to the owner's requests may repeat the account's fields; losing them only ends replays.
  await db.deleteFrom('idempotency_keys').where('scope', '=', `user:${account.owner_user_id}`).execute();
  const left = await db
    .selectFrom('accounts')
    .select('id')
    .where('owner_user_id', '=', account.owner_user_id)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!left) await eraseCustomer(db, account.owner_user_id, now);
}

/** A customer with no account left: what identifies them goes; the row stays for the ids others point at. */
async function eraseCustomer(db: Db, userId: string, now: Date) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('handoffs').where('user_id', '=', userId).execute();
  await db.deleteFrom('login_events').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await db.deleteFrom('uploads').where('owner_user_id', '=', userId).execute();
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  await db.deleteFrom('login_throttle').where('email', '=', user.email).execute();
  // Rate limit buckets end with the email they count (services/emailed-codes.ts).
  await db
    .deleteFrom('rate_limits')
    .where(sql<string>`lower(right(bucket, ${user.email.length + 1}))`, '=', `:${user.email.toLowerCase()}`)
    .execute();
  await db
    .updateTable('users')
    .set({
      email: `erased-${userId}@erased.invalid`,
      password_hash: '!erased',
      mobile_number: '',
      first_name: null,
      last_name: null,
      totp_secret: null,
      totp_enabled: false,
      device_key: null,
      device_key_id: null,
      erased_at: now,
    })
    .where('id', '=', userId)
    .execute();
  await redactAudit(db, now, sql`actor_user_id = ${userId} or (subject_type = 'user' and subject_id = ${userId})`);
}

/** Housekeeping: erases each account whose retention period has run out. */
export async function eraseExpiredAccounts(db: Db, now: Date, retentionYears: number) {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - retentionYears);
  const due = await db
    .selectFrom('accounts')
    .select('id')
    .where('erased_at', 'is', null)
    .where('relationship_ended_at', '<=', before)
    .orderBy('relationship_ended_at')
    .limit(500)
    .execute();
  for (const { id } of due) await db.transaction().execute((trx) => eraseAccount(trx, id, now));
  return due.length;
}
