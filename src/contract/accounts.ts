import * as v from 'valibot';
import { AccountIdSchema, chosenId, EmailSchema, requiredText } from './common';
import { attach, choose, enter, say, type SchemaMessage } from './validation';
import { fieldCheck } from './field-checks';
import type { ValidationMessageId } from './messages';
import { PhoneSchema } from './phone';
import { cityChosenOrTyped, CityIdSchema, CityNameSchema, CityReadBack, PostalCodeSchema, postalCodeOfCountry } from './places';
import { ACCOUNT_TYPE, IDENTIFICATION_TYPE } from './reference';
import { PhotoFindingsSchema } from './photo-findings';
import { MrzFindingsSchema } from './mrz-findings';
import type { ReviewFieldKey } from './review-labels';
import { formEntries, LEGACY, readBackEntries, requestEntries, stepField, type ReviewLine, type ReviewList } from './step-fields';

export const AccountTypeSchema = v.picklist([ACCOUNT_TYPE.individual, ACCOUNT_TYPE.corporate], choose('anAccountType'));

/**
 * v.object whose missing keys get the message their own schema gives for no value ('Enter your first name'),
 * rather than valibot's generic 'Invalid key', so an API caller sees the product's messages as the form does.
 */
export const fieldsObject = <E extends v.ObjectEntries>(entries: E) =>
  v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    return (entry && v.safeParse(entry, undefined, { lang: issue.lang }).issues?.[0]?.message) || 'Expected an object';
  });

/** Account ids are positive integers; forms and query strings may carry them as text. */
export const AccountIdQuery = v.object({ account_id: AccountIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// Documents (identity, proof of address; KYB and payments use the same rules)

/** Product §5: accepted upload types (anything else is refused with notADocument, naming the file). */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.join(',');
export type DocumentMimeType = 'image/jpeg' | 'image/png' | 'application/pdf';
/*
 * A document's real type, by a parse of its header rather than its first bytes alone (FF D8 FF followed by HTML is no
 * JPEG): the whole file, or as much of its beginning as holds the header, is given.
 */

const be16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const be32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

/** Markers that may stand between a JPEG's SOI and its frame header: APPn, COM, DQT, DHT, DAC, DRI. */
const isJpegTableOrMisc = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || [0xfe, 0xdb, 0xc4, 0xcc, 0xdd].includes(marker);
/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): every SOFn but C4 (DHT), C8 (JPG) and CC (DAC). */
const isJpegFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** SOI, then well-formed marker segments up to a frame header whose size, precision and components are sane. */
function isJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff && at < bytes.length) at++;
    const marker = bytes[at];
    const length = be16(bytes, at + 1);
    if (length < 2 || at + 1 + length > bytes.length) return false;
    if (isJpegFrame(marker)) {
      const precision = bytes[at + 3];
      const height = be16(bytes, at + 4);
      const width = be16(bytes, at + 6);
      const components = bytes[at + 8];
      if (![8, 12, 16].includes(precision) || height === 0 || width === 0 || components < 1 || components > 4) return false;
      if (length !== 8 + 3 * components) return false;
      for (let index = 0; index < components; index++) {
        const sampling = bytes[at + 10 + 3 * index];
        const horizontal = sampling >> 4;
        const vertical = sampling & 0x0f;
        if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || bytes[at + 11 + 3 * index] > 3) return false;
      }
      return true;
    }
    if (!isJpegTableOrMisc(marker)) return false;
    at += 1 + length;
  }
  return false;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each PNG colour type allows. */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
