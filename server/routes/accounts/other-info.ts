import type { Hono } from 'hono';
import { ACCOUNT_TYPE, INDIVIDUAL_STATUS } from '../../../src/contract';
import type { Deps } from '../../deps';
import type { Db } from '../../db';
import { register, type PrepareContext } from '../../http/route';
import { recordStepSaved } from '../../services/audit';
import { badRequest } from '../../http/errors';
import { ownerFor } from '../../services/owner';
import { ownedAccount, refuseWhileInReview } from '../../services/accounts';
import { deleteDocuments, sealUploads, storeDocument } from '../../storage/documents';
import { checkDocumentType, ReferenceErrors } from '../../services/references';
import { activateUser } from './identity';

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
 * information, replaces the documents of an earlier submission, and sends the account for review (pending).
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
    refuseWhileInReview(account);
    const profile = await db.selectFrom('individual_profiles').select('id').where('account_id', '=', account.id).executeTakeFirst();
    if (!profile) throw badRequest('Save the customer identity information first.');
    const errors = new ReferenceErrors();
    await checkLists(db, errors, body);
    await checkDocumentType(db, errors, 'identificationType', body.identificationType, 'identity');
    await checkDocumentType(db, errors, 'proofOfAddressIdentificationType', body.proofOfAddressIdentificationType, 'proofOfAddress');
    errors.throwIfAny();

    const document = (field: string, identificationType: number) => storeDocument(db, sealed(field), { ownerUserId: owner, accountId: account.id, identificationType });
    const identificationDocument = await document('identificationAttachment', body.identificationType);
    const proofOfAddressDocument = await document('proofOfAddressAttachment', body.proofOfAddressIdentificationType);

    const previous = await db.selectFrom('individual_other_infos').select(['identification_document_id', 'proof_of_address_document_id']).where('account_id', '=', account.id).executeTakeFirst();
    const now = deps.now();
    const values = {
      email: body.email,
      intended_use: body.intendedUse,
      transaction_volume_id: body.transactionVolume,
      transaction_frequency_id: body.transactionFrequency,
      occupation_id: body.occupation,
      industry_id: body.industry,
      income_id: body.yearlyIncome,
      identification_type_id: body.identificationType,
      identification_number: body.identificationNumber,
      identification_document_id: identificationDocument,
      proof_of_address_type_id: body.proofOfAddressIdentificationType,
      proof_of_address_document_id: proofOfAddressDocument,
      updated_at: now,
    };
    await db
      .insertInto('individual_other_infos')
      .values({ account_id: account.id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    if (previous) await deleteDocuments(db, owner, [previous.identification_document_id, previous.proof_of_address_document_id]);
    await db.updateTable('accounts').set({ status_id: INDIVIDUAL_STATUS.pending, submitted_at: now, updated_at: now }).where('id', '=', account.id).execute();
    await activateUser(db, user.id);
    await recordStepSaved(db, user, account.id, 'otherInfo', body);
    return { accountId: account.id, personalAccountId: profile.id };
  });
}
