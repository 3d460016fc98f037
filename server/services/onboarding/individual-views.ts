/** The KYC read-back of an individual account. */
import type { Selectable } from 'kysely';
import {
  ACCOUNT_STATUS_TEXT,
  CUSTOMER_IDENTITY_FIELDS,
  IDENTIFICATION_FIELDS,
  mapAll,
  PERSONAL_OTHER_INFO_FIELDS,
  readBackValues,
  type CustomerIdentityFields,
  type IdentificationFields,
  type PersonalOtherInfoFields,
  type ReadBackMappedKey,
} from '../../../src/contract';
import type { Db } from '../../db';
import type { IndividualOtherInfosTable, IndividualProfilesTable } from '../../db/accounts-schema';
import { describeDocuments, documentUrl } from '../../storage/documents';
import type { ViewableAccount } from './account-access';
import { withRevisionApplied } from './revisions';

/** The customer's identity in the product's read-back names and shapes, where it is not read back as stored. */
const IDENTITY_READ_BACK = {
  email: (profile) => ({ emailAddress: profile.email }),
  mobileCountryCode: (profile) => ({ mobileNumberOne: `${profile.mobile_country_code}${profile.mobile_number}` }),
  mobileNumber: () => ({}),
  countryOfResidence: (profile) => ({ countryOfResidence: { countryCode: profile.country_of_residence } }),
  stateOfResidence: (profile) => ({ stateOfResidence: { stateId: profile.state_id } }),
  cityOfResidence: (profile) => ({ cityOfResidence: { cityId: profile.city_id, cityName: profile.city_name } }),
  cityOfResidenceName: () => ({}),
  nationality: (profile) => ({ nationality: { countryCode: profile.nationality } }),
  verificationCode: (profile) => ({ identityNumber: profile.verification_code }),
  verificationType: (profile) => ({ identityType: profile.verification_type }),
  politicallyExposed: (profile) => ({ isPoliticallyExposed: profile.politically_exposed }),
} satisfies Record<ReadBackMappedKey<CustomerIdentityFields>, (profile: Selectable<IndividualProfilesTable>) => object>;

type OtherInfo = Selectable<IndividualOtherInfosTable>;

/** The other information's ids nested or renamed as the product reads them back in `identification`. */
const IDENTIFICATION_READ_BACK = {
  identificationType: (other) => ({ identificationType: { identificationTypeId: other.identification_type_id } }),
  proofOfAddressIdentificationType: (other) => ({
    proofOfAddressTypeId: { identificationTypeId: other.proof_of_address_type_id },
  }),
} satisfies Record<ReadBackMappedKey<IdentificationFields>, (other: OtherInfo) => object>;

/** …and in `personalOtherInfo`; the email is not read back. */
const PERSONAL_OTHER_INFO_READ_BACK = {
  email: () => ({}),
  intendedUse: (other) => ({ intendedUse: other.intended_use }),
  transactionVolume: (other) => ({ transVolumeId: { transactionVolumeId: other.transaction_volume_id } }),
  transactionFrequency: (other) => ({ transFrequencyId: { transactionFrequencyId: other.transaction_frequency_id } }),
  occupation: (other) => ({ occupation: { occupationId: other.occupation_id } }),
  industry: (other) => ({ industry: { industryId: other.industry_id } }),
  yearlyIncome: (other) => ({ incomes: other.income_id }),
} satisfies Record<ReadBackMappedKey<PersonalOtherInfoFields>, (other: OtherInfo) => object>;

/**
 * One individual account as saved (product §3 read-back), to edit it; with the changes the customer proposed, while a
 * revision of the approved account is undecided.
 */
export async function readIndividualAccount(db: Db, { owner, account }: ViewableAccount) {
  return withRevisionApplied(db, account, (db) => readIndividual(db, owner, account));
}

async function readIndividual(db: Db, owner: string, account: { id: number; status_id: number }) {
  const [profile, other] = await Promise.all([
    db.selectFrom('individual_profiles').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
    db.selectFrom('individual_other_infos').selectAll().where('account_id', '=', account.id).executeTakeFirst(),
  ]);
  const documents = await describeDocuments(
    db,
    owner,
    other ? [other.identification_document_id, other.proof_of_address_document_id] : [],
  );
  const nameOf = (id: string) => documents.get(id)?.name ?? '';
  return {
    accountId: account.id,
    accountStatus: {
      accountStatus: ACCOUNT_STATUS_TEXT[account.status_id] ?? 'Unknown',
      accountStatusId: account.status_id,
    },
    personalInfo: profile
      ? { ...readBackValues(CUSTOMER_IDENTITY_FIELDS, profile), ...mapAll(IDENTITY_READ_BACK, profile) }
      : null,
    identification: other
      ? {
          ...readBackValues(IDENTIFICATION_FIELDS, other),
          ...mapAll(IDENTIFICATION_READ_BACK, other),
          attachmentId: {
            attachment: documentUrl(other.identification_document_id),
            attachmentName: nameOf(other.identification_document_id),
          },
          proofOfAddressName: nameOf(other.proof_of_address_document_id),
          proofOfAddressDoc: documentUrl(other.proof_of_address_document_id),
        }
      : null,
    personalOtherInfo: other
      ? { ...readBackValues(PERSONAL_OTHER_INFO_FIELDS, other), ...mapAll(PERSONAL_OTHER_INFO_READ_BACK, other) }
      : null,
  };
}