let crcTable: Uint32Array | undefined;
/** The CRC-32 PNG chunks carry. */
export function crc32(bytes: Uint8Array) {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let crc = index;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    return crc >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The signature, then an IHDR chunk of 13 bytes with sane values and a correct CRC. */
function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 33 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  if (be32(bytes, 8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return false;
  const width = be32(bytes, 16);
  const height = be32(bytes, 20);
  const [depth, colour, compression, filter, interlace] = bytes.subarray(24, 29);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return false;
  if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
  return crc32(bytes.subarray(12, 29)) === be32(bytes, 29);
}

/** `%PDF-` and a version, `1.7` or `2.0`. */
const isPdf = (bytes: Uint8Array) => /^%PDF-\d\.\d/.test(String.fromCharCode(...bytes.subarray(0, 8)));

/** The file's real type by a parse of its header, or null when it is none of JPEG, PNG, PDF (an .exe renamed .jpg, HTML behind FF D8 FF). */
export function sniffType(bytes: Uint8Array): DocumentMimeType | null {
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isPng(bytes)) return 'image/png';
  if (isPdf(bytes)) return 'application/pdf';
  return null;
}

/** The extensions a stored document's name may end in, by its real type (the first is added to a name without one). */
export const DOCUMENT_EXTENSIONS: Record<DocumentMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/**
 * The name a document of this real type is stored under: the name itself when its extension is one of the type's,
 * the name with the type's extension when it has none, null (refused) when it names another type (`evil.html`).
 */
export function documentName(name: string, actual: DocumentMimeType): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return `${name}.${DOCUMENT_EXTENSIONS[actual][0]}`;
  return DOCUMENT_EXTENSIONS[actual].includes(name.slice(dot + 1).toLowerCase()) ? name : null;
}
/** Product §5: file names show cut to this many characters. */
export const FILE_NAME_DISPLAY_LIMIT = 30;
export const shortFileName = (name: string) => (name.length > FILE_NAME_DISPLAY_LIMIT ? `${name.slice(0, FILE_NAME_DISPLAY_LIMIT)}...` : name);

/** A document sent on its own beforehand (tus, POST /uploads), named by its upload's id. */
export const UploadedDocument = v.strictObject({ uploadId: v.pipe(v.string(), v.uuid('uploadId is not the id of an upload')) });
export type UploadedDocument = v.InferOutput<typeof UploadedDocument>;
export const isUploadedDocument = (value: unknown): value is UploadedDocument =>
  typeof value === 'object' && value !== null && typeof (value as { uploadId?: unknown }).uploadId === 'string';

/** A document the server holds already for the same account, named by its id (an edited step keeping it). */
export const KeptDocument = v.strictObject({ documentId: v.pipe(v.string(), v.uuid('documentId is not the id of a document')) });
export type KeptDocument = v.InferOutput<typeof KeptDocument>;
export const isKeptDocument = (value: unknown): value is KeptDocument =>
  typeof value === 'object' && value !== null && typeof (value as { documentId?: unknown }).documentId === 'string';

/**
 * A document's content: base64 text, optionally as a data URL (data:application/pdf;base64,...), as the product's
 * payloads carry it; `{ uploadId }`, a document uploaded on its own; or `{ documentId }`, one the account holds
 * already (what our client sends).
 */
export const DocumentBase64 = (message: SchemaMessage) => v.union([v.pipe(v.string(message), v.nonEmpty(message)), UploadedDocument, KeptDocument], message);

/** The payload fields that carry a document, each with the field that carries its file name (product §3 and 7). */
export const DOCUMENT_NAME_FIELDS = {
  identificationAttachment: 'identificationName',
  proofOfAddressAttachment: 'proofOfAddressAttachmentName',
  ownershipStructureAttachment: 'ownershipStructureName',
  invoiceAttachment: 'invoiceName',
} as const;
export const DocumentName = (message: SchemaMessage) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(255, say('fileNameTooLong')));

// ---------------------------------------------------------------------------------------------------------------
// saveCustomerAccount

