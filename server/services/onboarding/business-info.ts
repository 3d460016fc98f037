/** KYB step 0, the business information: its references checked, its four documents stored, the step saved. */
import { BUSINESS_DOCUMENT_TYPES } from '../../../src/contract';
import type { Db } from '../../db';
import type { RequestBody } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { storeDocument, type SealedUpload } from '../../storage/documents';
import type { EditableAccount } from './account-access';
import { writeBusinessInfo, type StepDocuments } from './onboarding-steps';
import { checkCountry, checkDocumentType, checkListItem, checkPlace, ReferenceErrors } from '../reference/references';
import { saveStep } from './revisions';
import { activateUser } from './users';

const isFixedBusinessDocument = (type: number) => (BUSINESS_DOCUMENT_TYPES as readonly number[]).includes(type);

/**
 * Stores the business information and its documents (sealed before the transaction, by field path); a new
 * submission replaces the earlier one, keeping the attachment ids it names. An approved account's save goes into
 * its revision.
 */
export async function saveBusinessInfo(
  db: Db,
  user: SessionUser,
  { owner, account, revision }: EditableAccount,
  body: RequestBody<'saveBusinessInfo'>,
  sealed: (field: string) => SealedUpload,
  now: Date,
) {
  const errors = new ReferenceErrors();
  await checkCountry(db, errors, 'countryCodeOfIncorporation', body.countryCodeOfIncorporation);
  await checkPlace(
    db,
    errors,
    { country: 'countryCodeOfResidence', state: 'stateId', city: 'cityId' },
    { country: body.countryCodeOfResidence, stateId: body.stateId, cityId: body.cityId },
  );
  await checkListItem(db, errors, 'natureOfBusiness', 'natureOfBusiness', body.natureOfBusiness);
  for (const [index, attachment] of body.kybAttachments.entries()) {
    if (!isFixedBusinessDocument(attachment.identificationType))
      await checkDocumentType(
        db,
        errors,
        `kybAttachments.${index}.identificationType`,
        attachment.identificationType,
        'proofOfAddress',
      );
  }
  errors.throwIfAny();

  const documents: StepDocuments = {};
  for (const [index, attachment] of body.kybAttachments.entries()) {
    const field = `kybAttachments.${index}.identificationAttachment`;
    documents[field] = await storeDocument(db, sealed(field), {
      ownerUserId: owner,
      accountId: account.id,
      identificationType: attachment.identificationType,
    });
  }
  await activateUser(db, user.id);
  return saveStep(
    db,
    { actor: user, account, revision, step: 'businessInfo', now },
    writeBusinessInfo,
    body,
    documents,
  );
}
