import * as v from 'valibot';
import { AccountIdSchema, CallingCodeSchema, chosenId, EmailSchema, IdSchema, NationalNumberSchema, optionalText, requiredText } from './common';
import { attach, choose, enter, say, type SchemaMessage } from './validation';
import { fieldCheck } from './field-checks';
import { BUSINESS_NUMBER_LENGTH, businessIdentifierWords, type BusinessIdentifierType } from './business-identifier-types';
import { isValidPhone, PhoneSchema } from './phone';
import { BUSINESS_PEP, IDENTIFICATION_TYPE } from './reference';
import {
  CUSTOMER_IDENTITY_FIELDS,
  DobSchema,
  DocumentBase64,
  DocumentName,
  VERIFICATION_TYPES,
  verificationNumberShaped,
  verificationTypesFor,
  type CustomerIdentityFields,
} from './accounts';
import { cityChosenOrTyped, CityIdSchema, CityNameSchema, CityReadBack, CountryCode, PostalCodeSchema, postalCodeOfCountry } from './places';
import { BUSINESS_INFO_FIELDS } from './business-info-fields';
import type { ReviewFieldKey } from './review-labels';
import { formEntries, LEGACY, picked, readBackEntries, requestEntries, stepField } from './step-fields';

/*
 * Business onboarding (KYB, product §3): the four step payloads, the forms that make them, their read-backs, and the
 * rules both ends share. Field names are the product's, misspellings included (identifcationType, pepfullName).
 */

/**
 * Product §9: incorporation in NG gives TAXID, in the US EIN. Elsewhere the identifier the country uses, as the number
 * given shows it (a French business gives a SIREN or a SIRET): needs ./business-identifiers.
 */
export const businessIdentificationTypeFor = (countryOfIncorporation: string, identificationNumber = ''): BusinessIdentifierType =>
  countryOfIncorporation === 'NG'
    ? 'TAXID'
    : countryOfIncorporation === 'US'
      ? 'EIN'
      : fieldCheck('businessIdentifier')(countryOfIncorporation, identificationNumber).type;

/**
 * The identification number checked for its country of incorporation (./business-identifiers), in the form and the
 * request alike: any text for NG and US (product §9); elsewhere the library's check, or a sane length where there is
 * none, the message naming the identifier ('Enter a valid SIREN (9 digits) or SIRET (14 digits)').
 */
const businessIdentifierChecked = <T extends { countryCodeOfIncorporation: string; identificationNumber: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Partial<Record<'countryCodeOfIncorporation' | 'identificationNumber', unknown>> & PathInput;
    const country = input?.countryCodeOfIncorporation;
    const number = input?.identificationNumber;
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country) || country === 'NG' || country === 'US') return;
    if (typeof number !== 'string' || number.trim() === '' || fieldCheck('businessIdentifier')(country, number).valid) return;
    const identifier = businessIdentifierWords(country);
    const message = fieldCheck('businessIdentifierChecked')(country)
      ? say('businessIdentifierInvalid', { identifier })
      : say('businessNumberLength', { identifier, min: BUSINESS_NUMBER_LENGTH.min, max: BUSINESS_NUMBER_LENGTH.max });
    addIssue(issueAt(input, 'identificationNumber', message));
  });

export const SOURCES_OF_FUNDS = ['From Bank', 'Individual', 'Personal'] as const;

/** The three fixed business documents; the fourth is a proof of address of a type the user picks (poaID). */
export const BUSINESS_DOCUMENT_TYPES = [
  IDENTIFICATION_TYPE.certificateOfIncorporation,
  IDENTIFICATION_TYPE.articleOfAssociation,
  IDENTIFICATION_TYPE.otherEquivalentDocument,
] as const;
const FOUR_DOCUMENTS_MESSAGE = say('fourDocuments');
const SHARES_REQUIRED_MESSAGE = enter('theNumberOfShares');
export const MAX_PEOPLE = 30;
export const ADD_A_DIRECTOR_MESSAGE = say('addDirector');
export const MIN_OPERATION_YEARS = 1;

