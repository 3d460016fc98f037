/**
 * The KYB read-backs in product §3's shapes: the business account's steps and its directors and shareholders. Documents
 * are given by their download URL and name. While a revision of the approved account is undecided, the read-backs
 * show the changes the customer proposed.
 */
import type { Selectable } from 'kysely';
import {
  BUSINESS_ACTIVITY_FIELDS,
  BUSINESS_INFO_FIELDS,
  BUSINESS_PERSON_FIELDS,
  COMPLIANCE_FIELDS,
  IDENTIFICATION_TYPE_ON_WIRE,
  mapAll,
  readBackValues,
  type BusinessActivityFields,
  type BusinessInfoFields,
  type BusinessPersonFields,
  type ComplianceFields,
  type ReadBackMappedKey,
} from '../../../src/contract';
import type { Db } from '../../db';
import type {
  BusinessActivitiesTable,
  BusinessInfosTable,
  BusinessPeopleTable,
  RegulatoryCompaniesTable,
} from '../../db/business-schema';
import { describeDocuments, documentUrl } from '../../storage/documents';
import type { ViewableAccount } from './account-access';
import { withRevisionApplied } from './revisions';

/** The business information's fields in the product's read-back shapes, where they are not read back as stored. */
const BUSINESS_INFO_READ_BACK = {
  countryCodeOfIncorporation: (info) => ({ countryOfIncorporation: { countryCode: info.country_of_incorporation } }),
  countryCodeOfResidence: (info) => ({ countryOfResidence: { countryCode: info.country_of_residence } }),
  stateId: (info) => ({ stateOfResidence: { stateId: info.state_id } }),
  cityId: (info) => ({ cityOfResidence: { cityId: info.city_id, cityName: info.city_name } }),
  cityName: () => ({}),
  identificationType: (info) => ({ identityType: info.identity_type }),
  identificationNumber: (info) => ({ identityNumber: info.identity_number }),
  businessPhoneNumber: (info) => ({
    businessPhone: `${info.business_phone_country_code}${info.business_phone_number}`,
  }),
  businessPhoneNumberCountryCode: () => ({}),
  natureOfBusiness: (info) => ({ natureOfBusiness: { natureOfBusinessId: info.nature_of_business_id } }),
} satisfies Record<ReadBackMappedKey<BusinessInfoFields>, (info: Selectable<BusinessInfosTable>) => object>;

/** The business activity in the product's read-back shapes: the ids nested or renamed, the PEP answer with its names. */
const ACTIVITY_READ_BACK = {
  intendedUse: (activity) => ({ intendedUse: activity.intended_use }),
  transactionVolume: (activity) => ({ transactionVolume: { transactionVolumeId: activity.transaction_volume_id } }),
  typeOfFinancialTransaction: (activity) => ({
    financialTransactionType: { transactionTypeId: activity.financial_transaction_type_id },
  }),
  transactionFrequency: (activity) => ({
    transactionFrequency: { transactionFrequencyId: activity.transaction_frequency_id },
  }),
  pepId: (activity) => ({
    businessPep: {
      businessPepId: activity.pep_id,
      pepFullname: activity.pep_full_names.join(', '),
      pepFullnames: activity.pep_full_names.map((pepfullName) => ({ pepfullName })),
    },
  }),
  pepFullnames: () => ({}),
} satisfies Record<
  ReadBackMappedKey<BusinessActivityFields>,
  (activity: Selectable<BusinessActivitiesTable>) => object
>;

/** The regulatory answers in the product's read-back names, where they are not read back as stored. */
const COMPLIANCE_READ_BACK = {
  complianceRegulator: (regulatory) => ({ isBusinessRegistered: regulatory.is_registered }),
  regulatorNumber: (regulatory) => ({ regNumber: regulatory.regulator_number }),
  complianceIssue: (regulatory) => ({ isBusinessPenalized: regulatory.is_penalized }),
  investigationDetail: (regulatory) => ({ penalizedDetail: regulatory.penalized_detail }),
  sanctioned: (regulatory) => ({ isSanctioned: regulatory.is_sanctioned }),
} satisfies Record<ReadBackMappedKey<ComplianceFields>, (regulatory: Selectable<RegulatoryCompaniesTable>) => object>;

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
            ...readBackValues(BUSINESS_INFO_FIELDS, info),
            ...mapAll(BUSINESS_INFO_READ_BACK, info),
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
            ...readBackValues(BUSINESS_ACTIVITY_FIELDS, activity),
            ...mapAll(ACTIVITY_READ_BACK, activity),
          }
        : null,
      regulatoryCompany: regulatory
        ? {
            regulatoryCompanyId: regulatory.id,
            ...readBackValues(COMPLIANCE_FIELDS, regulatory),
            ...mapAll(COMPLIANCE_READ_BACK, regulatory),
          }
        : null,
    };
  });
}

/** A director's or shareholder's ids and city as stored, under their keys (the form holds them as text). */
const PERSON_READ_BACK = {
  stateOfResidence: (person) => ({ stateOfResidence: person.state_id }),
  cityOfResidence: (person) => ({ cityOfResidence: person.city_id }),
  cityOfResidenceName: (person) => ({ cityOfResidenceName: person.city_name }),
  identificationType: (person) => ({ [IDENTIFICATION_TYPE_ON_WIRE]: person.identification_type_id }),
  proofOfAddressIdentificationType: (person) => ({ proofOfAddressIdentificationType: person.proof_of_address_type_id }),
} satisfies Record<ReadBackMappedKey<BusinessPersonFields>, (person: Selectable<BusinessPeopleTable>) => object>;

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
      ...readBackValues(BUSINESS_PERSON_FIELDS, person),
      ...mapAll(PERSON_READ_BACK, person),
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
