import type { Hono } from 'hono';
import type { BusinessPerson } from '../../../src/contract';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { sealUploads, storeDocument } from '../../storage/documents';
import { writeOwnership, type StepDocuments } from '../../services/onboarding-steps';
import { saveStep } from '../../services/revisions';
import { editableBusinessAccount } from './account';
import { checkCountry, checkDocumentType, checkPlace, ReferenceErrors } from '../../services/references';

const LIST = 'directorAndShareholderInfo';

async function checkPeople(db: Db, people: BusinessPerson[]) {
  const errors = new ReferenceErrors();
  for (const [index, person] of people.entries()) {
    const path = (field: string) => `${LIST}.${index}.${field}`;
    await checkPlace(
      db,
      errors,
      { country: path('countryOfResidence'), state: path('stateOfResidence'), city: path('cityOfResidence') },
      { country: person.countryOfResidence, stateId: person.stateOfResidence, cityId: person.cityOfResidence },
    );
    await checkCountry(db, errors, path('nationality'), person.nationality);
    await checkDocumentType(db, errors, path('identifcationType'), person.identifcationType, 'identity');
    await checkDocumentType(db, errors, path('proofOfAddressIdentificationType'), person.proofOfAddressIdentificationType, 'proofOfAddress');
  }
  errors.throwIfAny();
}

/**
 * POST /accounts/saveShareholdersInfo: KYB step 1. The ownership structure document (type 16) and the whole list
 * of directors and shareholders (written by writeOwnership; of an approved account: into its revision).
 */
export function ownershipRoute(app: Hono, deps: Deps) {
  const uploads = ({ body, user, deps }: PrepareContext<'saveShareholdersInfo'>) =>
    sealUploads(deps.db, user.id, [
      { field: 'ownershipStructureAttachment', name: body.ownershipStructureName, content: body.ownershipStructureAttachment },
      ...body.directorAndShareholderInfo.flatMap((person, index) => [
        { field: `${LIST}.${index}.identificationAttachment`, name: person.identificationName, content: person.identificationAttachment },
        { field: `${LIST}.${index}.proofOfAddressAttachment`, name: person.proofOfAddressAttachmentName, content: person.proofOfAddressAttachment },
      ]),
    ]);
  register(app, deps, 'saveShareholdersInfo', uploads, async ({ body, user, db, deps, prepared: sealed }) => {
    const { owner, account, revision } = await editableBusinessAccount(db, user, body.accountId);
    await checkPeople(db, body.directorAndShareholderInfo);

    const documents: StepDocuments = {};
    const store = async (field: string, identificationType: number) => {
      documents[field] = await storeDocument(db, sealed(field), { ownerUserId: owner, accountId: account.id, identificationType });
    };
    await store('ownershipStructureAttachment', body.identificationType);
    for (const [index, person] of body.directorAndShareholderInfo.entries()) {
      await store(`${LIST}.${index}.identificationAttachment`, person.identifcationType);
      await store(`${LIST}.${index}.proofOfAddressAttachment`, person.proofOfAddressIdentificationType);
    }
    return saveStep(db, { actor: user, account, revision, step: 'ownership', now: deps.now() }, writeOwnership, body, documents);
  });
}