/** Product §3 "Create account": accountId is empty for a new account. */
export const SaveCustomerAccountRequest = fieldsObject({
  accountEmailAddress: EmailSchema,
  accountType: AccountTypeSchema,
  accountId: v.optional(v.union([v.literal(''), AccountIdSchema]), ''),
});
export const SaveCustomerAccountResponse = v.object({ accountId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// Tab 0: customer identity information

/**
 * Product §4: the verification number follows nationality: NG gives BVN, US gives SSN, any other ITIN. Beyond the
 * product description, a national of another country may give her passport or national ID number instead. These are
 * the types a request may carry; the form offers fewer (offeredVerificationTypes).
 */
export const VERIFICATION_TYPES = ['BVN', 'SSN', 'ITIN', 'PASSPORT', 'NATIONAL_ID'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const verificationTypesFor = (nationality: string): VerificationType[] =>
  nationality === 'NG' ? ['BVN'] : nationality === 'US' ? ['SSN'] : ['PASSPORT', 'NATIONAL_ID', 'ITIN'];

/** Where a form says its person lives and the phone she gave (international, +33…), beside her nationality. */
export interface CustomerCountries {
  countryOfResidence?: string;
  phone?: string;
}
const NIGERIAN_CALLING_CODE = '+234';
/** Nigeria is where the person lives or the country of her phone. */
export const livesOrCallsFromNigeria = ({ countryOfResidence = '', phone = '' }: CustomerCountries) =>
  countryOfResidence === 'NG' || phone.startsWith(NIGERIAN_CALLING_CODE);

/**
 * The types the form offers, first the one it starts with: the nationality's (BVN for NG, SSN for US, else passport
 * then national ID card), and a US ITIN only to a resident of the US, who may have one. Before a nationality is
 * chosen, a BVN only to a person living in Nigeria or with a Nigerian phone; anyone else starts with her passport.
 */
export function offeredVerificationTypes(nationality: string, countries: CustomerCountries = {}): VerificationType[] {
  const asked = nationality || (livesOrCallsFromNigeria(countries) ? 'NG' : '');
  if (asked === 'NG' || asked === 'US') return verificationTypesFor(asked);
  return countries.countryOfResidence === 'US' ? ['PASSPORT', 'NATIONAL_ID', 'ITIN'] : ['PASSPORT', 'NATIONAL_ID'];
}
/**
 * The type a form's choice stands for: the one chosen where it is offered, or where the nationality allows it (an ITIN
 * saved before stays one), else the first offered.
 */
export function chosenVerificationType(nationality: string, chosen: string, countries: CustomerCountries = {}): VerificationType {
  const offered = offeredVerificationTypes(nationality, countries);
  const allowed = nationality ? verificationTypesFor(nationality) : offered;
  return allowed.find((type) => type === chosen) ?? offered[0];
}

/** Identity documents of Nigeria's own: the voter's card and the NIN slip. */
const NIGERIAN_IDENTITY_DOCUMENTS: readonly number[] = [IDENTIFICATION_TYPE.voterCard, IDENTIFICATION_TYPE.ninSlip];
/**
 * Whether an identity document type is offered to a person of this nationality and residence: Nigeria's own documents
 * to a Nigerian or a resident of Nigeria only (to anyone while neither is known); passport, ID card, driving licence
 * and residence permit to all.
 */
export const isIdentityDocumentOffered = (identificationTypeId: number, { nationality = '', countryOfResidence = '' }) =>
  !NIGERIAN_IDENTITY_DOCUMENTS.includes(identificationTypeId) || nationality === 'NG' || countryOfResidence === 'NG' || (!nationality && !countryOfResidence);

const VERIFICATION_NUMBER_SHAPES: Partial<Record<VerificationType, ValidationMessageId>> = {
  PASSPORT: 'passportNumberShape',
  NATIONAL_ID: 'nationalIdNumberShape',
  ITIN: 'itinShape',
};

/**
 * The verification number checked for the shape of its type (./identity-numbers), in forms (whose type may be a
 * choice not made yet) and requests alike; runs even while other fields are wrong, so the form says it at once.
 */
export const verificationNumberShaped = <T extends { nationality: string; verificationCode: string; verificationType?: string }>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Partial<Record<'nationality' | 'verificationCode' | 'verificationType' | 'countryOfResidence' | 'phone', unknown>>;
    if (typeof input?.nationality !== 'string' || typeof input.verificationCode !== 'string' || input.verificationCode.trim() === '') return;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const type = chosenVerificationType(input.nationality, text(input.verificationType), {
      countryOfResidence: text(input.countryOfResidence),
      phone: text(input.phone),
    });
    const message = VERIFICATION_NUMBER_SHAPES[type];
    if (!message || fieldCheck('verificationNumber')(type, input.verificationCode, input.nationality)) return;
    addIssue({
      message: say(message),
      path: [{ type: 'object', origin: 'value', input: input as Record<string, unknown>, key: 'verificationCode', value: input.verificationCode }],
    });
  });

/** Product §5 / 9: the date of birth must be at least 18 years ago. */
export const MINIMUM_AGE = 18;
export const latestBirthDate = (today = new Date()) => {
  const date = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
};
export const DobSchema = v.pipe(
  v.string(enter('yourDateOfBirth')),
  v.trim(),
  v.nonEmpty(enter('yourDateOfBirth')),
  v.isoDate(enter('yourDateOfBirth')),
  v.check((value) => value >= '1900-01-01', say('realDateOfBirth')),
  v.check((value) => value <= latestBirthDate(), say('tooYoung', { age: MINIMUM_AGE })),
);

const CountryCodeSchema = (message: SchemaMessage) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.regex(/^[A-Z]{2}$/, message));

