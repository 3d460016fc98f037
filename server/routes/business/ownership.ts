import type { Hono } from 'hono';
import type { BusinessPerson } from '../../../src/contract';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { recordStepSaved } from '../../services/audit';
import { deleteDocuments, sealUploads, storeDocument } from '../../storage/documents';
import { editableBusinessAccount } from './account';
import { checkCountry, checkDocumentType, checkPlace, cityColumns, ReferenceErrors } from '../../services/references';

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
 * of directors and shareholders: people named by personalInfoId are updated, new ones added, the others removed,
 * and every document the submission replaces is deleted.
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
  register(app, deps, 'saveShareholdersInfo', uploads, async ({ body, user, db, prepared: sealed }) => {
    const { owner, account } = await editableBusinessAccount(db, user, body.accountId);
    await checkPeople(db, body.directorAndShareholderInfo);

    const document = (field: string, identificationType: number) => storeDocument(db, sealed(field), { ownerUserId: owner, accountId: account.id, identificationType });
    const replacedDocuments: string[] = [];

    const ownershipDocument = await document('ownershipStructureAttachment', body.identificationType);
    const previousOwnership = await db.selectFrom('business_ownerships').select('document_id').where('account_id', '=', account.id).executeTakeFirst();
    if (previousOwnership) replacedDocuments.push(previousOwnership.document_id);
    const ownership = await db
      .insertInto('business_ownerships')
      .values({ account_id: account.id, document_id: ownershipDocument })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ document_id: ownershipDocument }))
      .returning('id')
      .executeTakeFirstOrThrow();

    const stored = await db
      .selectFrom('business_people')
      .select(['id', 'identification_document_id', 'proof_of_address_document_id'])
      .where('account_id', '=', account.id)
      .execute();
    const kept = new Set<number>();
    for (const [index, person] of body.directorAndShareholderInfo.entries()) {
      const values = {
        position: index,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        dob: person.dob,
        mobile_country_code: person.mobileCountryCode,
        mobile_number: person.mobileNumber,
        country_of_residence: person.countryOfResidence,
        state_id: person.stateOfResidence,
        ...cityColumns(person.cityOfResidence, person.cityOfResidenceName),
        postal_code: person.postalCode,
        street_address: person.streetAddress,
        nationality: person.nationality,
        verification_type: person.verificationType,
        verification_code: person.verificationCode,
        politically_exposed: person.politicallyExposed,
        identification_number: person.identificationNumber,
        identification_type_id: person.identifcationType,
        identification_document_id: await document(`${LIST}.${index}.identificationAttachment`, person.identifcationType),
        proof_of_address_type_id: person.proofOfAddressIdentificationType,
        proof_of_address_document_id: await document(`${LIST}.${index}.proofOfAddressAttachment`, person.proofOfAddressIdentificationType),
        number_of_shares: person.numberOfShares,
        director_role: person.directorRole,
        is_director: person.isDirectorInfo,
        is_shareholder: person.isShareholderInfo,
      };
      // An id of a person this account does not hold (removed on another device) makes a new entry.
      const existing = stored.find((row) => row.id === person.personalInfoId && !kept.has(row.id));
      if (existing) {
        kept.add(existing.id);
        await db.updateTable('business_people').set(values).where('id', '=', existing.id).execute();
      } else {
        await db
          .insertInto('business_people')
          .values({ account_id: account.id, ...values })
          .execute();
      }
    }
    const removed = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) await db.deleteFrom('business_people').where('id', 'in', removed).execute();
    for (const row of stored) replacedDocuments.push(row.identification_document_id, row.proof_of_address_document_id);
    await deleteDocuments(db, owner, replacedDocuments);
    await recordStepSaved(db, user, account.id, 'ownership', body);
    return { ownershipStructureId: ownership.id, accountId: account.id };
  });
}
