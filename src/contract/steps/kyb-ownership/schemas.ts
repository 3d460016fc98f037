import * as v from 'valibot';
import { DocumentBase64, DocumentName } from '../../documents';
import { verificationNumberShaped, verificationTypesFor } from '../kyc-identity/verification';
import { AccountIdSchema, IdSchema } from '../../common';
import { isValidPhone, PhoneSchema } from '../../phone';
import { cityChosenOrTyped, postalCodeOfCountry } from '../../places';
import { IDENTIFICATION_TYPE } from '../../reference';
import { formEntries, readBackEntries, requestEntries } from '../../step-fields';
import { attach, choose, enter, say } from '../../validation';
import {
  ADD_A_DIRECTOR_MESSAGE,
  issueAt,
  MAX_PEOPLE,
  RequiredDocument,
  SHARES_REQUIRED_MESSAGE,
  YesNoChoice,
  type PathInput,
} from '../kyb-shared';
import { BUSINESS_PERSON_FIELDS, type BusinessPersonFields } from './person-fields';

/*
 * KYB step 1, the directors, shareholders and ownership structure: a person on the wire, the forms, the request and
 * the read-back (a person's fields are declared in ./person-fields.ts, the mappers in ./mappers.ts).
 */

/**
 * The key under which the product specification sends and reads back a person's identity document type, misspelt:
 * the wire's only. Inside the code it is identificationType; the request schema maps it on parse, toPersonOnWire on
 * sending, and the read-back writes and reads it under this key.
 */
export const IDENTIFICATION_TYPE_ON_WIRE = 'identifcationType';

type OnWire = typeof IDENTIFICATION_TYPE_ON_WIRE;
/** A record with the identity document's type under the specification's key. */
type OnWireOf<T extends { identificationType: unknown }> = Omit<T, 'identificationType'> &
  Record<OnWire, T['identificationType']>;

/** The request's entries of a person, in their declared order, the identity document's type under the wire's key. */
const personEntriesOnWire = Object.fromEntries(
  Object.entries(requestEntries(BUSINESS_PERSON_FIELDS)).map(([key, schema]) => [
    key === 'identificationType' ? IDENTIFICATION_TYPE_ON_WIRE : key,
    schema,
  ]),
) as OnWireOf<ReturnType<typeof requestEntries<BusinessPersonFields>>>;

/** A person's record as sent, as the code holds it: the identity document's type under its right name. */
const fromWire = <T extends Record<OnWire, unknown>>({
  [IDENTIFICATION_TYPE_ON_WIRE]: identificationType,
  ...person
}: T): Omit<T, OnWire> & { identificationType: T[OnWire] } => ({ ...person, identificationType });

/** A person's record as the code holds it, as sent: the identity document's type under the specification's key. */
export const toPersonOnWire = <T extends { identificationType: unknown }>({
  identificationType,
  ...person
}: T): OnWireOf<T> => ({
  ...person,
  [IDENTIFICATION_TYPE_ON_WIRE]: identificationType,
});

interface RoleFields {
  isDirectorInfo: boolean;
  isShareholderInfo: boolean;
  directorRole: string;
  numberOfShares: number;
}

/** Product §5: a person is a director, a shareholder or both; a director has a role, a shareholder shares. */
const roleRules = <T extends RoleFields>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const person = dataset.value as T & PathInput;
    if (!person.isDirectorInfo && !person.isShareholderInfo)
      addIssue(issueAt(person, 'isDirectorInfo', say('directorOrShareholder')));
    if (person.isDirectorInfo && person.directorRole === '')
      addIssue(issueAt(person, 'directorRole', enter('theDirectorRole')));
    if (person.isShareholderInfo && person.numberOfShares < 1)
      addIssue(issueAt(person, 'numberOfShares', SHARES_REQUIRED_MESSAGE));
  });

/** A shareholder-only person has no role, and a person who is not a shareholder holds no shares. */
const keepRoleFields = <T extends RoleFields>(person: T): T => ({
  ...person,
  directorRole: person.isDirectorInfo ? person.directorRole : '',
  numberOfShares: person.isShareholderInfo ? person.numberOfShares : 0,
});

/**
 * The 'Add a director' / 'Add a shareholder' modal. `id` is the entry's id in the working list (product §3: directors
 * plus shareholders plus one); the phone is optional and international; both documents are required.
 */
export const BusinessPersonForm = v.pipe(
  v.object({
    ...formEntries(BUSINESS_PERSON_FIELDS),
    id: v.number(),
    personalInfoId: v.nullable(v.number()),
    /** Empty until chosen: the nationality's first type (chosenVerificationType). */
    verificationType: v.optional(v.string(), ''),
    phone: v.union([v.literal(''), PhoneSchema], say('invalidPhone')),
    IsPoliticallyExposed: YesNoChoice,
    identificationDocument: RequiredDocument(attach('theIdentityDocument')),
    proofOfAddressDocument: RequiredDocument(attach('theProofOfAddress')),
  }),
  roleRules(),
  cityChosenOrTyped('cityOfResidence', 'cityOfResidenceName', choose('orTypeTheCityOfResidence')),
  postalCodeOfCountry('countryOfResidence', 'postalCode', 'thePostalCode'),
  verificationNumberShaped(),
  v.transform(keepRoleFields),
);
export type BusinessPersonFormValues = v.InferInput<typeof BusinessPersonForm>;
export type BusinessPersonEntry = v.InferOutput<typeof BusinessPersonForm>;

