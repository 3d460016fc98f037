/**
 * Every schema of the app's IndexedDB (db.ts), oldest first, as shipped. Rules for a change (docs/offline.md,
 * "Versions"): never edit a shipped entry; add one with the next number, its stores, an `upgrade` for what must change
 * in rows that are not sealed (it runs in Dexie's upgrade transaction, where no WebCrypto call may run), and `step` /
 * `draft` for what must change inside sealed content: the app opens and rewrites each older draft and each unsent step
 * never tried (migrate-work.ts). A step already tried may have reached the server: it keeps its shape and its
 * idempotency key, and the server accepts the previous release's request shapes for one release.
 */
import type { Transaction } from 'dexie';

/** A submitted step as sealed content migrations see it. */
export interface StepContent {
  endpoint: string;
  input: unknown;
}

export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  /** Rewrites rows written under earlier versions, outside their sealed values. */
  upgrade?: (tx: Transaction) => Promise<unknown>;
  /** The opened input of a step written under the previous version, in this version's shape. */
  step?: (step: StepContent) => StepContent;
  /** The opened values of a draft written under the previous version, in this version's shape. */
  draft?: (draftId: string, values: unknown) => unknown;
}

/** Versions 1 to 4 wrote no version on their rows: they all had the shapes version 4 has, so they are stamped 4. */
const UNSTAMPED = 4;

/**
 * Version 6 (issue 52): a director's or shareholder's form (the KYB working list `kyb/people:…` and the person dialog
 * `kyb/person:…`) holds the identity document's type as identificationType, no longer under the key the specification
 * misspells on the wire.
 */
const KYB_PEOPLE_DRAFT = 'kyb/people:';
const KYB_PERSON_DRAFT = 'kyb/person:';
function withIdentificationTypeRenamed(person: unknown) {
  if (typeof person !== 'object' || person === null || !('identifcationType' in person)) return person;
  const { identifcationType, ...rest } = person;
  return { ...rest, identificationType: identifcationType };
}

export const SCHEMA_VERSIONS: SchemaVersion[] = [
  {
    version: 1,
    stores: {
      drafts: '[userId+draftId], userId',
      attachments: '[userId+draftId+path], [userId+draftId], userId',
      outbox: '++seq, userId, [userId+stepId], [userId+state]',
      outboxInputs: 'seq, userId',
      leases: 'name',
    },
  },
  { version: 2, stores: { uploads: '[userId+seq+path], [userId+seq], userId' } },
  { version: 3, stores: { deviceKeys: 'userId', drafts: '[userId+draftId], userId, updatedAt' } },
  { version: 4, stores: { lastKnown: '[userId+name], userId' } },
  {
    version: 5,
    stores: {},
    upgrade: async (tx) => {
      for (const table of ['drafts', 'outbox']) {
        await tx
          .table(table)
          .toCollection()
          .modify((row: { schemaVersion?: number }) => {
            row.schemaVersion ??= UNSTAMPED;
          });
      }
    },
  },
  {
    version: 6,
    stores: {},
    draft: (draftId, values) => {
      if (draftId.startsWith(KYB_PERSON_DRAFT)) return withIdentificationTypeRenamed(values);
      if (draftId.startsWith(KYB_PEOPLE_DRAFT) && Array.isArray(values))
        return values.map(withIdentificationTypeRenamed);
      return values;
    },
  },
];
