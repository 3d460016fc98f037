import type * as v from 'valibot';
import {
  BUSINESS_INFO_FIELDS,
  BUSINESS_PERSON_FIELDS,
  columnValues,
  COMPLIANCE_FIELDS,
  CUSTOMER_IDENTITY_FIELDS,
  CUSTOMER_OTHER_INFO_FIELDS,
  REVISION_STATES,
  type Endpoints,
  type ReviewSection,
  type ReviewStepKey,
} from '../../../src/contract';
import { activityColumns } from '../../../src/contract/steps/kyb-activity/mappers';
import type { Db } from '../../db';
import { deleteDocuments, retireDocuments } from '../../storage/documents';
import { cityColumns } from '../reference/references';

/**
 * The writes of the six onboarding steps into the live tables (accounts, individual_profiles,
 * individual_other_infos, business_*, regulatory_companies), one function a step. The steps' saves call them for an
 * account not yet approved; approving a revision (services/onboarding/revisions.ts) calls them with the payloads the
 * revision kept. Checks of the payload happen before (in the saves); documents are stored before and arrive by field
 * path. Statuses and the audit trail are the callers' business.
 */

type Body<K extends keyof Endpoints> = Endpoints[K] extends { body: infer B extends v.GenericSchema }
  ? v.InferOutput<B>
  : never;

export interface StepTarget {
  /** The owner of the account (the parent user for a sub-user). */
  owner: string;
  accountId: number;
  now: Date;
}
/** Document ids by the payload field that carried them (`kybAttachments.0.identificationAttachment`). */
export type StepDocuments = Record<string, string>;

const documentOf = (documents: StepDocuments, field: string) => {
  const id = documents[field];
  if (!id) throw new Error(`No document stored for ${field}`);
  return id;
};

/** The stored documents the reviewers' last decision on the account saw (the before side of its changes). */
async function documentsSeenByLastDecision(db: Db, accountId: number) {
  const last = await db
    .selectFrom('review_decisions')
    .select('snapshot')
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const sections = (last?.snapshot ?? []) as ReviewSection[];
  return new Set(
    sections.flatMap((section) =>
      section.documents.map((document) => document.url.slice(document.url.lastIndexOf('/') + 1)),
    ),
  );
}

/**
 * Of these documents, the ones the account's data or its undecided revision still names: a document kept by
 * reference (`{ documentId }`) or used for several people may be named by another step or person.
 */
export async function documentsInUse(db: Db, accountId: number, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const named = (
    table: 'individual_other_infos' | 'business_people',
    column: 'identification_document_id' | 'proof_of_address_document_id',
  ) => db.selectFrom(table).select(`${column} as id`).where('account_id', '=', accountId).where(column, 'in', ids);
  const live = await named('individual_other_infos', 'identification_document_id')
    .union(named('individual_other_infos', 'proof_of_address_document_id'))
    .union(named('business_people', 'identification_document_id'))
    .union(named('business_people', 'proof_of_address_document_id'))
    .union(
      db
        .selectFrom('business_attachments')
        .select('document_id as id')
        .where('account_id', '=', accountId)
        .where('document_id', 'in', ids),
    )
    .union(
      db
        .selectFrom('business_ownerships')
        .select('document_id as id')
        .where('account_id', '=', accountId)
        .where('document_id', 'in', ids),
    )
    .execute();
  const revision = await db
    .selectFrom('account_revisions')
    .select('steps')
    .where('account_id', '=', accountId)
    .where('state', 'in', REVISION_STATES)
    .executeTakeFirst();
  const inRevision = Object.values(revision?.steps ?? {}).flatMap((step) => Object.values(step.documents));
  return new Set([...live.map((row) => row.id), ...inRevision.filter((id) => ids.includes(id))]);
}

/**
 * The documents a save replaced: those the reviewers' last decision saw are kept for the reviewers until the next
 * decision (they open the old side of the change), the others are deleted. One still in use stays as it is.
 */