const CITY_REQUIRED = choose('orTypeYourCityOfResidence');

/** A text typed in the form as the request sends it, stored and read back under its key. */
const typedText = <S extends v.GenericSchema<string | undefined, string>, const C extends string>(schema: S, column: C, label: ReviewFieldKey) =>
  stepField({ schema, column, readBack: v.string(), review: { label, shows: 'asStored' }, form: { empty: '' } });

/** A value the form holds as text, read back in the product's own name or nested shape. */
const readBackOtherwise = <S extends v.GenericSchema, const C extends string, const L extends ReviewLine>(schema: S, column: C, review: L) =>
  stepField({ schema, column, readBack: LEGACY, review, form: { empty: '' } });

/**
 * KYC tab 0, the customer's identity (product §3 individual personal info), field by field in the reviewer's order:
 * the request's key, the individual_profiles column, the read-back, the reviewer's line and the form's empty value
 * (step-fields.ts). The form holds the phone in one international field and the Yes/No as text.
 */
export const CUSTOMER_IDENTITY_FIELDS = {
  firstName: typedText(requiredText('yourFirstName', 100), 'first_name', 'firstName'),
  lastName: typedText(requiredText('yourLastName', 100), 'last_name', 'lastName'),
  email: readBackOtherwise(EmailSchema, 'email', { label: 'email', shows: 'asStored' }),
  dob: stepField({ schema: DobSchema, column: 'dob', readBack: v.string(), review: { label: 'dateOfBirth', shows: 'worded' }, form: { empty: '' } }),
  mobileCountryCode: stepField({
    schema: v.pipe(v.string(enter('yourPhoneNumber')), v.regex(/^\+\d{1,4}$/, say('invalidPhone'))),
    column: 'mobile_country_code',
    readBack: LEGACY,
    review: { label: 'mobileNumber', shows: 'worded' },
    form: LEGACY,
  }),
  mobileNumber: stepField({
    schema: v.pipe(v.string(enter('yourPhoneNumber')), v.regex(/^\d{2,17}$/, say('invalidPhone'))),
    column: 'mobile_number',
    readBack: LEGACY,
    review: { label: 'mobileNumber', shows: 'onLineAbove' },
    form: LEGACY,
  }),
  countryOfResidence: readBackOtherwise(CountryCodeSchema(choose('yourCountryOfResidence')), 'country_of_residence', {
    label: 'countryOfResidence',
    shows: 'countries',
  }),
  stateOfResidence: readBackOtherwise(chosenId(choose('yourStateOfResidence')), 'state_id', { label: 'stateOfResidence', shows: 'states' }),
  cityOfResidence: readBackOtherwise(CityIdSchema(CITY_REQUIRED), 'city_id', { label: 'cityOfResidence', shows: 'worded' }),
  /** A town missing from the city list, typed (beyond the product description); then cityOfResidence is empty. */
  cityOfResidenceName: readBackOtherwise(CityNameSchema, 'city_name', { label: 'cityOfResidence', shows: 'onLineAbove' }),
  postalCode: typedText(PostalCodeSchema, 'postal_code', 'postalCode'),
  streetAddress: typedText(requiredText('yourStreetAddress', 200), 'street_address', 'streetAddress'),
  nationality: readBackOtherwise(CountryCodeSchema(choose('yourNationality')), 'nationality', { label: 'nationality', shows: 'countries' }),
  verificationCode: readBackOtherwise(requiredText('yourVerificationNumber', 40), 'verification_code', { label: 'verification', shows: 'worded' }),
  /** Follows nationality (verificationTypesFor); the form holds it empty until chosen. */
  verificationType: stepField({
    schema: v.picklist(VERIFICATION_TYPES, choose('aVerificationType')),
    column: 'verification_type',
    readBack: LEGACY,
    review: { label: 'verification', shows: 'onLineAbove' },
    form: LEGACY,
  }),
  politicallyExposed: stepField({
    schema: v.boolean(choose('yesOrNo')),
    column: 'politically_exposed',
    readBack: LEGACY,
    review: { label: 'politicallyExposed', shows: 'worded' },
    form: LEGACY,
  }),
};
export type CustomerIdentityFields = typeof CUSTOMER_IDENTITY_FIELDS;

