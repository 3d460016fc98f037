/**
 * Retention and erasure (issue 49 item 6). An account's records are kept for RETENTION_YEARS (default 5, the EU AML
 * directive's art. 40) from when the relationship ended (accounts.relationship_ended_at: rejected, or closed at the
 * customer's request); then housekeeping erases its documents and personal fields and keeps a tombstone: the
 * account's row (ids, type, status, dates), its decisions without their reasons and snapshots, and its audit rows
 * with their personal content erased (services/compliance/audit-chain.ts), so the chain still verifies. Once every
 * account of a customer is erased, so is the customer: email, names and phone replaced, sign-in impossible.
 */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { deleteDocuments, eraseAccountDocuments, eraseOwnerDocuments } from '../../storage/documents';
import { deleteUserUploads } from '../../storage/uploads';

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
  'payment_methods',
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

/** A screening hit keeps its list, entry id, score, state and dates; who was screened and why it matched go. */
const eraseScreeningHits = (db: Db, where: ReturnType<typeof sql>) =>
  sql`update screening_hits set
        person = ${JSON.stringify({ name: '', birthDate: null, countries: [] })}::jsonb,
        entry = jsonb_build_object('caption', '', 'schema', entry->'schema', 'aliases', '[]'::jsonb, 'birthDates', '[]'::jsonb,
                                   'countries', '[]'::jsonb, 'programs', entry->'programs', 'topics', entry->'topics'),
        reasons = '{}'::jsonb, decision_reason = case when decision_reason is null then null else '' end
      where ${where}`.execute(db);

/** Erases one account's documents and personal fields, keeping its tombstone. Run it in a transaction. */
export async function eraseAccount(db: Db, accountId: number, now: Date) {
  for (const table of PERSONAL_TABLES) await db.deleteFrom(table).where('account_id', '=', accountId).execute();
  await db
    .deleteFrom('review_assignments')
    .where('subject_type', '=', 'account')
    .where('subject_id', '=', String(accountId))
    .execute();
  await eraseAccountDocuments(db, accountId);
  await db.updateTable('review_decisions').set({ reason: '' }).where('account_id', '=', accountId).execute();
  await sql`update review_decisions set snapshot = null where account_id = ${accountId}`.execute(db);
  await eraseScreeningHits(db, sql`account_id = ${accountId}`);
  await db.updateTable('first_approvals').set({ reason: '' }).where('account_id', '=', accountId).execute();
  const account = await db
    .updateTable('accounts')
    .set({ account_email: '', display_name: null, erased_at: now, updated_at: now })
    .where('id', '=', accountId)
    .returning('owner_user_id')
    .executeTakeFirstOrThrow();
  await redactAudit(db, now, sql`subject_type = 'account' and subject_id = ${String(accountId)}`);
  // Stored answers to the owner's requests may repeat the account's fields; losing them only ends replays.
  // A key still running is the request doing this erasure (services/compliance/erasure-request.ts): its answer says
  // nothing personal.
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', `user:${account.owner_user_id}`)
    .where('state', '=', 'done')
    .execute();
  const left = await db
    .selectFrom('accounts')
    .select('id')
    .where('owner_user_id', '=', account.owner_user_id)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!left) await eraseCustomer(db, account.owner_user_id, now);
}

/** What a payment request keeps: ids, type, amount and currencies, status and dates; whom it paid and how goes. */
const PAYMENT_PERSONAL_FIELDS = {
  purpose_of_payment: null,
  account_number: null,
  bank_code: null,
  bank_name: null,
  wallet_address: null,
  ben_full_name: null,
  ben_address: null,
  bank_address: null,
  postal_code: null,
  swift_code: null,
  intermediary_bank: null,
  intermediary_address: null,
  intermediary_swift_code: null,
  payment_reference: null,
  aba_sort_bsb_ifsc: null,
  bank_country: null,
  invoice_name: '',
} as const;

/**
 * Erases the recipients, bank details, references, invoices and confirmations of these payment requests of one owner
 * (all of them when `ids` is left out), with their reviewers' reasons, screening hits and audit rows' personal content.
 */