/** `companyOperationDuration` as the product description sends it: '{n} years'. */
export const operationDurationText = (years: number) => `${years} years`;
export const operationDurationYears = (text: string) => Math.max(MIN_OPERATION_YEARS, Number(/^(\d+)/.exec(text)?.[1] ?? MIN_OPERATION_YEARS));

/** A Yes/No answer as the requests carry it: a boolean, its message naming the field. */
const YesNoBoolean = (field: string) => v.boolean(`${field}: choose Yes or No`);
/** The Yes/No radio groups of the forms hold 'true' or 'false'. */
const YesNoChoice = v.pipe(v.string(choose('yesOrNo')), v.picklist(['true', 'false'], choose('yesOrNo')));
export type YesNoChoice = v.InferOutput<typeof YesNoChoice>;
export const yesNoChoiceOf = (answer: boolean): YesNoChoice => (answer ? 'true' : 'false');

type PathInput = Record<string, unknown>;
/** An issue on one field of an object, for checks that look at several fields. */
const issueAt = (input: PathInput, key: string, message: SchemaMessage) => ({
  message,
  path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] as [v.ObjectPathItem],
});

/** A document held by a form: its name and base64 content, and the stored attachment it replaces when editing. */
export const FormDocument = v.object({ name: v.string(), content: v.string(), attachmentId: v.optional(v.number()) });
export type FormDocument = v.InferOutput<typeof FormDocument>;
const RequiredDocument = (message: SchemaMessage) =>
  v.pipe(
    v.nullable(FormDocument, null),
    v.check((document) => !!document?.content, message),
  );

// ---------------------------------------------------------------------------------------------------------------
// Step 0: business information (its fields: business-info-fields.ts)

/**
 * The business information form: the payload's fields, the phone in one international field, the duration as a
 * number of years, and the four documents (product §5: submits only when all four are attached and the phone is valid).
 */
export const BusinessInfoForm = v.pipe(
  v.object({
    ...formEntries(BUSINESS_INFO_FIELDS),
    sameAsLegalName: v.boolean(),
    businessPhoneNumber: PhoneSchema,
    companyOperationDuration: v.pipe(
      v.number(enter('howManyYearsTheCompanyHasOperated')),
      v.integer(say('wholeYears')),
      v.minValue(MIN_OPERATION_YEARS, say('atLeastYears', { min: MIN_OPERATION_YEARS })),
      v.maxValue(999, say('atMostYears', { max: 999 })),
    ),
    poaID: chosenId(choose('aProofOfAddressType')),
    proofOfAddress: RequiredDocument(attach('theProofOfAddress')),
    certificateOfIncorporation: RequiredDocument(attach('theCertificateOfIncorporation')),
    articleOfAssociation: RequiredDocument(attach('theArticleOfAssociation')),
    otherEquivalentDocument: RequiredDocument(say('attachAllFour')),
  }),
  cityChosenOrTyped('cityId', 'cityName', choose('orTypeTheCity')),
  businessIdentifierChecked(),
  postalCodeOfCountry('countryCodeOfResidence', 'postalCode', 'thePostalCode'),
  // Product §3: the trading name is the legal name when 'same as legal name' is ticked.
  v.transform((form) => ({ ...form, tradingName: form.sameAsLegalName ? form.legalName : form.tradingName })),
);
export type BusinessInfoFormValues = v.InferInput<typeof BusinessInfoForm>;

export const KybAttachment = v.object({
  /** The stored attachment this one replaces (editing). */
  attachmentId: v.optional(v.nullable(IdSchema)),
  identificationType: chosenId(choose('aDocumentType')),
  identificationAttachment: DocumentBase64(attach('theDocument')),
  identificationName: DocumentName(attach('theDocument')),
});

