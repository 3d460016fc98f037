import * as v from 'valibot';
import {
  BusinessPersonForm,
  IDENTIFICATION_TYPE,
  chosenVerificationType,
  type BusinessPerson,
  type BusinessPersonFormValues,
  type FormDocument,
  type OwnershipRequest,
} from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';

/** A working-list entry as the contract's director or shareholder record. */
function toPersonRecord(entry: BusinessPersonFormValues): v.InferInput<typeof BusinessPerson> {
  const person = v.parse(BusinessPersonForm, entry);
  const phone = person.phone ? splitPhone(person.phone) : { countryCode: '', mobileNumber: '' };
  return {
    personalInfoId: person.personalInfoId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    dob: person.dob,
    mobileCountryCode: phone.countryCode,
    mobileNumber: phone.mobileNumber,
    countryOfResidence: person.countryOfResidence,
    stateOfResidence: person.stateOfResidence,
    cityOfResidence: person.cityOfResidence,
    cityOfResidenceName: person.cityOfResidenceName,
    postalCode: person.postalCode,
    streetAddress: person.streetAddress,
    nationality: person.nationality,
    verificationType: chosenVerificationType(person.nationality, person.verificationType),
    verificationCode: person.verificationCode,
    politicallyExposed: person.IsPoliticallyExposed === 'true',
    identificationNumber: person.identificationNumber,
    identifcationType: person.identifcationType,
    identificationName: person.identificationDocument!.name,
    identificationAttachment: person.identificationDocument!.content,
    proofOfAddressIdentificationType: person.proofOfAddressIdentificationType,
    proofOfAddressAttachmentName: person.proofOfAddressDocument!.name,
    proofOfAddressAttachment: person.proofOfAddressDocument!.content,
    numberOfShares: person.numberOfShares,
    directorRole: person.directorRole,
    isDirectorInfo: person.isDirectorInfo,
    isShareholderInfo: person.isShareholderInfo,
  };
}

/** Product §3's ownership payload: the structure document (type 16) and every person of the working list. */
export function toOwnershipRequest(structure: FormDocument, people: BusinessPersonFormValues[], accountId: number): OwnershipRequest {
  return {
    accountId,
    identificationType: IDENTIFICATION_TYPE.ownershipStructure,
    ownershipStructureName: structure.name,
    ownershipStructureAttachment: structure.content,
    directorAndShareholderInfo: people.map(toPersonRecord),
  };
}
