import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { EndpointName } from '../../src/contract';
import { RETRY_AFTER_VALUE } from '../../src/contract/messages';
import type { Db } from '../db';
import { HttpError, refusalBody } from './errors';

/**
 * Idempotency keys (docs/security.md, "Idempotency keys"): the table idempotency_keys holds, per caller scope and key, the hash of
 * the first request and, once it finished, its response. The effect, the key's 'done' state and the stored
 * response commit in one transaction; the 'running' row claimed before the request prepares (argon2, a password
 * try, documents sealed) is what lets a concurrent replay get 409 at once instead of waiting or taking a try of its
 * own (and it is removed if the preparation or the effect fails, so a retry runs again). A claim names its run (a
 * random id) and the process holding it beats for it: updated_at is refreshed every second while the request runs.
 * A claim without a heartbeat for STALE_RUNNING_MS (its process died, or its request failed while the database was
 * unreachable) is taken over by a retry; the run that lost it can no longer complete the key, so the work is still
 * done once. Times are the instances' clocks (kept in sync, NTP).
 * The response is kept as its exact JSON text (a jsonb string), so a replay is byte for byte the first answer,
 * except an answer that carries a secret (a session token, a reset proof, a TOTP secret, a demo code, a phone hand-off's
 * link token or capture grant): storing it
 * would undo the hashing and sealing of that secret, so its key keeps only a marker and a replay gets 409 "already
 * done" (docs/security.md, "Idempotency keys").
 */

/** How long keys live: a day, except the onboarding steps the offline outbox may send after weeks away. */
const KEY_TTL_DAYS = 1;
const OFFLINE_STEP_TTL_DAYS = 30;
const OFFLINE_STEPS = new Set<EndpointName>([
  'saveCustomerAccount',
  'saveOrUpdateCustomerIdentity',
  'saveCustomerOtherInfo',
  'saveBusinessInfo',
  'saveBusinessActivity',
  'saveShareholdersInfo',
  'saveComplianceAndAccount',
]);
const SECRET_ANSWERS = new Set<EndpointName>([
  'authenticate',
  'signInWithPasskey',
  'validateSignupToken',
  'validateResetToken',
  'startTwoFactorSetup',
  'sendSignupToken',
  'sendResetToken',
  'paymentToken',
  'startHandoff',
  'openHandoff',
]);

export interface IdempotencyPolicy {
  keepDays: number;
  secretAnswer: boolean;
}

export const idempotencyPolicy = (endpoint: EndpointName): IdempotencyPolicy => ({
  keepDays: OFFLINE_STEPS.has(endpoint) ? OFFLINE_STEP_TTL_DAYS : KEY_TTL_DAYS,
  secretAnswer: SECRET_ANSWERS.has(endpoint),
});

const alreadyDoneText = JSON.stringify(refusalBody('alreadyDone'));
/** How often the process holding 'running' keys refreshes them. */
const HEARTBEAT_MS = 1_000;
/** A 'running' key without a heartbeat this long belongs to a run that is over; its request may be run again. */
const STALE_RUNNING_MS = 5_000;

/** The key's first request is still running: worth another try once a claim could have gone stale (Retry-After). */
const stillRunning = () =>
  HttpError.of(409, 'stillRunning', { [RETRY_AFTER_VALUE]: Math.ceil(STALE_RUNNING_MS / 1000) });

export interface StoredResponse {
  status: number;
  /** The response body as sent (JSON text). */
  text: string;
  replayed: boolean;
}

/** Rows written before responses were kept as text hold the parsed body. */
const storedText = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body ?? null));

const keyRow = (db: Db, scope: string, key: string) =>
  db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();

const replay = (row: { response_status: number | null; response_body: unknown }): StoredResponse => ({
  status: row.response_status ?? 200,
  text: storedText(row.response_body),
  replayed: true,
});

