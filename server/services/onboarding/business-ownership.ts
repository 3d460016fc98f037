/** KYB step 1, the ownership: the directors' and shareholders' references checked, their documents stored, the step saved. */
import { IDENTIFICATION_TYPE_ON_WIRE, type BusinessPerson } from '../../../src/contract';
import type { Db } from '../../db';
import type { RequestBody } from '../../http/route';
import type { SessionUser } from '../../http/session';
import { storeDocument, type SealedUpload } from '../../storage/documents';
import type { EditableAccount } from './account-access';
import { writeOwnership, type StepDocuments } from './onboarding-steps';
import { checkCountry, checkDocumentType, checkPlace, ReferenceErrors } from '../reference/references';
import { saveStep } from './revisions';

/** The list of people in the payload; its entries' fields are named under it (`directorAndShareholderInfo.0.nationality`). */
export const PEOPLE_LIST = 'directorAndShareholderInfo';

async function checkPeople(db: Db, people: BusinessPerson[]) {
  const errors = new ReferenceErrors();
  for (const [index, person] of people.entries()) {
    const path = (field: string) => `${PEOPLE_LIST}.${index}.${field}`;
    await checkPlace(
      db,
      errors,
      { country: path('countryOfResidence'), state: path('stateOfResidence'), city: path('cityOfResidence') },
      { country: person.countryOfResidence, stateId: person.stateOfResidence, cityId: person.cityOfResidence },
    );
    await checkCountry(db, errors, path('nationality'), person.nationality);
    await checkDocumentType(db, errors, path(IDENTIFICATION_TYPE_ON_WIRE), person.identificationType, 'identity');
    await checkDocumentType(
      db,
      errors,
      path('proofOfAddressIdentificationType'),
      person.proofOfAddressIdentificationType,
      'proofOfAddress',
    );
  }
  errors.throwIfAny();
}

/**
 * The ownership structure document (type 16) and the whole list of directors and shareholders (written by
 * writeOwnership; of an approved account: into its revision). Documents were sealed before the transaction.
 */
export async function saveOwnership(
  db: Db,
  user: SessionUser,
  { owner, account, revision }: EditableAccount,
  body: RequestBody<'saveShareholdersInfo'>,
  sealed: (field: string) => SealedUpload,
  now: Date,
) {
  await checkPeople(db, body.directorAndShareholderInfo);

  const documents: StepDocuments = {};
  const store = async (field: string, identificationType: number) => {
    documents[field] = await storeDocument(db, sealed(field), {
      ownerUserId: owner,
      accountId: account.id,
      identificationType,
    });
  };
  await store('ownershipStructureAttachment', body.identificationType);
  for (const [index, person] of body.directorAndShareholderInfo.entries()) {
    await store(`${PEOPLE_LIST}.${index}.identificationAttachment`, person.identificationType);
    await store(`${PEOPLE_LIST}.${index}.proofOfAddressAttachment`, person.proofOfAddressIdentificationType);
  }
  return saveStep(db, { actor: user, account, revision, step: 'ownership', now }, writeOwnership, body, documents);
}
