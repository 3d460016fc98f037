import type { Hono } from 'hono';
import { ACCOUNT_TYPE, INDIVIDUAL_STATUS } from '../../../src/contract';
import type { Deps } from '../../deps';
import type { Db } from '../../db';
import { register, type PrepareContext } from '../../http/route';
import { badRequest } from '../../http/errors';
import { ownerFor } from '../../services/owner';
import { ownedAccount } from '../../services/accounts';
import { writeOtherInfo } from '../../services/onboarding-steps';
import { revisionToWrite, saveStep } from '../../services/revisions';
import { sealUploads, storeDocument } from '../../storage/documents';
import { checkDocumentType, ReferenceErrors } from '../../services/references';
import { activateUser } from '../../services/users';

/** The fixed lists step 2 points into: payload field → table and id column. */
const LISTS = {
  intendedUse: ['purposes', 'purpose_id'],
  transactionVolume: ['transaction_volumes', 'transaction_volume_id'],
  transactionFrequency: ['transaction_frequencies', 'transaction_frequency_id'],
  occupation: ['occupations', 'occupation_id'],
  industry: ['industries', 'industry_id'],
  yearlyIncome: ['incomes', 'income_id'],
} as const;

async function checkLists(db: Db, errors: ReferenceErrors, body: Record<keyof typeof LISTS, number>) {
  for (const [field, [table, column]] of Object.entries(LISTS) as Array<[keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]]>) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('found'))
      .where(db.dynamic.ref(column), '=', body[field])
      .executeTakeFirst();
    if (!row) errors.add(field, 'Choose an option from the list');
  }
}

/**
 * POST /accounts/saveCustomerOtherInfo: KYC step 2. Stores both documents (checked by content) and the other
 * information, replaces the documents of an earlier submission, and sends the account for review (pending); for an
 * approved account it goes into the account's revision and submits that instead.
 */
export function otherInfoRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveCustomerOtherInfo'>) =>
    sealUploads(deps.db, user.id, [
      { field: 'identificationAttachment', name: body.identificationName, content: body.identificationAttachment },
      { field: 'proofOfAddressAttachment', name: body.proofOfAddressAttachmentName, content: body.proofOfAddressAttachment },
    ]);
  register(app, deps, 'saveCustomerOtherInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const owner = await ownerFor(db, user, 'updateAccount');
    const account = await ownedAccount(db, owner, body.accountId, ACCOUNT_TYPE.individual);
    const revision = await revisionToWrite(db, account);
    const profile = await db.selectFrom('individual_profiles').select('id').where('account_id', '=', account.id).executeTakeFirst();
    if (!profile) throw badRequest('Save the customer identity information first.');
    const errors = new ReferenceErrors();
    await checkLists(db, errors, body);
    await checkDocumentType(db, errors, 'identificationType', body.identificationType, 'identity');
    await checkDocumentType(db, errors, 'proofOfAddressIdentificationType', body.proofOfAddressIdentificationType, 'proofOfAddress');
    errors.throwIfAny();

    const document = (field: string, identificationType: number) => storeDocument(db, sealed(field), { ownerUserId: owner, accountId: account.id, identificationType });
    const documents = {
      identificationAttachment: await document('identificationAttachment', body.identificationType),
      proofOfAddressAttachment: await document('proofOfAddressAttachment', body.proofOfAddressIdentificationType),
    };
    const now = deps.now();
    await activateUser(db, user.id);
    return saveStep(db, { actor: user, account, revision, step: 'otherInfo', now }, writeOtherInfo, body, documents, () =>
      db.updateTable('accounts').set({ status_id: INDIVIDUAL_STATUS.pending, submitted_at: now, updated_at: now }).where('id', '=', account.id).execute(),
    );
  });
}