export const BusinessInfoRequest = v.pipe(
  v.object({
    ...requestEntries(BUSINESS_INFO_FIELDS),
    accountId: AccountIdSchema,
    kybAttachments: v.array(KybAttachment),
  }),
  cityChosenOrTyped('cityId', 'cityName', choose('orTypeTheCity')),
  postalCodeOfCountry('countryCodeOfResidence', 'postalCode', 'thePostalCode'),
  v.forward(
    v.partialCheck(
      [['countryCodeOfIncorporation'], ['identificationType'], ['identificationNumber']],
      (input) => input.identificationType === businessIdentificationTypeFor(input.countryCodeOfIncorporation, input.identificationNumber),
      "identificationType is TAXID for a business incorporated in NG, EIN in the US, else the country's identifier the number is (SIREN or SIRET in FR, …)",
    ),
    ['identificationType'],
  ),
  businessIdentifierChecked(),
  v.forward(
    v.partialCheck(
      [['businessPhoneNumberCountryCode'], ['businessPhoneNumber']],
      (input) => isValidPhone(input.businessPhoneNumberCountryCode + input.businessPhoneNumber),
      say('invalidPhone'),
    ),
    ['businessPhoneNumber'],
  ),
  v.forward(
    v.partialCheck([['kybAttachments']], (input) => hasFourBusinessDocuments(input.kybAttachments.map((a) => a.identificationType)), FOUR_DOCUMENTS_MESSAGE),
    ['kybAttachments'],
  ),
);
export type BusinessInfoRequest = v.InferInput<typeof BusinessInfoRequest>;

/** One each of 8, 9 and 10, and one proof of address (any other type; the server checks its kind). */
export function hasFourBusinessDocuments(types: number[]) {
  if (types.length !== 4) return false;
  const fixed = BUSINESS_DOCUMENT_TYPES.map((type) => types.filter((t) => t === type).length);
  return fixed.every((count) => count === 1) && !types.includes(IDENTIFICATION_TYPE.ownershipStructure);
}