async function dropReplacedDocuments(
  db: Db,
  { owner, accountId, now }: StepTarget,
  replaced: string[],
  documents: StepDocuments,
) {
  const candidates = replaced.filter((id) => !Object.values(documents).includes(id));
  const inUse = await documentsInUse(db, accountId, candidates);
  const dropped = candidates.filter((id) => !inUse.has(id));
  if (dropped.length === 0) return;
  const seen = await documentsSeenByLastDecision(db, accountId);
  await retireDocuments(
    db,
    owner,
    dropped.filter((id) => seen.has(id)),
    now,
  );
  await deleteDocuments(
    db,
    owner,
    dropped.filter((id) => !seen.has(id)),
  );
}

interface RowWrites<T> {
  update: (id: number, entry: T, index: number) => Promise<unknown>;
  insert: (entry: T, index: number) => Promise<unknown>;
  remove: (ids: number[]) => Promise<unknown>;
}

/**
 * A list the customer saves whole, against the rows stored for it: an entry naming a stored row's id updates that
 * row (each row once), the other entries are inserted, and the stored rows no entry named are deleted. An id the
 * account does not hold (removed on another device) makes a new row.
 */
async function reconcileRows<T>(
  stored: Array<{ id: number }>,
  entries: T[],
  idOf: (entry: T) => number | null | undefined,
  writes: RowWrites<T>,
) {
  const kept = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    const existing = stored.find((row) => row.id === idOf(entry) && !kept.has(row.id));
    if (existing) {
      kept.add(existing.id);
      await writes.update(existing.id, entry, index);
    } else {
      await writes.insert(entry, index);
    }
  }
  const removed = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await writes.remove(removed);
}

export async function writeIdentity(
  db: Db,
  { accountId, now }: StepTarget,
  body: Body<'saveOrUpdateCustomerIdentity'>,
) {
  const values = {
    ...columnValues(CUSTOMER_IDENTITY_FIELDS, body),
    ...cityColumns(body.cityOfResidence, body.cityOfResidenceName),
    updated_at: now,
  };
  const profile = await db
    .insertInto('individual_profiles')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('accounts')
    .set({ display_name: `${body.firstName} ${body.lastName}`, country_code: body.countryOfResidence, updated_at: now })
    .where('id', '=', accountId)
    .execute();
  return { accountId, personalAccountId: profile.id };
}

