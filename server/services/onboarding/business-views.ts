/**
 * The KYB read-backs in product §3's shapes: the business account's steps and its directors and shareholders. Documents
 * are given by their download URL and name. While a revision of the approved account is undecided, the read-backs
 * show the changes the customer proposed.
 */
import { activityReadBack } from '../../../src/contract/steps/kyb-activity/mappers';
import { businessInfoReadBack } from '../../../src/contract/steps/kyb-business-info/mappers';
import { complianceReadBack } from '../../../src/contract/steps/kyb-compliance/mappers';
import { personReadBack } from '../../../src/contract/steps/kyb-ownership/mappers';
import type { Db } from '../../db';
import { describeDocuments, documentUrl } from '../../storage/documents';
import type { ViewableAccount } from './account-access';
import { withRevisionApplied } from './revisions';

/** The business information, its attachments, activities and regulatory answers. */
export async function readBusinessAccount(db: Db, { owner, account }: ViewableAccount) {
  return withRevisionApplied(db, account, async (db) => {
    const [info, attachments, activity, regulatory] = await Promise.all([
      db.selectFrom('business_infos').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
      db.selectFrom('business_attachments').selectAll().where('account_id', '=', account.id).orderBy('id').execute(),
      db.selectFrom('business_activities').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
      db.selectFrom('regulatory_companies').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
    ]);
    const documents = await describeDocuments(
      db,
      owner,
      attachments.map((row) => row.document_id),
    );
    return {
      accountId: account.id,
      accountStatusId: account.status_id,
      businessInfo: info
        ? {
            businessInfoId: info.id,
            ...businessInfoReadBack(info),
          }
        : null,
      businessRegistrationAttachment: attachments.map((row) => ({
        businessAttachmentId: row.id,
        attachmentName: documents.get(row.document_id)?.name ?? '',
        attachment: documentUrl(row.document_id),
        identificationType: { identificationTypeId: row.identification_type_id },
      })),
      businessActivities: activity
        ? {
            businessActivityId: activity.id,
            ...activityReadBack(activity),
          }
        : null,
      regulatoryCompany: regulatory
        ? {
            regulatoryCompanyId: regulatory.id,
            ...complianceReadBack(regulatory),
          }
        : null,
    };
  });
}

/** The directors and shareholders, and the ownership structure document. */
export async function readShareholders(db: Db, { owner, account }: ViewableAccount) {
  return withRevisionApplied(db, account, async (db) => {
    const [people, ownership] = await Promise.all([
      db.selectFrom('business_people').selectAll().where('account_id', '=', account.id).orderBy('position').execute(),
      db.selectFrom('business_ownerships').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
    ]);
    const documents = await describeDocuments(db, owner, [
      ...people.flatMap((person) => [person.identification_document_id, person.proof_of_address_document_id]),
      ...(ownership ? [ownership.document_id] : []),
    ]);
    const nameOf = (id: string) => documents.get(id)?.name ?? '';
    const records = people.map((person) => ({
      personalInfoId: person.id,
      ...personReadBack(person),
      identificationName: nameOf(person.identification_document_id),
      identificationAttachment: documentUrl(person.identification_document_id),
      proofOfAddressAttachmentName: nameOf(person.proof_of_address_document_id),
      proofOfAddressAttachment: documentUrl(person.proof_of_address_document_id),
    }));
    return {
      accountId: account.id,
      directors: records.filter((record) => record.isDirectorInfo),
      shareholders: records.filter((record) => record.isShareholderInfo),
      ownership: ownership
        ? {
            ownershipStructureId: ownership.id,
            ownershipAttachment: documentUrl(ownership.document_id),
            ownershipAttachmentName: nameOf(ownership.document_id),
          }
        : null,
    };
  });
}