export const BusinessInfoResponse = v.object({ accountId: v.number(), businessInfoId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// Step 1: directors, shareholders and the ownership structure

const SharesSchema = v.pipe(
  v.number(SHARES_REQUIRED_MESSAGE),
  v.integer(SHARES_REQUIRED_MESSAGE),
  v.minValue(0, SHARES_REQUIRED_MESSAGE),
  v.maxValue(100, say('sharesAtMost100')),
);

/** The column and reviewer's line of the customer's identity field of this key: business_people shares them with individual_profiles. */
const asCustomer = <const K extends keyof CustomerIdentityFields>(key: K) => {
  const { column, review } = CUSTOMER_IDENTITY_FIELDS[key];
  return { column, review } as Pick<CustomerIdentityFields[K], 'column' | 'review'>;
};

/** A person's identity field typed as the request sends it and read back as stored, in the customer's column and line. */
const identityText = <S extends v.GenericSchema<string | undefined, string>, const K extends keyof CustomerIdentityFields>(schema: S, key: K) =>
  stepField({ schema, ...asCustomer(key), readBack: v.string(), form: { empty: '' } });

/** A person's id or typed city in the customer's column and line: the form holds it as text, read back as stored. */
const identityPicked = <S extends v.GenericSchema, const K extends keyof CustomerIdentityFields>(schema: S, key: K) =>
  stepField({ schema, ...asCustomer(key), readBack: LEGACY, form: { empty: '' } });

/**
 * KYB step 1, a director's or shareholder's record (product §3), field by field in the reviewer's order: the request's
 * key, the business_people column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The
 * identity's columns and lines are the customer's (CUSTOMER_IDENTITY_FIELDS); the ids, held by the form as text, are
 * read back as stored under their keys. The two documents and the entry's ids are the step's own.
 */
export const BUSINESS_PERSON_FIELDS = {
  firstName: identityText(requiredText('theFirstName', 100), 'firstName'),
  lastName: identityText(requiredText('theLastName', 100), 'lastName'),
  email: identityText(EmailSchema, 'email'),
  dob: identityText(DobSchema, 'dob'),
  /** The form holds the optional phone in one international field. */
  mobileCountryCode: stepField({
    schema: v.optional(v.union([v.literal(''), CallingCodeSchema]), ''),
    ...asCustomer('mobileCountryCode'),
    readBack: v.string(),
    form: LEGACY,
  }),
  mobileNumber: stepField({
    schema: v.optional(v.union([v.literal(''), NationalNumberSchema]), ''),
    ...asCustomer('mobileNumber'),
    readBack: v.string(),
    form: LEGACY,
  }),
  countryOfResidence: identityText(CountryCode(choose('theCountryOfResidence')), 'countryOfResidence'),
  stateOfResidence: identityPicked(chosenId(choose('theStateOfResidence')), 'stateOfResidence'),
  cityOfResidence: identityPicked(CityIdSchema(choose('orTypeTheCityOfResidence')), 'cityOfResidence'),
  /** A town missing from the city list, typed (beyond the product description); then cityOfResidence is empty. */
  cityOfResidenceName: identityPicked(CityNameSchema, 'cityOfResidenceName'),
  postalCode: identityText(PostalCodeSchema, 'postalCode'),
  streetAddress: identityText(requiredText('theStreetAddress'), 'streetAddress'),
  nationality: identityText(CountryCode(choose('theNationality')), 'nationality'),
  verificationCode: identityText(requiredText('theVerificationNumber', 40), 'verificationCode'),
  /** Follows nationality (verificationTypesFor); the form holds it empty until chosen. */
  verificationType: stepField({
    schema: v.picklist(VERIFICATION_TYPES, `verificationType must be one of ${VERIFICATION_TYPES.join(', ')}`),
    ...asCustomer('verificationType'),
    readBack: v.string(),
    form: LEGACY,
  }),
  identifcationType: picked(chosenId(choose('anIdentificationType')), 'identification_type_id', 'identificationType', 'identificationTypes'),
  identificationNumber: stepField({
    schema: requiredText('theIdentificationNumber', 60),
    column: 'identification_number',
    readBack: v.string(),
    review: { label: 'identificationNumber', shows: 'asStored' },
    form: { empty: '' },
  }),
  proofOfAddressIdentificationType: picked(chosenId(choose('aProofOfAddressType')), 'proof_of_address_type_id', 'proofOfAddressType', 'identificationTypes'),
  /** Shown to the reviewer for a director only. */
  directorRole: stepField({
    schema: optionalText(100),
    column: 'director_role',
    readBack: v.string(),
    review: { label: 'directorRole', shows: 'worded' },
    form: { empty: '' },
  }),
  /** The section's title names the roles; the director's role shows only for one. */
  isDirectorInfo: stepField({
    schema: v.boolean(),
    column: 'is_director',
    readBack: v.boolean(),
    review: { label: 'directorRole', shows: 'onLineAbove' },
    form: { empty: false },
  }),
  /** A percentage of ownership (product §9: those holding more than 25% are listed); shown for a shareholder only. */
  numberOfShares: stepField({
    schema: SharesSchema,
    column: 'number_of_shares',
    readBack: v.number(),
    review: { label: 'shares', shows: 'worded' },
    form: { empty: 0 },
  }),
  isShareholderInfo: stepField({
    schema: v.boolean(),
    column: 'is_shareholder',
    readBack: v.boolean(),
    review: { label: 'shares', shows: 'onLineAbove' },
    form: { empty: false },
  }),
  /** The form's Yes/No holds 'true' or 'false' (IsPoliticallyExposed). */
  politicallyExposed: stepField({ schema: YesNoBoolean('politicallyExposed'), ...asCustomer('politicallyExposed'), readBack: v.boolean(), form: LEGACY }),
};
export type BusinessPersonFields = typeof BUSINESS_PERSON_FIELDS;

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
    if (!person.isDirectorInfo && !person.isShareholderInfo) addIssue(issueAt(person, 'isDirectorInfo', say('directorOrShareholder')));
    if (person.isDirectorInfo && person.directorRole === '') addIssue(issueAt(person, 'directorRole', enter('theDirectorRole')));
    if (person.isShareholderInfo && person.numberOfShares < 1) addIssue(issueAt(person, 'numberOfShares', SHARES_REQUIRED_MESSAGE));
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

/** A director's or shareholder's record as the contract sends it. One person may be both (the two flags). */
export const BusinessPerson = v.pipe(
  v.object({
    ...requestEntries(BUSINESS_PERSON_FIELDS),
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
      (input) => (input.mobileNumber === '' && input.mobileCountryCode === '') || isValidPhone(input.mobileCountryCode + input.mobileNumber),
      say('invalidPhone'),
    ),
    ['mobileNumber'],
  ),
  v.transform(keepRoleFields),
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

// ---------------------------------------------------------------------------------------------------------------
// Step 2: business activity

/**
 * KYB step 2, the business activity (product §3), field by field in the reviewer's order: the request's key, the
 * business_activities column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The ids
 * picked from lists are held by the form as text and read back nested or renamed; the PEP answer and its names are
 * read back together in `businessPep`, the names stored as a JSON list of names.
 */
export const BUSINESS_ACTIVITY_FIELDS = {
  intendedUse: picked(chosenId(choose('theIntendedUseOfTheAccount')), 'intended_use', 'intendedUse', 'purposes'),
  transactionVolume: picked(chosenId(choose('theExpectedTransactionVolume')), 'transaction_volume_id', 'transactionVolume', 'volumes'),
  typeOfFinancialTransaction: picked(
    chosenId(choose('theTypeOfFinancialTransaction')),
    'financial_transaction_type_id',
    'financialTransactionType',
    'financialTransactionTypes',
  ),
  transactionFrequency: picked(chosenId(choose('theTransactionFrequency')), 'transaction_frequency_id', 'transactionFrequency', 'frequencies'),
  sourceOfFund: stepField({
    schema: v.pipe(v.string(choose('theSourceOfFunds')), v.picklist(SOURCES_OF_FUNDS, choose('theSourceOfFunds'))),
    column: 'source_of_fund',
    readBack: v.string(),
    review: { label: 'sourceOfFunds', shows: 'worded' },
    form: { empty: '' },
  }),
  pepId: picked(
    v.pipe(chosenId(choose('yesOrNo')), v.picklist([BUSINESS_PEP.yes, BUSINESS_PEP.no], choose('yesOrNo'))),
    'pep_id',
    'politicallyExposedPersons',
    'businessPeps',
  ),
  /** A line for each name; none unless the answer is yes. */
  pepFullnames: stepField({
    schema: v.optional(v.pipe(v.array(v.object({ pepfullName: requiredText('thePepFullName', 200) })), v.maxLength(20, say('tooManyNames', { max: 20 }))), []),
    column: 'pep_full_names',
    write: LEGACY,
    readBack: LEGACY,
    review: { label: 'politicallyExposedPersons', shows: 'worded' },
    form: { empty: [] },
  }),
};
export type BusinessActivityFields = typeof BUSINESS_ACTIVITY_FIELDS;

interface PepFields {
  pepId: number;
  pepFullnames: Array<{ pepfullName: string }>;
}

/** Product §5: full names are asked for (and kept) only when the answer is yes. */
const pepRules = <T extends PepFields>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.pepId === BUSINESS_PEP.yes && dataset.value.pepFullnames.length === 0) {
      addIssue(issueAt(dataset.value as T & PathInput, 'pepFullnames', say('pepNames')));
    }
  });