export async function runIdempotent(
  db: Db,
  now: () => Date,
  scope: string,
  key: string,
  requestHash: string,
  policy: IdempotencyPolicy,
  prepareRun: () => Promise<(trx: Db) => Promise<{ status: number; body: unknown }>>,
): Promise<StoredResponse> {
  const claim = randomUUID();
  const claimedAt = now();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      request_hash: requestHash,
      state: 'running',
      claim,
      created_at: claimedAt,
      updated_at: claimedAt,
      expires_at: new Date(claimedAt.getTime() + policy.keepDays * 86_400_000),
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();

  const keeper = claimKeeper(db, now);
  if (!claimed) {
    const existing = await keyRow(db, scope, key);
    if (!existing) throw stillRunning();
    if (existing.request_hash !== requestHash) throw HttpError.of(422, 'idempotencyKeyReused');
    if (existing.state === 'done') return replay(existing);
    // A claim of this process's whose release is still to be written (the database was unreachable) is over.
    const ours = existing.claim !== null && keeper.isReleasing(existing.claim);
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ claim, updated_at: now() })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('state', '=', 'running')
      .where((eb) =>
        ours ? eb('claim', '=', existing.claim) : eb('updated_at', '<', new Date(now().getTime() - STALE_RUNNING_MS)),
      )
      .executeTakeFirst();
    if (Number(takenOver.numUpdatedRows) !== 1) throw stillRunning();
  }

  keeper.hold(claim);
  try {
    // Prepared only once the key is this request's (argon2, a password try, documents sealed), outside the transaction.
    const run = await prepareRun();
    return await db.transaction().execute(async (trx) => {
      const result = await run(trx);
      const text = JSON.stringify(result.body ?? null);
      const withheld = policy.secretAnswer && result.status === 200;
      const stored = await trx
        .updateTable('idempotency_keys')
        .set({
          state: 'done',
          claim: null,
          response_status: withheld ? 409 : result.status,
          response_body: JSON.stringify(withheld ? alreadyDoneText : text),
          updated_at: now(),
        })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('state', '=', 'running')
        .where('claim', '=', claim)
        .executeTakeFirst();
      // This run was thought dead and its claim taken over: its effect is rolled back, the new owner's run counts.
      if (Number(stored.numUpdatedRows) !== 1) throw new ClaimLost();
      return { status: result.status, text, replayed: false };
    });
  } catch (error) {
    // Another run with this key finished first (this one may have failed on the rows it wrote, e.g. a unique
    // email): its answer is this request's answer too.
    const existing = await keyRow(db, scope, key).catch(() => undefined);
    if (existing?.state === 'done') return replay(existing);
    if (error instanceof ClaimLost) throw stillRunning();
    try {
      await releaseClaim(db, claim);
    } catch {
      // The database is unreachable: the heartbeat writes the release once it is back.
      keeper.releaseLater(claim);
    }
    throw error;
  } finally {
    keeper.drop(claim);
  }
}

class ClaimLost extends Error {}

const releaseClaim = (db: Db, ...claims: string[]) =>
  db.deleteFrom('idempotency_keys').where('state', '=', 'running').where('claim', 'in', claims).execute();

/**
 * The claims one process holds on one database: while any is held, one statement a second refreshes them all. A
 * claim that went stale is not refreshed (a retry may be taking it over). Releases that failed (the database was
 * unreachable) are written by the next beats, until the claim is stale anyway.
 */
class ClaimKeeper {
  private readonly held = new Set<string>();
  private readonly releasing = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private beating = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  hold(claim: string) {
    this.held.add(claim);
    this.start();
  }

  drop(claim: string) {
    this.held.delete(claim);
  }

  releaseLater(claim: string) {
    this.releasing.set(claim, Date.now());
    this.start();
  }

  isReleasing(claim: string) {
    return this.releasing.has(claim);
  }

  private start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  private async beat() {
    if (this.beating) return;
    this.beating = true;
    try {
      for (const [claim, since] of this.releasing)
        if (Date.now() - since > STALE_RUNNING_MS) this.releasing.delete(claim);
      const now = this.now();
      if (this.held.size > 0) {
        await this.db
          .updateTable('idempotency_keys')
          .set({ updated_at: now })
          .where('state', '=', 'running')
          .where('claim', 'in', [...this.held])
          .where('updated_at', '>=', new Date(now.getTime() - STALE_RUNNING_MS))
          .execute();
      }
      const releases = [...this.releasing.keys()];
      if (releases.length > 0) {
        await releaseClaim(this.db, ...releases);
        for (const claim of releases) this.releasing.delete(claim);
      }
    } catch {
      // The database is unreachable: the next beat tries again.
    } finally {
      this.beating = false;
      if (this.held.size === 0 && this.releasing.size === 0) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    }
  }
}

const keepers = new WeakMap<Db, ClaimKeeper>();
function claimKeeper(db: Db, now: () => Date) {
  let keeper = keepers.get(db);
  if (!keeper) keepers.set(db, (keeper = new ClaimKeeper(db, now)));
  return keeper;
}

/** Keys past their time; rows from before expires_at existed lived 30 days. */
export async function purgeExpiredKeys(db: Db, now: Date) {
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', now),
        eb.and([
          eb('expires_at', 'is', null),
          eb('created_at', '<', sql<Date>`${now}::timestamptz - make_interval(days => ${OFFLINE_STEP_TTL_DAYS})`),
        ]),
      ]),
    )
    .execute();
}
