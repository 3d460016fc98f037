/**
 * A rescue copy: the user's unsent work (drafts with their documents, and the outbox: inputs of unsent steps, and the
 * answers of sent steps that unsent ones take values from) in one file, sealed with a passphrase the user chooses:
 * PBKDF2-SHA-256 (600,000 iterations, 16-byte salt) derives an AES-256-GCM key; the file's header is the cipher's
 * additional data, so a header altered fails like a wrong passphrase. Restored after sign-in to the same account in
 * any browser, the steps keep their idempotency keys: a step the server already took is answered from its store,
 * never done twice. The file says which user it is for only inside the ciphertext.
 */
import * as v from 'valibot';
import { base64 } from '@scure/base';
import { SCHEMA_VERSION, type OutboxRow } from './db';
import { loadDraftIn, saveDraftIn, type Scope } from './drafts';
import { registerUploadsIn } from './uploads';
import { seal, unseal } from './sealing';
import { migrateDraftValues, migrateStepContent } from './shape-migrations';

export const RESCUE_ITERATIONS = 600_000;
const FORMAT = 'payway-rescue-copy' as const;

const Envelope = v.object({
  format: v.literal(FORMAT),
  version: v.literal(1),
  kdf: v.object({
    name: v.literal('PBKDF2'),
    hash: v.literal('SHA-256'),
    iterations: v.pipe(v.number(), v.minValue(RESCUE_ITERATIONS)),
    salt: v.string(),
  }),
  cipher: v.object({ name: v.literal('AES-GCM'), iv: v.string() }),
  data: v.string(),
});
type Envelope = v.InferOutput<typeof Envelope>;

const StepCopy = v.object({
  stepId: v.string(),
  endpoint: v.string(),
  idempotencyKey: v.string(),
  dependsOn: v.array(v.object({ stepId: v.string(), take: v.optional(v.record(v.string(), v.string())) })),
  clears: v.array(v.string()),
  state: v.picklist(['queued', 'sending', 'synced', 'refused']),
  attempts: v.number(),
  createdAt: v.number(),
  fingerprint: v.string(),
  schemaVersion: v.number(),
  input: v.optional(v.unknown()),
  response: v.optional(v.unknown()),
});
const Contents = v.object({
  userId: v.string(),
  savedAt: v.number(),
  drafts: v.array(
    v.object({ draftId: v.string(), values: v.unknown(), updatedAt: v.number(), schemaVersion: v.number() }),
  ),
  steps: v.array(StepCopy),
});
type Contents = v.InferOutput<typeof Contents>;

export type RescueFault = 'notACopy' | 'wrongPassphrase' | 'otherAccount';
export class RescueCopyError extends Error {
  constructor(readonly fault: RescueFault) {
    super(`Rescue copy not restored: ${fault}`);
    this.name = 'RescueCopyError';
  }
}

const encoder = new TextEncoder();
const headerOf = ({ format, version, kdf, cipher }: Omit<Envelope, 'data'>) =>
  encoder.encode(JSON.stringify({ format, version, kdf, cipher }));