const keepPepNames = <T extends PepFields>(input: T): T => ({ ...input, pepFullnames: input.pepId === BUSINESS_PEP.yes ? input.pepFullnames : [] });

export const BusinessActivityForm = v.pipe(v.object(formEntries(BUSINESS_ACTIVITY_FIELDS)), pepRules(), v.transform(keepPepNames));
export type BusinessActivityFormValues = v.InferInput<typeof BusinessActivityForm>;

export const BusinessActivityRequest = v.pipe(
  v.object({ ...requestEntries(BUSINESS_ACTIVITY_FIELDS), accountId: AccountIdSchema }),
  pepRules(),
  v.transform(keepPepNames),
);
export type BusinessActivityRequest = v.InferInput<typeof BusinessActivityRequest>;

export const BusinessActivityResponse = v.object({ accountId: v.number(), businessActivityId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// Step 3: regulatory compliance

/**
 * Product §5: registered with a regulator asks for its name and number, penalized or investigated for the details. The
 * form's radio groups ('true' / 'false') and the request's booleans have their own names: `registered`, `penalized`.
 * Like partialCheck, each rule waits only for its own two fields to be valid, so the form shows it while the rest is unfilled.
 */
const complianceRules = <T>(registered: string, penalized: string) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as PathInput | null;
    if (typeof input !== 'object' || input === null) return;
    const invalid = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
    const detailsOnYes = [
      [registered, 'nameOfRegulator', 'theNameOfTheRegulator'],
      [registered, 'regulatorNumber', 'theRegulatorNumber'],
      [penalized, 'investigationDetail', 'theInvestigationDetails'],
    ] as const;
    for (const [answer, detail, what] of detailsOnYes) {
      const saidYes = input[answer] === true || input[answer] === 'true';
      if (!invalid.has(answer) && !invalid.has(detail) && saidYes && input[detail] === '') addIssue(issueAt(input, detail, enter(what)));
    }
  });