/**
 * A director's or shareholder's record as the contract sends it, parsed into the code's names (fromWire). One person
 * may be both (the two flags).
 */
export const BusinessPerson = v.pipe(
  v.object({
    ...personEntriesOnWire,
    /** The stored person this record replaces (editing an onboarded business). */
    personalInfoId: v.optional(v.nullable(IdSchema)),
    identificationName: DocumentName(attach('theIdentityDocument')),
    identificationAttachment: DocumentBase64(attach('theIdentityDocument')),
    proofOfAddressAttachmentName: DocumentName(attach('theProofOfAddress')),
    proofOfAddressAttachment: DocumentBase64(attach('theProofOfAddress')),
  }),
  roleRules(),
  cityChosenOrTyped('cityOfResidence', 'cityOfResidenceName', choose('orTypeTheCityOfResidence')),
  postalCodeOfCountry('countryOfResidence', 'postalCode', 'thePostalCode'),
  v.forward(
    v.partialCheck(
      [['nationality'], ['verificationType']],
      (input) => verificationTypesFor(input.nationality).includes(input.verificationType),
      'verificationType follows nationality: BVN for NG, SSN for US, otherwise PASSPORT, NATIONAL_ID or ITIN',
    ),
    ['verificationType'],
  ),
  verificationNumberShaped(),
  v.forward(
    v.partialCheck(
      [['mobileCountryCode'], ['mobileNumber']],
      (input) =>
        (input.mobileNumber === '' && input.mobileCountryCode === '') ||
        isValidPhone(input.mobileCountryCode + input.mobileNumber),
      say('invalidPhone'),
    ),
    ['mobileNumber'],
  ),
  v.transform(keepRoleFields),
  v.transform(fromWire),
);
export type BusinessPerson = v.InferOutput<typeof BusinessPerson>;

/** The ownership step's own form: the structure document; the people are the working list beside it. */
export const OwnershipForm = v.object({ ownershipStructure: RequiredDocument(attach('theOwnershipStructure')) });
export type OwnershipFormValues = v.InferInput<typeof OwnershipForm>;

export const OwnershipRequest = v.pipe(
  v.object({
    accountId: AccountIdSchema,
    identificationType: v.literal(
      IDENTIFICATION_TYPE.ownershipStructure,
      `identificationType of the ownership structure is ${IDENTIFICATION_TYPE.ownershipStructure}`,
    ),
    ownershipStructureName: DocumentName(attach('theOwnershipStructure')),
    ownershipStructureAttachment: DocumentBase64(attach('theOwnershipStructure')),
    directorAndShareholderInfo: v.pipe(
      v.array(BusinessPerson),
      v.check((people) => people.some((person) => person.isDirectorInfo), ADD_A_DIRECTOR_MESSAGE),
      v.maxLength(MAX_PEOPLE, say('tooManyPeople', { max: MAX_PEOPLE })),
      v.check((people) => {
        const ids = people.map((person) => person.personalInfoId).filter((id) => id != null);
        return new Set(ids).size === ids.length;
      }, say('samePersonTwice')),
    ),
  }),
);
export type OwnershipRequest = v.InferInput<typeof OwnershipRequest>;

export const OwnershipResponse = v.object({ ownershipStructureId: v.number(), accountId: v.number() });

/** A stored director or shareholder: the record as sent, with document URLs in place of their content. */
export const BusinessPersonItem = v.object({
  personalInfoId: v.number(),
  ...readBackEntries(BUSINESS_PERSON_FIELDS),
  stateOfResidence: v.number(),
  /** null when the town was typed: cityOfResidenceName. */
  cityOfResidence: v.nullable(v.number()),
  cityOfResidenceName: v.nullable(v.string()),
  [IDENTIFICATION_TYPE_ON_WIRE]: v.number(),
  identificationName: v.string(),
  identificationAttachment: v.string(),
  proofOfAddressIdentificationType: v.number(),
  proofOfAddressAttachmentName: v.string(),
  proofOfAddressAttachment: v.string(),
});
export type BusinessPersonItem = v.InferOutput<typeof BusinessPersonItem>;

export const ShareholdersInfoResponse = v.object({
  accountId: v.number(),
  directors: v.array(BusinessPersonItem),
  shareholders: v.array(BusinessPersonItem),
  ownership: v.nullable(
    v.object({
      ownershipStructureId: v.number(),
      ownershipAttachment: v.string(),
      ownershipAttachmentName: v.string(),
    }),
  ),
});
export type ShareholdersInfoResponse = v.InferOutput<typeof ShareholdersInfoResponse>;