/** The form of tab 0, with product §3's field names; the phone is one international field. */
const IdentityFormFields = fieldsObject({
  ...formEntries(CUSTOMER_IDENTITY_FIELDS),
  /** Empty until chosen: the nationality's first type (chosenVerificationType). */
  verificationType: v.optional(v.string(), ''),
  phone: PhoneSchema,
  IsPoliticallyExposed: v.picklist(['true', 'false'], choose('yesOrNo')),
});
export const CustomerIdentityForm = v.pipe(
  IdentityFormFields,
  cityChosenOrTyped<v.InferOutput<typeof IdentityFormFields>>('cityOfResidence', 'cityOfResidenceName', CITY_REQUIRED),
  postalCodeOfCountry<v.InferOutput<typeof IdentityFormFields>>('countryOfResidence', 'postalCode', 'yourPostalCode'),
  verificationNumberShaped(),
);
export type CustomerIdentityFormValues = v.InferInput<typeof CustomerIdentityForm>;

/** POST /accounts/saveOrUpdateCustomerIdentity (product §3, individual personal info). */
export const CustomerIdentityRequest = v.pipe(
  fieldsObject({
    ...requestEntries(CUSTOMER_IDENTITY_FIELDS),
    accountId: AccountIdSchema,
    accountType: v.literal(ACCOUNT_TYPE.individual, 'accountType must be 1 (individual)'),
  }),
  cityChosenOrTyped('cityOfResidence', 'cityOfResidenceName', CITY_REQUIRED),
  postalCodeOfCountry('countryOfResidence', 'postalCode', 'yourPostalCode'),
  v.forward(
    v.partialCheck(
      [['nationality'], ['verificationType']],
      (input) => verificationTypesFor(input.nationality).includes(input.verificationType),
      say('verificationTypeMismatch'),
    ),
    ['verificationType'],
  ),
  verificationNumberShaped(),
);
export type CustomerIdentityRequest = v.InferInput<typeof CustomerIdentityRequest>;
export const CustomerIdentityResponse = v.object({ accountId: v.number(), personalAccountId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// Tab 1: other information and documents

/** An item picked from a reference list: the form holds its id as text, the read-back nests or renames it, the reviewer reads its list's words. */
const pickedItem = <const C extends string>(message: SchemaMessage, column: C, label: ReviewFieldKey, list: ReviewList) =>
  stepField({ schema: chosenId(message), column, readBack: LEGACY, review: { label, shows: list }, form: { empty: '' } });

/*
 * KYC tab 1, the other information (product §3 identity and other info), field by field: the request's key, the
 * individual_other_infos column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The
 * read-back splits the fields over two objects, so the fields of each are declared together and read back by their
 * own mappers. The two documents are the step's own (documentEntries).
 */

/** Tab 1's fields read back in `personalOtherInfo`, and the email, not read back. */
export const PERSONAL_OTHER_INFO_FIELDS = {
  /** The account's email: the client sends it beside the form's values. */
  email: stepField({ schema: EmailSchema, column: 'email', readBack: LEGACY, review: { label: 'email', shows: 'asStored' }, form: LEGACY }),
  intendedUse: pickedItem(choose('theIntendedUseOfTheAccount'), 'intended_use', 'intendedUse', 'purposes'),
  transactionVolume: pickedItem(choose('theExpectedTransactionVolume'), 'transaction_volume_id', 'transactionVolume', 'volumes'),
  transactionFrequency: pickedItem(choose('theTransactionFrequency'), 'transaction_frequency_id', 'transactionFrequency', 'frequencies'),
  occupation: pickedItem(choose('yourOccupation'), 'occupation_id', 'occupation', 'occupations'),
  industry: pickedItem(choose('yourIndustry'), 'industry_id', 'industry', 'industries'),
  yearlyIncome: pickedItem(choose('yourYearlyIncome'), 'income_id', 'yearlyIncome', 'incomes'),
};
export type PersonalOtherInfoFields = typeof PERSONAL_OTHER_INFO_FIELDS;

/** Tab 1's fields read back in `identification`, beside its two documents. */
export const IDENTIFICATION_FIELDS = {
  identificationType: pickedItem(choose('anIdentificationType'), 'identification_type_id', 'identificationType', 'identificationTypes'),
  identificationNumber: stepField({
    schema: requiredText('yourIdentificationNumber', 60),
    column: 'identification_number',
    readBack: v.string(),
    review: { label: 'identificationNumber', shows: 'asStored' },
    form: { empty: '' },
  }),
  proofOfAddressIdentificationType: pickedItem(choose('aProofOfAddressType'), 'proof_of_address_type_id', 'proofOfAddressType', 'identificationTypes'),
};
export type IdentificationFields = typeof IDENTIFICATION_FIELDS;

/** KYC tab 1's fields, in the reviewer's order. */
export const CUSTOMER_OTHER_INFO_FIELDS = { ...PERSONAL_OTHER_INFO_FIELDS, ...IDENTIFICATION_FIELDS };
export type CustomerOtherInfoFields = typeof CUSTOMER_OTHER_INFO_FIELDS;

const documentEntries = {
  identificationName: DocumentName(attach('yourIdentityDocument')),
  identificationAttachment: DocumentBase64(attach('yourIdentityDocument')),
  proofOfAddressAttachmentName: DocumentName(attach('yourProofOfAddress')),
  proofOfAddressAttachment: DocumentBase64(attach('yourProofOfAddress')),
  /** The device's photo quality findings the customer kept for each document ("Use it anyway"), if any. */
  identificationFindings: v.optional(PhotoFindingsSchema),
  proofOfAddressFindings: v.optional(PhotoFindingsSchema),
  /** What the device read in the identity document's MRZ, compared with what was typed (issue 34), when it tried. */
  identificationMrz: v.optional(MrzFindingsSchema),
};

/** The form of tab 1: product §5, it submits only when both documents are attached. */
export const CustomerOtherInfoForm = fieldsObject({ ...formEntries(CUSTOMER_OTHER_INFO_FIELDS), ...documentEntries });
export type CustomerOtherInfoFormValues = v.InferInput<typeof CustomerOtherInfoForm>;

/** POST /accounts/saveCustomerOtherInfo (product §3, identity and other info). */
export const CustomerOtherInfoRequest = fieldsObject({
  ...requestEntries(CUSTOMER_OTHER_INFO_FIELDS),
  ...documentEntries,
  accountId: AccountIdSchema,
});
export type CustomerOtherInfoRequest = v.InferInput<typeof CustomerOtherInfoRequest>;
export const CustomerOtherInfoResponse = v.object({ accountId: v.number(), personalAccountId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// individualAccounts?account_id= (product §3 read-back)

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

export const IndividualAccountResponse = v.object({
  accountId: v.number(),
  accountStatus: v.object({ accountStatus: v.string(), accountStatusId: v.number() }),
  personalInfo: Nullable(
    v.object({
      ...readBackEntries(CUSTOMER_IDENTITY_FIELDS),
      emailAddress: v.string(),
      /** The type of identityNumber (beyond the product description): BVN, SSN, ITIN, PASSPORT or NATIONAL_ID. */
      identityType: v.picklist(VERIFICATION_TYPES),
      identityNumber: v.string(),
      isPoliticallyExposed: v.boolean(),
      countryOfResidence: v.object({ countryCode: v.string() }),
      stateOfResidence: v.object({ stateId: v.number() }),
      cityOfResidence: CityReadBack,
      nationality: v.object({ countryCode: v.string() }),
      /** International form, e.g. +2348031234567. */
      mobileNumberOne: v.string(),
    }),
  ),
  identification: Nullable(
    v.object({
      ...readBackEntries(IDENTIFICATION_FIELDS),
      identificationType: v.object({ identificationTypeId: v.number() }),
      proofOfAddressTypeId: v.object({ identificationTypeId: v.number() }),
      /** attachment: the document's URL (GET it as binary with the bearer token). */
      attachmentId: v.object({ attachment: v.string(), attachmentName: v.string() }),
      proofOfAddressName: v.string(),
      /** The proof of address document's URL. */
      proofOfAddressDoc: v.string(),
    }),
  ),
  personalOtherInfo: Nullable(
    v.object({
      ...readBackEntries(PERSONAL_OTHER_INFO_FIELDS),
      industry: v.object({ industryId: v.number() }),
      incomes: v.number(),
      intendedUse: v.number(),
      occupation: v.object({ occupationId: v.number() }),
      transFrequencyId: v.object({ transactionFrequencyId: v.number() }),
      transVolumeId: v.object({ transactionVolumeId: v.number() }),
    }),
  ),
});
export type IndividualAccount = v.InferOutput<typeof IndividualAccountResponse>;

// ---------------------------------------------------------------------------------------------------------------
// allAccountsByProfile?profile_id= (product §3 "Accounts list response")

export const ProfileQuery = v.object({ profile_id: EmailSchema });

const listItemEntries = {
  accountStatus: Nullable(v.object({ accountStatus: v.string(), accountStatusId: v.number() })),
  /** countryCode (ISO 3166, beyond the product description) names the country in the reader's language. */
  country: Nullable(v.object({ countryOfResidence: v.string(), countryCode: v.optional(v.string()) })),
  accountType: Nullable(v.number()),
  accountId: Nullable(v.number()),
  /** ISO date-time of completed onboarding; '' while the account is still being filled in. */
  date: Nullable(v.string()),
};
export const IndividualListItem = v.object({ fullName: Nullable(v.string()), ...listItemEntries });
export const BusinessListItem = v.object({ businessName: Nullable(v.string()), ...listItemEntries });
export const AccountsByProfileResponse = v.object({
  individualProfileAccounts: v.array(IndividualListItem),
  businessProfileAccounts: v.array(BusinessListItem),
});
export type IndividualListItem = v.InferOutput<typeof IndividualListItem>;
export type BusinessListItem = v.InferOutput<typeof BusinessListItem>;
export type AccountsByProfile = v.InferOutput<typeof AccountsByProfileResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Documents download (beyond the product description: the product's "GET of a document URL as binary")

export const DocumentParams = v.object({ documentId: v.pipe(v.string(), v.uuid('No such document')) });
