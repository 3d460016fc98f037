import * as v from 'valibot';
import {
  BUSINESS_PERSON_FIELDS,
  BusinessPersonForm,
  IDENTIFICATION_TYPE,
  chosenVerificationType,
  mapAll,
  requestValues,
  toPersonOnWire,
  type BusinessPerson,
  type BusinessPersonEntry,
  type BusinessPersonFields,
  type BusinessPersonFormValues,
  type FormMappedKey,
  type FormDocument,
  type OwnershipRequest,
} from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';

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
