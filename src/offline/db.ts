/**
 * What is stored where (the app's only IndexedDB, database 'payway-offline', every row keyed by userId so one
 * device can serve several users and sign-out wipes exactly one of them):
 * - drafts:      [userId+draftId] → the form values as typed, large strings (base64 documents) cut out into
 *                `attachments`, so a keystroke rewrites a few kilobytes and never the documents.
 * - attachments: [userId+draftId+path] → one document's content (base64 string) with its name, type and size;
 *                `path` is where it sits in the draft values ('kybAttachments.2.identificationAttachment'); for a
 *                document taken from a phone hand-off, the URL of the phone's upload.
 * - outbox:      ++seq → one submitted step: endpoint, idempotency key, dependencies, state, last error, response.
 * - outboxInputs: seq → that step's request input (documents included), written once at submit and deleted
 *                once synced, kept apart so state changes never rewrite documents.
 * - uploads:     [userId+seq+path] → one document of a submitted step on its way to the server (uploads.ts): name,
 *                size, fingerprint of its content, the tus upload's URL and the bytes the server acknowledged, so a
 *                reload or restart resumes where the server stands. Deleted with the step once synced.
 * - leases:      name → { owner, expiresAt }: which tab sends, where the browser has no Web Locks.
 * - deviceKeys:  userId → the user's device key as a non-extractable AES-GCM CryptoKey (sealing.ts), kept while the
 *                user is signed in so a reload offline still opens the drafts; deleted at sign-out and when the
 *                session ends.
 * - lastKnown:   [userId+name] → the last answer of a private list (last-known.ts: the accounts list) and when it
 *                was loaded, shown offline marked as such.
 * Draft values, attachment contents, outbox inputs and last-known lists are sealed with that key (sealing.ts): documents, BVNs and
 * ID numbers never sit in IndexedDB in clear. Drafts untouched for DRAFT_TTL_DAYS are deleted (expire.ts).
 * Nothing here is read by the server; the service worker keeps HTTP caches of its own (see sw/sw.ts).
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { FieldErrorRef, MessageId, MessageValues } from '@/contract';
import type { SealedValue } from './sealing';
import { SCHEMA_VERSIONS } from './schema-versions';

export type StepState = 'queued' | 'sending' | 'synced' | 'refused';

export interface DraftRow {
  userId: string;
  draftId: string;
  /** Values with every cut-out string replaced by an {@link AttachmentSlot}. */
  values: unknown;
  updatedAt: number;
  /** The schema version (db.ts, SCHEMA_VERSION) the values were written in; older ones are migrated at open. */
  schemaVersion: number;
}

export interface AttachmentRow {
  userId: string;
  draftId: string;
  path: string;
  name: string;
  type: string;
  size: number;
  /** The document's base64, sealed (sealing.ts) unless written before sealing existed. */
  content: string | SealedValue;
  /** The URL of the phone's upload this document came from (handoff-uploads.ts), so a submit after a reload names it. */
  handoffUploadUrl?: string;
}

/** Where a cut-out string was; restored from the attachment row of the same path. */
export interface AttachmentSlot {
  $attachment: string;
}

export interface Dependency {
  /** The step that must be synced before this one is sent. */
  stepId: string;
  /**
   * Values copied from that step's response into this step's input before sending:
   * `{ 'body.accountId': 'accountId' }` (target path in the input ← path in the response).
   */
  take?: Record<string, string>;
}

export interface OutboxRow {
  seq?: number;
  userId: string;
  stepId: string;
  endpoint: string;
  idempotencyKey: string;
  dependsOn: Dependency[];
  /** Drafts removed once this step is synced (its own draft, working lists). */
  clears: string[];
  state: StepState;
  attempts: number;
  /** Epoch ms before which the engine does not retry (back-off). */
  nextAttemptAt: number;
  createdAt: number;
  /** Fingerprint of the input, to tell a double submit (same key) from an edited step (new key). */
  fingerprint: string;
  /** The schema version the input was written in; an older untried step is migrated at open (migrate-work.ts). */
  schemaVersion: number;
  /** The refusal (refusal.ts): HTTP status, the server's errorMessage and fieldErrors, and their message ids. */
  httpStatus?: number;
  errorMessage?: string;
  fieldErrors?: Record<string, string>;
  errorId?: MessageId;
  errorValues?: MessageValues;
  fieldErrorIds?: Record<string, FieldErrorRef>;
  response?: unknown;
  syncedAt?: number;
}

export interface OutboxInputRow {
  seq: number;
  userId: string;
  input: unknown;
}

export type UploadState = 'waiting' | 'sending' | 'sent';

export interface UploadRow {
  userId: string;
  /** The outbox row (step version) the document belongs to. */
  seq: number;
  /** Where the document sits in the step's input ('body.identificationAttachment'). */
  path: string;
  name: string;
  type: string;
  size: number;
  /** Fingerprint of the content: an edited step with another file at this path starts a new upload. */
  fingerprint: string;
  /** The account the step belongs to, when its input names one (the accounts list shows it uploading). */
  accountId?: number;
  /** The tus upload's URL once the server created it. */
  url?: string;
  /** Bytes the server acknowledged. */
  acknowledged: number;
  state: UploadState;
  updatedAt: number;
}

export interface LastKnownRow {
  userId: string;
  name: string;
  /** Epoch ms of the load. */
  savedAt: number;
  /** The answer, sealed (sealing.ts). */
  value: unknown;
}

export interface DeviceKeyRow {
  userId: string;
  key: CryptoKey;
}

export interface LeaseRow {
  name: string;
  owner: string;
  expiresAt: number;
}

export type OfflineDb = Dexie & {
  drafts: Table<DraftRow, [string, string]>;
  attachments: Table<AttachmentRow, [string, string, string]>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  outboxInputs: EntityTable<OutboxInputRow, 'seq'>;
  leases: EntityTable<LeaseRow, 'name'>;
  uploads: Table<UploadRow, [string, number, string]>;
  deviceKeys: EntityTable<DeviceKeyRow, 'userId'>;
  lastKnown: Table<LastKnownRow, [string, string]>;
};

export const DB_NAME = 'payway-offline';

/** The schema this app writes: every draft and outbox row records it (schemaVersion), see schema-versions.ts. */
export const SCHEMA_VERSION = SCHEMA_VERSIONS.at(-1)!.version;

export function openOfflineDb(name = DB_NAME, versions = SCHEMA_VERSIONS): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  for (const { version, stores, upgrade } of versions) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
  return db;
}

let shared: OfflineDb | null = null;
/** The app's database, opened on first use. */
export const offlineDb = () => (shared ??= openOfflineDb());
