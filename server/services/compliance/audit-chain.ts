/**
 * The audit trail's hash chain (migration 043): each audit_events row carries `hash`, the SHA-256 of its canonical
 * content, which includes `prev_hash`, the hash of the row before it (by id); the first row's prev_hash is GENESIS.
 * audit_chain_head holds the last row's id and hash: appending locks it (SELECT ... FOR UPDATE) in the change's own
 * transaction, so every instance on one PostgreSQL (and PGlite) appends to one chain in turn.
 *
 * Personal data stays out of the hashed content: the actor's email and the details are hashed, with a random salt
 * of the row, into `personal_digest`, and the chain hashes that digest. Erasure (services/compliance/retention.ts)
 * empties the email, the details and the salt (the only UPDATE the table's trigger lets through, marked by
 * `redacted_at`): the chain still verifies, and what was erased cannot be guessed back from the digest.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';

export const GENESIS = '0'.repeat(64);
const CHAIN_VERSION = 1;

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

/** JSON with object keys sorted at every level: jsonb hands keys back in its own order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function personalDigestOf(salt: Uint8Array, actorEmail: string, details: Record<string, unknown>) {
  return sha256(Buffer.concat([salt, Buffer.from(canonicalJson([actorEmail, details]))]));
}

export interface ChainedContent {
  prevHash: string;
  at: Date;
  actorUserId: string | null;
  actorRole: string;
  subjectType: string;
  subjectId: string;
  action: string;
  personalDigest: string;
}

export const chainHash = (row: ChainedContent) =>
  sha256(
    canonicalJson([
      CHAIN_VERSION,
      row.prevHash,
      row.at.toISOString(),
      row.actorUserId,
      row.actorRole,
      row.subjectType,
      row.subjectId,
      row.action,
      row.personalDigest,
    ]),
  );

export interface NewAuditRow {
  actorUserId: string | null;
  actorEmail: string;
  actorRole: 'customer' | 'reviewer' | 'operator';
  subjectType: 'account' | 'payment' | 'handoff' | 'user';
  subjectId: string;
  action: string;
  details: Record<string, unknown>;
}

/** Appends a row to the chain, in the caller's transaction (one is opened when the caller has none). */
export async function appendAuditRow(db: Db, row: NewAuditRow) {
  const append = async (trx: Db) => {
    const head = await trx.selectFrom('audit_chain_head').select('hash').forUpdate().executeTakeFirstOrThrow();
    // What jsonb will hand back: the hash must be recomputable from the stored row.
    const details = JSON.parse(JSON.stringify(row.details)) as Record<string, unknown>;
    const salt = randomBytes(16);
    const personalDigest = personalDigestOf(salt, row.actorEmail, details);
    const at = new Date();
    const hash = chainHash({ ...row, prevHash: head.hash, at, personalDigest });
    const { id } = await trx
      .insertInto('audit_events')
      .values({
        at,
        actor_user_id: row.actorUserId,
        actor_email: row.actorEmail,
        actor_role: row.actorRole,
        subject_type: row.subjectType,
        subject_id: row.subjectId,
        action: row.action,
        details: JSON.stringify(details),
        prev_hash: head.hash,
        hash,
        personal_digest: personalDigest,
        personal_salt: salt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('audit_chain_head')
      .set({ hash, last_event_id: String(id) })
      .execute();
  };
  await (db.isTransaction ? append(db) : db.transaction().execute(append));
}

export type ChainBreak =
  | { eventId: string; problem: 'edited' }
  | { eventId: string; problem: 'personalContentEdited' }
  | { eventId: string; problem: 'rowBeforeMissingOrEdited'; previousEventId: string | null }
  | { eventId: string | null; problem: 'lastRowsDeleted' };

export interface ChainReport {
  rows: number;
  redacted: number;
  head: { eventId: string | null; hash: string };
  firstBreak: ChainBreak | null;
}

const BATCH = 1000;

/** Walks the whole chain in id order and names the first row that does not hold. */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let expectedPrev = GENESIS;
  let previousId: string | null = null;
  let after: string | null = null;
  let rows = 0;
  let redacted = 0;
  for (;;) {
    let query = db.selectFrom('audit_events').selectAll().orderBy('id').limit(BATCH);
    if (after !== null) query = query.where('id', '>', after);
    const batch = await query.execute();
    for (const row of batch) {
      const eventId = String(row.id);
      rows++;
      if (row.prev_hash !== expectedPrev)
        return {
          rows,
          redacted,
          head: { eventId: previousId, hash: expectedPrev },
          firstBreak: { eventId, problem: 'rowBeforeMissingOrEdited', previousEventId: previousId },
        };
      const recomputed = chainHash({
        prevHash: row.prev_hash,
        at: row.at,
        actorUserId: row.actor_user_id,
        actorRole: row.actor_role,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        action: row.action,
        personalDigest: row.personal_digest,
      });
      if (recomputed !== row.hash)
        return {
          rows,
          redacted,
          head: { eventId: previousId, hash: expectedPrev },
          firstBreak: { eventId, problem: 'edited' },
        };
      if (row.personal_salt === null) {
        if (row.redacted_at === null || row.actor_email !== '' || Object.keys(row.details).length > 0)
          return {
            rows,
            redacted,
            head: { eventId: previousId, hash: expectedPrev },
            firstBreak: { eventId, problem: 'personalContentEdited' },
          };
        redacted++;
      } else if (personalDigestOf(row.personal_salt, row.actor_email, row.details) !== row.personal_digest) {
        return {
          rows,
          redacted,
          head: { eventId: previousId, hash: expectedPrev },
          firstBreak: { eventId, problem: 'personalContentEdited' },
        };
      }
      expectedPrev = row.hash;
      previousId = eventId;
    }
    if (batch.length < BATCH) break;
    after = previousId;
  }
  const head = await db.selectFrom('audit_chain_head').select(['hash', 'last_event_id']).executeTakeFirstOrThrow();
  const firstBreak: ChainBreak | null =
    head.hash === expectedPrev &&
    (head.last_event_id === null ? previousId === null : String(head.last_event_id) === previousId)
      ? null
      : { eventId: previousId, problem: 'lastRowsDeleted' };
  return { rows, redacted, head: { eventId: previousId, hash: expectedPrev }, firstBreak };
}

/** The report in an operator's words. */
export function describeChainReport(report: ChainReport) {
  const counted = `${report.rows} audit rows${report.redacted ? ` (${report.redacted} with personal data erased)` : ''}`;
  const broken = report.firstBreak;
  if (!broken)
    return `The audit chain holds: ${counted}, head ${report.head.hash} (row ${report.head.eventId ?? 'none'}).`;
  const at = `The audit chain is broken at row ${broken.eventId ?? '(none)'}`;
  switch (broken.problem) {
    case 'edited':
      return `${at}: the row was edited (its hash does not match its content).`;
    case 'personalContentEdited':
      return `${at}: its actor email or details were edited (they do not match its personal digest).`;
    case 'rowBeforeMissingOrEdited':
      return `${at}: the row before it (after row ${broken.previousEventId ?? '(start)'}) was deleted, or its hash edited.`;
    case 'lastRowsDeleted':
      return `${at}: rows after it were deleted (the chain head names a later row).`;
  }
}

/** The last row of each day (UTC) before `now`'s day not yet written down (audit_chain_days): what housekeeping publishes. */
export async function unpublishedDayHeads(db: Db, now: Date) {
  const startOfToday = `${now.toISOString().slice(0, 10)}T00:00:00Z`;
  const last = await db
    .selectFrom('audit_chain_days')
    .select(sql<string>`to_char(max(day) + 1, 'YYYY-MM-DD')`.as('next'))
    .executeTakeFirst();
  const from = last?.next ? `${last.next}T00:00:00Z` : '1970-01-01T00:00:00Z';
  const { rows } = await sql<{ day: string; event_id: string; hash: string }>`
    select distinct on (day) to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, id::text as event_id, hash
    from audit_events
    where at >= ${from}::timestamptz and at < ${startOfToday}::timestamptz
    order by day, id desc`.execute(db);
  return rows;
}

/**
 * Writes each finished day's last chain hash to the log and to audit_chain_days (which the metrics read), so it can
 * be kept outside the database: a chain rewritten later no longer ends a day on the hash written then.
 */
export async function publishDayHeads(db: Db, now: Date, log: { info: (fields: object, message: string) => void }) {
  for (const head of await unpublishedDayHeads(db, now)) {
    await db
      .insertInto('audit_chain_days')
      .values({ day: head.day, last_event_id: head.event_id, hash: head.hash })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    log.info({ auditChainDay: head.day, lastEventId: head.event_id, hash: head.hash }, 'audit chain head of the day');
  }
}

/** The latest day written down, for the metrics. */
export const latestDayHead = (db: Db) =>
  db
    .selectFrom('audit_chain_days')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'last_event_id', 'hash'])
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
