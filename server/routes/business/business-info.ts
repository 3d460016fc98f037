import type { Hono } from 'hono';
import { BUSINESS_DOCUMENT_TYPES } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { sealUploads, storeDocument } from '../../storage/documents';
import { writeBusinessInfo, type StepDocuments } from '../../services/onboarding-steps';
import { saveStep } from '../../services/revisions';
import { activateUser } from '../accounts/identity';
import { editableBusinessAccount } from './account';
import { checkCountry, checkDocumentType, checkListItem, checkPlace, ReferenceErrors } from '../../services/references';

const isFixedBusinessDocument = (type: number) => (BUSINESS_DOCUMENT_TYPES as readonly number[]).includes(type);

/**
 * POST /accounts/saveBusinessInfo: KYB step 0. Stores the business information and its four documents (checked
 * by content); a new submission replaces the earlier one, keeping the attachment ids it names. An approved
 * account's save goes into its revision.
 */
export function businessInfoRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveBusinessInfo'>) =>
    sealUploads(
      deps.db,
      user.id,
      body.kybAttachments.map((attachment, index) => ({
        field: `kybAttachments.${index}.identificationAttachment`,
        name: attachment.identificationName,
        content: attachment.identificationAttachment,
      })),
    );
  register(app, deps, 'saveBusinessInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const { owner, account, revision } = await editableBusinessAccount(db, user, body.accountId);
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
        await checkDocumentType(db, errors, `kybAttachments.${index}.identificationType`, attachment.identificationType, 'proofOfAddress');
    }
    errors.throwIfAny();

    const documents: StepDocuments = {};
    for (const [index, attachment] of body.kybAttachments.entries()) {
      const field = `kybAttachments.${index}.identificationAttachment`;
      documents[field] = await storeDocument(db, sealed(field), { ownerUserId: owner, accountId: account.id, identificationType: attachment.identificationType });
    }
    const now = deps.now();
    await activateUser(db, user.id);
    return saveStep(db, { actor: user, account, revision, step: 'businessInfo', now }, writeBusinessInfo, body, documents);
  });
}
