import * as v from 'valibot';
import {
  BUSINESS_NUMBER_LENGTH,
  businessIdentifierWords,
  type BusinessIdentifierType,
} from '../business-identifier-types';
import { fieldCheck } from '../field-checks';
import { IDENTIFICATION_TYPE } from '../reference';
import { choose, enter, say, type SchemaMessage } from '../validation';

/* What the four KYB steps share: the business identifier check, Yes/No answers, documents, issue paths. */

/**
 * Product §9: incorporation in NG gives TAXID, in the US EIN. Elsewhere the identifier the country uses, as the number
 * given shows it (a French business gives a SIREN or a SIRET): needs ./business-identifiers.
 */
export const businessIdentificationTypeFor = (
  countryOfIncorporation: string,
  identificationNumber = '',
): BusinessIdentifierType =>
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
export const businessIdentifierChecked = <
  T extends { countryCodeOfIncorporation: string; identificationNumber: string },
>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Partial<Record<'countryCodeOfIncorporation' | 'identificationNumber', unknown>> &
      PathInput;
    const country = input?.countryCodeOfIncorporation;
    const number = input?.identificationNumber;
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country) || country === 'NG' || country === 'US') return;
    if (typeof number !== 'string' || number.trim() === '' || fieldCheck('businessIdentifier')(country, number).valid)
      return;
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
export const FOUR_DOCUMENTS_MESSAGE = say('fourDocuments');
export const SHARES_REQUIRED_MESSAGE = enter('theNumberOfShares');
export const MAX_PEOPLE = 30;
export const ADD_A_DIRECTOR_MESSAGE = say('addDirector');
export const MIN_OPERATION_YEARS = 1;

/** `companyOperationDuration` as the product description sends it: '{n} years'. */
export const operationDurationText = (years: number) => `${years} years`;
export const operationDurationYears = (text: string) =>
  Math.max(MIN_OPERATION_YEARS, Number(/^(\d+)/.exec(text)?.[1] ?? MIN_OPERATION_YEARS));

/** A Yes/No answer as the requests carry it: a boolean, its message naming the field. */
export const YesNoBoolean = (field: string) => v.boolean(`${field}: choose Yes or No`);
/** The Yes/No radio groups of the forms hold 'true' or 'false'. */
export const YesNoChoice = v.pipe(v.string(choose('yesOrNo')), v.picklist(['true', 'false'], choose('yesOrNo')));
export type YesNoChoice = v.InferOutput<typeof YesNoChoice>;
export const yesNoChoiceOf = (answer: boolean): YesNoChoice => (answer ? 'true' : 'false');

export type PathInput = Record<string, unknown>;
/** An issue on one field of an object, for checks that look at several fields. */
export const issueAt = (input: PathInput, key: string, message: SchemaMessage) => ({
  message,
  path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] as [v.ObjectPathItem],
});

/** A document held by a form: its name and base64 content, and the stored attachment it replaces when editing. */
export const FormDocument = v.object({ name: v.string(), content: v.string(), attachmentId: v.optional(v.number()) });
export type FormDocument = v.InferOutput<typeof FormDocument>;
export const RequiredDocument = (message: SchemaMessage) =>
  v.pipe(
    v.nullable(FormDocument, null),
    v.check((document) => !!document?.content, message),
  );