/** KYC step 2; replaces (and drops) the documents of an earlier save. */
export async function writeOtherInfo(
  db: Db,
  target: StepTarget,
  body: Body<'saveCustomerOtherInfo'>,
  documents: StepDocuments,
) {
  const { accountId, now } = target;
  const profile = await db
    .selectFrom('individual_profiles')
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const previous = await db
    .selectFrom('individual_other_infos')
    .select(['identification_document_id', 'proof_of_address_document_id'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const values = {
    ...columnValues(CUSTOMER_OTHER_INFO_FIELDS, body),
    identification_document_id: documentOf(documents, 'identificationAttachment'),
    proof_of_address_document_id: documentOf(documents, 'proofOfAddressAttachment'),
    updated_at: now,
  };
  await db
    .insertInto('individual_other_infos')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
  if (previous)
    await dropReplacedDocuments(
      db,
      target,
      [previous.identification_document_id, previous.proof_of_address_document_id],
      documents,
    );
  return { accountId, personalAccountId: profile.id };
}

/** KYB step 0: business documents named by attachmentId keep their ids, the others are added or removed. */
export async function writeBusinessInfo(
  db: Db,
  target: StepTarget,
  body: Body<'saveBusinessInfo'>,
  documents: StepDocuments,
) {
  const { accountId, now } = target;
  const values = {
    ...columnValues(BUSINESS_INFO_FIELDS, body),
    ...cityColumns(body.cityId, body.cityName),
    updated_at: now,
  };
  const info = await db
    .insertInto('business_infos')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();

  const stored = await db
    .selectFrom('business_attachments')
    .select(['id', 'document_id'])
    .where('account_id', '=', accountId)
    .execute();
  const attachmentValues = (attachment: (typeof body.kybAttachments)[number], index: number) => ({
    document_id: documentOf(documents, `kybAttachments.${index}.identificationAttachment`),
    identification_type_id: attachment.identificationType,
  });
  await reconcileRows(stored, body.kybAttachments, (attachment) => attachment.attachmentId, {
    update: (id, attachment, index) =>
      db.updateTable('business_attachments').set(attachmentValues(attachment, index)).where('id', '=', id).execute(),
    insert: (attachment, index) =>
      db
        .insertInto('business_attachments')
        .values({ account_id: accountId, ...attachmentValues(attachment, index) })
        .execute(),
    remove: (ids) => db.deleteFrom('business_attachments').where('id', 'in', ids).execute(),
  });
  await dropReplacedDocuments(
    db,
    target,
    stored.map((row) => row.document_id),
    documents,
  );
  await db
    .updateTable('accounts')
    .set({ display_name: body.legalName, country_code: body.countryCodeOfResidence, updated_at: now })
    .where('id', '=', accountId)
    .execute();
  return { accountId, businessInfoId: info.id };
}

const PEOPLE = 'directorAndShareholderInfo';

/**
 * KYB step 1: the ownership structure document and the whole list of directors and shareholders: people named by
 * personalInfoId are updated, new ones added, the others removed, and every document the save replaces is dropped.
 */
export async function writeOwnership(
  db: Db,
  target: StepTarget,
  body: Body<'saveShareholdersInfo'>,
  documents: StepDocuments,
) {
  const { accountId } = target;
  const replacedDocuments: string[] = [];
  const ownershipDocument = documentOf(documents, 'ownershipStructureAttachment');
  const previousOwnership = await db
    .selectFrom('business_ownerships')
    .select('document_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (previousOwnership) replacedDocuments.push(previousOwnership.document_id);
  const ownership = await db
    .insertInto('business_ownerships')
    .values({ account_id: accountId, document_id: ownershipDocument })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ document_id: ownershipDocument }))
    .returning('id')
    .executeTakeFirstOrThrow();

  const stored = await db
    .selectFrom('business_people')
    .select(['id', 'identification_document_id', 'proof_of_address_document_id'])
    .where('account_id', '=', accountId)
    .execute();
  const personValues = (person: (typeof body.directorAndShareholderInfo)[number], index: number) => ({
    position: index,
    ...columnValues(BUSINESS_PERSON_FIELDS, person),
    ...cityColumns(person.cityOfResidence, person.cityOfResidenceName),
    identification_document_id: documentOf(documents, `${PEOPLE}.${index}.identificationAttachment`),
    proof_of_address_document_id: documentOf(documents, `${PEOPLE}.${index}.proofOfAddressAttachment`),
  });
  await reconcileRows(stored, body.directorAndShareholderInfo, (person) => person.personalInfoId, {
    update: (id, person, index) =>
      db.updateTable('business_people').set(personValues(person, index)).where('id', '=', id).execute(),
    insert: (person, index) =>
      db
        .insertInto('business_people')
        .values({ account_id: accountId, ...personValues(person, index) })
        .execute(),
    remove: (ids) => db.deleteFrom('business_people').where('id', 'in', ids).execute(),
  });
  for (const row of stored) replacedDocuments.push(row.identification_document_id, row.proof_of_address_document_id);
  await dropReplacedDocuments(db, target, replacedDocuments, documents);
  return { ownershipStructureId: ownership.id, accountId };
}

export async function writeActivity(db: Db, { accountId }: StepTarget, body: Body<'saveBusinessActivity'>) {
  const values = activityColumns(body);
  const activity = await db
    .insertInto('business_activities')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { accountId, businessActivityId: activity.id };
}

export async function writeCompliance(db: Db, { accountId }: StepTarget, body: Body<'saveComplianceAndAccount'>) {
  const values = columnValues(COMPLIANCE_FIELDS, body);
  const regulatory = await db
    .insertInto('regulatory_companies')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { accountId, regulatoryCompanyId: regulatory.id };
}

type Writer = (db: Db, target: StepTarget, body: never, documents: StepDocuments) => Promise<unknown>;

/** Each step's write, by step key (REVIEW_STEPS), in the order the steps come. */
export const STEP_WRITERS: Record<ReviewStepKey, Writer> = {
  identity: writeIdentity,
  otherInfo: writeOtherInfo,
  businessInfo: writeBusinessInfo,
  ownership: writeOwnership,
  activity: writeActivity,
  compliance: writeCompliance,
};
