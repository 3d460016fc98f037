import * as v from 'valibot';
import { splitPhone } from '../../phone-numbers';
import { IDENTIFICATION_TYPE } from '../../reference';
import {
  emptyFormValues,
  mapAll,
  prefilledValues,
  readBackValues,
  requestValues,
  type FormMappedKey,
  type PrefillMappedKey,
  type ReadBackMappedKey,
} from '../../step-fields';
import { chosenVerificationType } from '../kyc-identity/verification';
import { yesNoChoiceOf, type FormDocument } from '../kyb-shared';
import { BUSINESS_PERSON_FIELDS, type BusinessPersonFields, type PersonRow } from './person-fields';
import {
  BusinessPersonForm,
  IDENTIFICATION_TYPE_ON_WIRE,
  toPersonOnWire,
  type BusinessPerson,
  type BusinessPersonEntry,
  type BusinessPersonFormValues,
  type BusinessPersonItem,
  type OwnershipRequest,
} from './schemas';

/*
 * KYB step 1's mappers, pure, where the person dialog's form, the request and the read-back hold a field otherwise
 * (step-fields.ts, LEGACY): the working list to the request, a stored person to the read-back, the read-back to the
 * dialog's values. Imported by their own path: the phone's split needs libphonenumber (../../phone-numbers).
 */

export type PersonKind = 'director' | 'shareholder';

/** Product §9: shares default to 1 for a shareholder and 0 (the form's default) otherwise. */
export const blankPerson = (kind: PersonKind, id: number): BusinessPersonFormValues => ({
  ...emptyFormValues(BUSINESS_PERSON_FIELDS),
  id,
  personalInfoId: null,
  phone: '',
  verificationType: '',
  IsPoliticallyExposed: 'false',
  identificationDocument: null,
  proofOfAddressDocument: null,
  numberOfShares: kind === 'shareholder' ? 1 : 0,
  isDirectorInfo: kind === 'director',
  isShareholderInfo: kind === 'shareholder',
});

/** A person's request entries where the form holds them otherwise: the phone split, the verification type chosen, the Yes/No. */
const FROM_FORM = {
  mobileCountryCode: (person) => {
    const phone = person.phone ? splitPhone(person.phone) : { countryCode: '', mobileNumber: '' };
    return { mobileCountryCode: phone.countryCode, mobileNumber: phone.mobileNumber };
  },
  mobileNumber: () => ({}),
  verificationType: (person) => ({
    verificationType: chosenVerificationType(person.nationality, person.verificationType, person),
  }),
  politicallyExposed: (person) => ({ politicallyExposed: person.IsPoliticallyExposed === 'true' }),
} satisfies Record<FormMappedKey<BusinessPersonFields>, (person: BusinessPersonEntry) => object>;

/** A working-list entry as the contract's director or shareholder record. */
function toPersonRecord(entry: BusinessPersonFormValues): v.InferInput<typeof BusinessPerson> {
  const person = v.parse(BusinessPersonForm, entry);
  return toPersonOnWire({
    personalInfoId: person.personalInfoId,
    ...requestValues(BUSINESS_PERSON_FIELDS, person),
    ...mapAll(FROM_FORM, person),
    identificationName: person.identificationDocument!.name,
    identificationAttachment: person.identificationDocument!.content,
    proofOfAddressAttachmentName: person.proofOfAddressDocument!.name,
    proofOfAddressAttachment: person.proofOfAddressDocument!.content,
  });
}

/** Product §3's ownership payload: the structure document (type 16) and every person of the working list. */
export function toOwnershipRequest(
  structure: FormDocument,
  people: BusinessPersonFormValues[],
  accountId: number,
): OwnershipRequest {
  return {
    accountId,
    identificationType: IDENTIFICATION_TYPE.ownershipStructure,
    ownershipStructureName: structure.name,
    ownershipStructureAttachment: structure.content,
    directorAndShareholderInfo: people.map(toPersonRecord),
  };
}

/** A director's or shareholder's ids and city as stored, under their keys (the form holds them as text). */
const READ_BACK = {
  stateOfResidence: (person) => ({ stateOfResidence: person.state_id }),
  cityOfResidence: (person) => ({ cityOfResidence: person.city_id }),
  cityOfResidenceName: (person) => ({ cityOfResidenceName: person.city_name }),
  identificationType: (person) => ({ [IDENTIFICATION_TYPE_ON_WIRE]: person.identification_type_id }),
  proofOfAddressIdentificationType: (person) => ({ proofOfAddressIdentificationType: person.proof_of_address_type_id }),
} satisfies Record<ReadBackMappedKey<BusinessPersonFields>, (person: PersonRow) => object>;

/** A director's or shareholder's record in shareholdersInfo from the stored row, but its id and documents. */
export const personReadBack = (person: PersonRow) => ({
  ...readBackValues(BUSINESS_PERSON_FIELDS, person),
  ...mapAll(READ_BACK, person),
});

/** A person's form values where the form holds them otherwise: the phone in one field, the ids as text, the Yes/No as text. */
const PREFILLED = {
  mobileCountryCode: (person) => ({
    phone: person.mobileNumber ? `${person.mobileCountryCode}${person.mobileNumber}` : '',
  }),
  mobileNumber: () => ({}),
  stateOfResidence: (person) => ({ stateOfResidence: String(person.stateOfResidence) }),
  cityOfResidence: (person) => ({
    cityOfResidence: person.cityOfResidence === null ? '' : String(person.cityOfResidence),
  }),
  cityOfResidenceName: (person) => ({ cityOfResidenceName: person.cityOfResidenceName ?? '' }),
  verificationType: (person) => ({ verificationType: person.verificationType }),
  identificationType: (person) => ({ identificationType: String(person[IDENTIFICATION_TYPE_ON_WIRE]) }),
  proofOfAddressIdentificationType: (person) => ({
    proofOfAddressIdentificationType: String(person.proofOfAddressIdentificationType),
  }),
  politicallyExposed: (person) => ({ IsPoliticallyExposed: yesNoChoiceOf(person.politicallyExposed) }),
} satisfies Record<
  PrefillMappedKey<BusinessPersonFields>,
  (person: BusinessPersonItem) => Partial<BusinessPersonFormValues>
>;

/** A saved person as a working-list entry, with the two documents the client downloaded. */
export const personFormValues = (
  person: BusinessPersonItem,
  id: number,
  documents: { identificationDocument: FormDocument; proofOfAddressDocument: FormDocument },
): BusinessPersonFormValues => ({
  id,
  personalInfoId: person.personalInfoId,
  ...prefilledValues(BUSINESS_PERSON_FIELDS, person),
  ...mapAll(PREFILLED, person),
  ...documents,
});