/** A Yes/No answer of the request, read back, shown to the reviewer and held by the form under names of their own. */
const yesNoAnswer = <const C extends string>(key: string, column: C, label: ReviewFieldKey) =>
  stepField({ schema: YesNoBoolean(key), column, readBack: LEGACY, review: { label, shows: 'worded' }, form: LEGACY });

/** A detail given on Yes: the reviewer reads it only then. */
const detailOnYes = <S extends v.GenericSchema<string | undefined, string>, const C extends string, const R extends v.GenericSchema | typeof LEGACY>(
  schema: S,
  column: C,
  readBack: R,
  label: ReviewFieldKey,
) => stepField({ schema, column, readBack, review: { label, shows: 'worded' }, form: { empty: '' } });

/**
 * KYB step 3, the regulatory compliance (product §3), field by field in the reviewer's order: the request's key, the
 * regulatory_companies column, the read-back, the reviewer's line and the form's empty value (step-fields.ts).
 */
export const COMPLIANCE_FIELDS = {
  /** Registered with a regulator. */
  complianceRegulator: yesNoAnswer('complianceRegulator', 'is_registered', 'registeredWithRegulator'),
  nameOfRegulator: detailOnYes(optionalText(), 'name_of_regulator', v.string(), 'nameOfRegulator'),
  regulatorNumber: detailOnYes(optionalText(60), 'regulator_number', LEGACY, 'regulatorNumber'),
  /** Penalized or investigated. */
  complianceIssue: yesNoAnswer('complianceIssue', 'is_penalized', 'penalized'),
  investigationDetail: detailOnYes(optionalText(2000), 'penalized_detail', LEGACY, 'investigationDetails'),
  sanctioned: yesNoAnswer('sanctioned', 'is_sanctioned', 'sanctioned'),
};
export type ComplianceFields = typeof COMPLIANCE_FIELDS;

/** The compliance form: Yes/No answers as the radio groups hold them, details shown (and required) only on Yes. */
export const ComplianceForm = v.pipe(
  v.object({
    ...formEntries(COMPLIANCE_FIELDS),
    isComplianceRegulator: YesNoChoice,
    isComplianceIssue: YesNoChoice,
    isSanctioned: YesNoChoice,
  }),
  complianceRules('isComplianceRegulator', 'isComplianceIssue'),
);
export type ComplianceFormValues = v.InferInput<typeof ComplianceForm>;

export const ComplianceRequest = v.pipe(
  v.object({ accountId: AccountIdSchema, ...requestEntries(COMPLIANCE_FIELDS) }),
  complianceRules('complianceRegulator', 'complianceIssue'),
  // Product §5: the regulator's details are kept only when registered, the investigation only when penalized.
  v.transform((input) => ({
    ...input,
    nameOfRegulator: input.complianceRegulator ? input.nameOfRegulator : '',
    regulatorNumber: input.complianceRegulator ? input.regulatorNumber : '',
    investigationDetail: input.complianceIssue ? input.investigationDetail : '',
  })),
);
export type ComplianceRequest = v.InferInput<typeof ComplianceRequest>;