export async function erasePaymentRequests(db: Db, ownerUserId: string, now: Date, ids?: string[]) {
  if (ids && ids.length === 0) return;
  let query = db
    .selectFrom('payment_requests')
    .select(['id', 'transaction_id', 'invoice_document_id'])
    .where('owner_user_id', '=', ownerUserId);
  if (ids) query = query.where('id', 'in', ids);
  const requests = await query.execute();
  if (requests.length === 0) return;
  const requestIds = requests.map((row) => row.id);
  await db
    .updateTable('payment_requests')
    .set({ ...PAYMENT_PERSONAL_FIELDS, invoice_document_id: null })
    .where('id', 'in', requestIds)
    .execute();
  await deleteDocuments(
    db,
    ownerUserId,
    requests.flatMap((row) => (row.invoice_document_id ? [row.invoice_document_id] : [])),
  );
  await db
    .updateTable('payment_confirmations')
    .set({
      credential_id: null,
      credential_public_key: null,
      device_name: null,
      signed_content: null,
      challenge: null,
      authenticator_data: null,
      client_data_json: null,
      signature: null,
    })
    .where('payment_request_id', 'in', requestIds)
    .execute();
  await db.deleteFrom('payment_passkey_challenges').where('payment_request_id', 'in', requestIds).execute();
  await db.updateTable('review_decisions').set({ reason: '' }).where('payment_request_id', 'in', requestIds).execute();
  await sql`update review_decisions set snapshot = null where payment_request_id in (${sql.join(requestIds)})`.execute(
    db,
  );
  await eraseScreeningHits(db, sql`payment_request_id in (${sql.join(requestIds)})`);
  const transactionIds = requests.map((row) => row.transaction_id);
  await db
    .deleteFrom('review_assignments')
    .where('subject_type', '=', 'payment')
    .where('subject_id', 'in', transactionIds)
    .execute();
  await redactAudit(db, now, sql`subject_type = 'payment' and subject_id in (${sql.join(transactionIds)})`);
}

/**
 * What lets a user sign in, be reached or be recognised on a device: sessions, passkeys, codes, hand-offs, uploads
 * not yet attached, sign-in history, throttles, the phone, the names given at registration, the second factor and the
 * device key; the email is replaced and the password made impossible. The user's row stays for the ids others point at.
 */
export async function forgetSignIn(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('payment_passkey_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('handoffs').where('user_id', '=', userId).execute();
  await db.deleteFrom('login_events').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await db.deleteFrom('totp_replay_guard').where('user_id', '=', userId).execute();
  await db.deleteFrom('idempotency_keys').where('scope', '=', `user:${userId}`).where('state', '=', 'done').execute();
  await deleteUserUploads(db, userId);
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  await db.deleteFrom('login_throttle').where('email', '=', user.email).execute();
  // Rate limit buckets end with the email they count (services/auth/emailed-codes.ts), or hold the user's id.
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(right(bucket, ${user.email.length + 1}))`, '=', `:${user.email.toLowerCase()}`),
        eb('bucket', 'like', `%${userId}%`),
      ]),
    )
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
      totp_key_id: null,
      totp_enabled: false,
      device_key: null,
      device_key_id: null,
    })
    .where('id', '=', userId)
    .execute();
}

/** A customer with no account left: what identifies them, their secondary profiles and their payments goes. Once. */
export async function eraseCustomer(db: Db, userId: string, now: Date) {
  const user = await db.selectFrom('users').select('erased_at').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.erased_at) return;
  await erasePaymentRequests(db, userId, now);
  await eraseOwnerDocuments(db, userId);
  const subUsers = await db.selectFrom('users').select('id').where('parent_user_id', '=', userId).execute();
  for (const { id } of [...subUsers, { id: userId }]) {
    await forgetSignIn(db, id);
    await db.updateTable('users').set({ erased_at: now }).where('id', '=', id).execute();
    await redactAudit(db, now, sql`actor_user_id = ${id} or (subject_type = 'user' and subject_id = ${id})`);
  }
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
