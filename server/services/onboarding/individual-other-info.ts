/**
 * KYC step 2, the other information and its two documents: the last KYC step, which sends the account (or its
 * revision) to the reviewers.
 */
import {
  INDIVIDUAL_STATUS,
  type CustomerOtherInfoFields,
  type ListedKey,
  type MrzFindings,
  type PhotoFinding,
} from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { RequestBody } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { storeDocument, type SealedUpload } from '../../storage/documents';
import type { EditableAccount } from './account-access';
import { writeOtherInfo } from './onboarding-steps';
import { checkDocumentType, ReferenceErrors } from '../reference/references';
import { saveStep } from './revisions';
import { activateUser } from './users';

/** The declared fields the reviewer reads by a fixed list's words; the two document types are checked by their kind. */
type CheckedKey = Exclude<
  ListedKey<CustomerOtherInfoFields>,
  'identificationType' | 'proofOfAddressIdentificationType'
>;

/** The fixed lists step 2 points into: payload field → table and id column. */
const LISTS = {
  intendedUse: ['purposes', 'purpose_id'],
  transactionVolume: ['transaction_volumes', 'transaction_volume_id'],
  transactionFrequency: ['transaction_frequencies', 'transaction_frequency_id'],
  occupation: ['occupations', 'occupation_id'],
  industry: ['industries', 'industry_id'],
  yearlyIncome: ['incomes', 'income_id'],
} as const satisfies Record<CheckedKey, readonly [string, string]>;

async function checkLists(db: Db, errors: ReferenceErrors, body: Record<keyof typeof LISTS, number>) {
  for (const [field, [table, column]] of Object.entries(LISTS) as Array<
    [keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]]
  >) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('found'))
      .where(db.dynamic.ref(column), '=', body[field])
      .executeTakeFirst();
    if (!row) errors.add(field, 'chooseListedOption');
  }
}

/**
 * Stores both documents (sealed before the transaction) and the other information, replaces the documents of an
 * earlier submission, and sends the account for review (pending); for an approved account it goes into the
 * account's revision and submits that instead.
 */
export async function saveOtherInfo(
  db: Db,
  user: SessionUser,
  { owner, account, revision }: EditableAccount,
  body: RequestBody<'saveCustomerOtherInfo'>,
  sealed: (field: string) => SealedUpload,
  now: Date,
) {
  const profile = await db
    .selectFrom('individual_profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  if (!profile) throw HttpError.of(400, 'saveIdentityFirst');
  const errors = new ReferenceErrors();
  await checkLists(db, errors, body);
  await checkDocumentType(db, errors, 'identificationType', body.identificationType, 'identity');
  await checkDocumentType(
    db,
    errors,
    'proofOfAddressIdentificationType',
    body.proofOfAddressIdentificationType,
    'proofOfAddress',
  );
  errors.throwIfAny();

  const document = (
    field: string,
    identificationType: number,
    deviceFindings?: PhotoFinding[],
    deviceMrz?: MrzFindings,
  ) =>
    storeDocument(db, sealed(field), {
      ownerUserId: owner,
      accountId: account.id,
      identificationType,
      deviceFindings,
      deviceMrz,
    });
  const documents = {
    identificationAttachment: await document(
      'identificationAttachment',
      body.identificationType,
      body.identificationFindings,
      body.identificationMrz,
    ),
    proofOfAddressAttachment: await document(
      'proofOfAddressAttachment',
      body.proofOfAddressIdentificationType,
      body.proofOfAddressFindings,
    ),
  };
  await activateUser(db, user.id);
  return saveStep(db, { actor: user, account, revision, step: 'otherInfo', now }, writeOtherInfo, body, documents, () =>
    db
      .updateTable('accounts')
      .set({ status_id: INDIVIDUAL_STATUS.pending, submitted_at: now, updated_at: now })
      .where('id', '=', account.id)
      .execute(),
  );
}
