/**
 * Phone hand-off (issue 20): table handoffs (migration 023) holds one row per "Use my phone", bound to its user and
 * to one document field of one step. The link's token (10 minutes, single use) and the capture grant it is
 * exchanged for (30 minutes) are stored only as keyed digests. Both live only as long as the session that started the
 * hand-off (signing out or a password reset ends them) and until it is cancelled. The grant is a bearer token that only the upload
 * route (routes/uploads) accepts, and only to add uploads to this hand-off; every other route refuses it, as it is
 * no session. Each start, mail, open, upload and cancel is an audit event with the hand-off as its subject.
 */
import type { ExpressionBuilder } from 'kysely';
import { CAPTURE_PAGE_PATH, HANDOFF_GRANT_MS, HANDOFF_TOKEN_MS, type HandoffStatus } from '../../../src/contract';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { recordAudit, type Actor } from '../compliance/audit';
import { keyedDigest, randomToken } from '../shared/crypto';
import { hitRateLimit } from '../shared/rate-limit';

/** Hand-offs one user may start (or links mail) in HANDOFF_LIMIT_WINDOW_MS. */
export const HANDOFF_LIMIT = 10;
export const HANDOFF_LIMIT_WINDOW_MS = 10 * 60_000;

const linkGone = () => HttpError.of(410, 'handoffLinkGone');

export const captureLink = (publicUrl: string, token: string) => `${publicUrl}${CAPTURE_PAGE_PATH}#${token}`;

/** Whether the public address is this computer's own (no PUBLIC_URL: http://localhost:PORT), which no phone can open. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const isThisComputer = (publicUrl: string) => {
  const { hostname } = new URL(publicUrl);
  return LOOPBACK_HOSTS.includes(hostname) || hostname.endsWith('.localhost');
};

async function limitHandoffs(db: Db, now: Date, userId: string) {
  await hitRateLimit(db, now, `handoff:${userId}`, HANDOFF_LIMIT, HANDOFF_LIMIT_WINDOW_MS, 'tooManyHandoffs');
}

/** Whether the session that started the hand-off is still signed in. */
const startedBySessionAlive = (eb: ExpressionBuilder<Database, 'handoffs'>, now: Date) =>
  eb.exists(
    eb
      .selectFrom('sessions')
      .select('sessions.token_hash')
      .whereRef('sessions.token_hash', '=', 'handoffs.session_token_hash')
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now),
  );

/** A hand-off bound to the caller's session (`actor.tokenHash`). */
export async function startHandoff(
  db: Db,
  now: Date,
  publicUrl: string,
  actor: Actor & { tokenHash: string },
  target: { step: string; field: string; document?: string },
) {
  await limitHandoffs(db, now, actor.id);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + HANDOFF_TOKEN_MS);
  const { id } = await db
    .insertInto('handoffs')
    .values({
      user_id: actor.id,
      step: target.step,
      field: target.field,
      document: target.document ?? null,
      token_hash: keyedDigest(token),
      token_expires_at: expiresAt,
      created_at: now,
      session_token_hash: actor.tokenHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(db, actor, { subjectType: 'handoff', subjectId: id, action: 'handoff_started', details: target });
  return {
    handoffId: id,
    token,
    link: captureLink(publicUrl, token),
    expiresAt: expiresAt.toISOString(),
    thisComputerOnly: isThisComputer(publicUrl),
  };
}

/** The link of a hand-off of this user whose token is still unused: the caller gives the token back (only its digest is kept). */
export async function handoffLinkToMail(
  db: Db,
  now: Date,
  publicUrl: string,
  actor: Actor,
  handoffId: string,
  token: string,
) {
  await limitHandoffs(db, now, actor.id);
  const row = await db
    .selectFrom('handoffs')
    .select('id')
    .where('id', '=', handoffId)
    .where('user_id', '=', actor.id)
    .where('token_hash', '=', keyedDigest(token))
    .where('opened_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('token_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw linkGone();
  await recordAudit(db, actor, { subjectType: 'handoff', subjectId: handoffId, action: 'handoff_mailed' });
  return captureLink(publicUrl, token);
}

export async function cancelHandoff(db: Db, now: Date, actor: Actor, handoffId: string) {
  const row = await db
    .updateTable('handoffs')
    .set({ cancelled_at: now })
    .where('id', '=', handoffId)
    .where('user_id', '=', actor.id)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound();
  await recordAudit(db, actor, { subjectType: 'handoff', subjectId: handoffId, action: 'handoff_cancelled' });
}

/** Exchanges the link's token, once, for a capture grant. Expired, used and cancelled links are all 410. */
export async function openHandoff(db: Db, now: Date, token: string, address: string | undefined) {
  const grant = randomToken();
  const grantExpiresAt = new Date(now.getTime() + HANDOFF_GRANT_MS);
  const opened = await db
    .updateTable('handoffs')
    .set({ opened_at: now, grant_hash: keyedDigest(grant), grant_expires_at: grantExpiresAt })
    .where('token_hash', '=', keyedDigest(token))
    .where('opened_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('token_expires_at', '>', now)
    .where((eb) => startedBySessionAlive(eb, now))
    .returning(['id', 'user_id', 'field', 'document'])
    .executeTakeFirst();
  if (!opened) throw linkGone();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('id', '=', opened.user_id)
    .executeTakeFirstOrThrow();
  await recordAudit(db, user, {
    subjectType: 'handoff',
    subjectId: opened.id,
    action: 'handoff_opened',
    details: { address },
  });
  return { grant, expiresAt: grantExpiresAt.toISOString(), field: opened.field, document: opened.document };
}

export interface CaptureGrant {
  handoffId: string;
  user: Actor;
}

/** The hand-off a capture grant allows uploads to, or null when it is unknown, expired, cancelled or its session ended. */
export async function resolveCaptureGrant(db: Db, now: Date, grant: string): Promise<CaptureGrant | null> {
  if (grant.length > 200) return null;
  const row = await db
    .selectFrom('handoffs')
    .innerJoin('users', 'users.id', 'handoffs.user_id')
    .select(['handoffs.id', 'users.id as userId', 'users.email', 'users.role'])
    .where('handoffs.grant_hash', '=', keyedDigest(grant))
    .where('handoffs.cancelled_at', 'is', null)
    .where('handoffs.grant_expires_at', '>', now)
    .where((eb) => startedBySessionAlive(eb, now))
    .executeTakeFirst();
  return row ? { handoffId: row.id, user: { id: row.userId, email: row.email, role: row.role } } : null;
}

export async function handoffStatus(db: Db, now: Date, userId: string, handoffId: string): Promise<HandoffStatus> {
  const row = await db
    .selectFrom('handoffs')
    .selectAll()
    .where('id', '=', handoffId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const documents = await db
    .selectFrom('uploads')
    .select(['id', 'file_name', 'length', 'received', 'mime_type'])
    .where('handoff_id', '=', handoffId)
    .where('owner_user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const state = row.cancelled_at
    ? 'cancelled'
    : row.opened_at
      ? row.grant_expires_at! > now
        ? 'opened'
        : 'expired'
      : row.token_expires_at > now
        ? 'waiting'
        : 'expired';
  return {
    state,
    documents: documents.map((upload) => ({
      uploadId: upload.id,
      name: upload.file_name,
      size: upload.length,
      received: upload.received,
      type: upload.mime_type,
    })),
  };
}