export const ComplianceResponse = v.object({ accountId: v.number(), regulatoryCompanyId: v.number(), accountStatusId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// Read-backs

export const BusinessAccountQuery = v.object({ account_id: AccountIdSchema });

/** A stored document: `attachment` is its download URL (product §7: fetched as binary, turned into base64 to edit). */
export const BusinessAttachmentItem = v.object({
  businessAttachmentId: v.number(),
  attachmentName: v.string(),
  attachment: v.string(),
  identificationType: v.object({ identificationTypeId: v.number() }),
});

/** The business information as stored; the product's names and shapes beside the fields read back as they are. */
export const BusinessInfoItem = v.object({
  businessInfoId: v.number(),
  ...readBackEntries(BUSINESS_INFO_FIELDS),
  /** International form, +2348031234567. */
  businessPhone: v.string(),
  identityType: v.string(),
  identityNumber: v.string(),
  stateOfResidence: v.object({ stateId: v.number() }),
  cityOfResidence: CityReadBack,
  natureOfBusiness: v.object({ natureOfBusinessId: v.number() }),
  countryOfIncorporation: v.object({ countryCode: v.string() }),
  countryOfResidence: v.object({ countryCode: v.string() }),
});
export type BusinessInfoItem = v.InferOutput<typeof BusinessInfoItem>;

export const BusinessActivityItem = v.object({
  businessActivityId: v.number(),
  ...readBackEntries(BUSINESS_ACTIVITY_FIELDS),
  intendedUse: v.number(),
  transactionVolume: v.object({ transactionVolumeId: v.number() }),
  transactionFrequency: v.object({ transactionFrequencyId: v.number() }),
  financialTransactionType: v.object({ transactionTypeId: v.number() }),
  /** businessPepId is the answer (1 yes, 2 no); pepFullname joins the names, pepFullnames lists them. */
  businessPep: v.object({ businessPepId: v.number(), pepFullname: v.string(), pepFullnames: v.array(v.object({ pepfullName: v.string() })) }),
});
export type BusinessActivityItem = v.InferOutput<typeof BusinessActivityItem>;

export const RegulatoryCompanyItem = v.object({
  regulatoryCompanyId: v.number(),
  ...readBackEntries(COMPLIANCE_FIELDS),
  isBusinessRegistered: v.boolean(),
  regNumber: v.string(),
  isBusinessPenalized: v.boolean(),
  penalizedDetail: v.string(),
  isSanctioned: v.boolean(),
});
export type RegulatoryCompanyItem = v.InferOutput<typeof RegulatoryCompanyItem>;

export const BusinessAccountResponse = v.object({
  accountId: v.number(),
  accountStatusId: v.number(),
  businessInfo: v.nullable(BusinessInfoItem),
  businessRegistrationAttachment: v.array(BusinessAttachmentItem),
  businessActivities: v.nullable(BusinessActivityItem),
  regulatoryCompany: v.nullable(RegulatoryCompanyItem),
});
export type BusinessAccountResponse = v.InferOutput<typeof BusinessAccountResponse>;

/** A stored director or shareholder: the record as sent, with document URLs in place of their content. */
export const BusinessPersonItem = v.object({
  personalInfoId: v.number(),
  ...readBackEntries(BUSINESS_PERSON_FIELDS),
  stateOfResidence: v.number(),
  /** null when the town was typed: cityOfResidenceName. */
  cityOfResidence: v.nullable(v.number()),
  cityOfResidenceName: v.nullable(v.string()),
  identifcationType: v.number(),
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
  ownership: v.nullable(v.object({ ownershipStructureId: v.number(), ownershipAttachment: v.string(), ownershipAttachmentName: v.string() })),
});
export type ShareholdersInfoResponse = v.InferOutput<typeof ShareholdersInfoResponse>;