async function passphraseKey(passphrase: string, salt: Uint8Array, iterations: number, usage: KeyUsage) {
  const material = await crypto.subtle.importKey('raw', encoder.encode(passphrase.normalize('NFC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: salt as Uint8Array<ArrayBuffer> },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** The user's drafts and outbox, opened, as the copy holds them. */
async function collect(scope: Scope, now: number): Promise<Contents> {
  const { db, userId } = scope;
  const draftRows = await db.drafts.where('userId').equals(userId).toArray();
  const drafts = [];
  for (const row of draftRows) {
    const draft = await loadDraftIn(scope, row.draftId);
    if (draft)
      drafts.push({
        draftId: row.draftId,
        values: draft.values,
        updatedAt: draft.updatedAt,
        schemaVersion: SCHEMA_VERSION,
      });
  }
  const rows = await db.outbox.where('userId').equals(userId).sortBy('seq');
  const steps = [];
  for (const row of rows) {
    const stored = row.state === 'synced' ? undefined : await db.outboxInputs.get(row.seq!);
    steps.push({
      stepId: row.stepId,
      endpoint: row.endpoint,
      idempotencyKey: row.idempotencyKey,
      dependsOn: row.dependsOn,
      clears: row.clears,
      state: row.state,
      attempts: row.attempts,
      createdAt: row.createdAt,
      fingerprint: row.fingerprint,
      schemaVersion: row.schemaVersion,
      input: stored && (await unseal(db, userId, stored.input)),
      response: row.response,
    });
  }
  return { userId, savedAt: now, drafts, steps };
}

/** Whether the user has anything a copy would carry: a draft or a step not yet sent. */
export async function hasRescuableWork({ db, userId }: Scope): Promise<boolean> {
  const drafts = await db.drafts.where('userId').equals(userId).count();
  return (
    drafts > 0 ||
    (await db.outbox
      .where('userId')
      .equals(userId)
      .filter((row) => row.state !== 'synced')
      .count()) > 0
  );
}

/** The user's unsent work as one file's text, sealed with the passphrase. */
export async function makeRescueCopy(scope: Scope, passphrase: string, now = Date.now()): Promise<string> {
  const contents = await collect(scope, now);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const header = {
    format: FORMAT,
    version: 1 as const,
    kdf: {
      name: 'PBKDF2' as const,
      hash: 'SHA-256' as const,
      iterations: RESCUE_ITERATIONS,
      salt: base64.encode(salt),
    },
    cipher: { name: 'AES-GCM' as const, iv: base64.encode(iv) },
  };
  const key = await passphraseKey(passphrase, salt, RESCUE_ITERATIONS, 'encrypt');
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: headerOf(header) },
    key,
    encoder.encode(JSON.stringify(contents)),
  );
  return JSON.stringify({ ...header, data: base64.encode(new Uint8Array(data)) } satisfies Envelope);
}

async function openCopy(text: string, passphrase: string): Promise<Contents> {
  let envelope: Envelope;
  try {
    envelope = v.parse(Envelope, JSON.parse(text));
  } catch {
    throw new RescueCopyError('notACopy');
  }
  let plain: ArrayBuffer;
  try {
    const key = await passphraseKey(passphrase, base64.decode(envelope.kdf.salt), envelope.kdf.iterations, 'decrypt');
    const iv = base64.decode(envelope.cipher.iv) as Uint8Array<ArrayBuffer>;
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: headerOf(envelope) },
      key,
      base64.decode(envelope.data) as Uint8Array<ArrayBuffer>,
    );
  } catch {
    throw new RescueCopyError('wrongPassphrase');
  }
  const contents = v.safeParse(Contents, JSON.parse(new TextDecoder().decode(plain)));
  if (!contents.success) throw new RescueCopyError('notACopy');
  return contents.output;
}

export interface RestoredWork {
  drafts: number;
  steps: number;
}

/**
 * Puts a copy's work back on this device for the signed-in user: drafts newer than the device's, and every step the
 * device does not hold yet (known by its idempotency key), in their order, with their keys. Nothing changes when the
 * passphrase is wrong or the copy is another account's (RescueCopyError).
 */
export async function restoreRescueCopy(
  scope: Scope,
  text: string,
  passphrase: string,
  now = Date.now(),
): Promise<RestoredWork> {
  const contents = await openCopy(text, passphrase);
  if (contents.userId !== scope.userId) throw new RescueCopyError('otherAccount');
  const { db, userId } = scope;
  let drafts = 0;
  for (const draft of contents.drafts) {
    const here = await db.drafts.get([userId, draft.draftId]);
    if (here && here.updatedAt >= draft.updatedAt) continue;
    await saveDraftIn(
      scope,
      draft.draftId,
      migrateDraftValues(draft.draftId, draft.values, draft.schemaVersion),
      draft.updatedAt,
    );
    drafts += 1;
  }
  const known = new Set((await db.outbox.where('userId').equals(userId).toArray()).map((row) => row.idempotencyKey));
  let steps = 0;
  for (const { input, ...step } of contents.steps) {
    if (known.has(step.idempotencyKey)) continue;
    // A step never tried takes this version's shape; one tried goes as its key was first sent (migrate-work.ts).
    const migrates = step.state !== 'synced' && step.attempts === 0;
    const content = migrates
      ? migrateStepContent({ endpoint: step.endpoint, input }, step.schemaVersion)
      : { endpoint: step.endpoint, input };
    const sealed = step.state === 'synced' ? undefined : await seal(db, userId, content.input);
    await db.transaction('rw', [db.outbox, db.outboxInputs, db.uploads], async () => {
      const row: OutboxRow = {
        ...step,
        userId,
        endpoint: content.endpoint,
        // Whatever was on its way when the copy was made is sent again with its key: the server answers a replay. A
        // refusal had no effect: the step is tried again under a new key, as Retry does.
        state: step.state === 'sending' || step.state === 'refused' ? 'queued' : step.state,
        idempotencyKey: step.state === 'refused' ? crypto.randomUUID() : step.idempotencyKey,
        attempts: step.state === 'refused' ? 0 : step.attempts,
        nextAttemptAt: now,
        schemaVersion: migrates ? SCHEMA_VERSION : step.schemaVersion,
      };
      const seq = (await db.outbox.add(row))!;
      if (sealed === undefined) return;
      await db.outboxInputs.put({ seq, userId, input: sealed });
      await registerUploadsIn(scope, seq, content.input, now);
    });
    if (step.state !== 'synced') steps += 1;
  }
  return { drafts, steps };
}
