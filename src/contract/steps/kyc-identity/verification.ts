import * as v from 'valibot';
import { fieldCheck } from '../../field-checks';
import type { ValidationMessageId } from '../../messages';
import { IDENTIFICATION_TYPE } from '../../reference';
import { say } from '../../validation';

/* KYC tab 0 and a KYB person alike: the verification number's type by nationality and its shape, the identity documents offered. */

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
export function chosenVerificationType(
  nationality: string,
  chosen: string,
  countries: CustomerCountries = {},
): VerificationType {
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
export const isIdentityDocumentOffered = (
  identificationTypeId: number,
  { nationality = '', countryOfResidence = '' },
) =>
  !NIGERIAN_IDENTITY_DOCUMENTS.includes(identificationTypeId) ||
  nationality === 'NG' ||
  countryOfResidence === 'NG' ||
  (!nationality && !countryOfResidence);

const VERIFICATION_NUMBER_SHAPES: Partial<Record<VerificationType, ValidationMessageId>> = {
  PASSPORT: 'passportNumberShape',
  NATIONAL_ID: 'nationalIdNumberShape',
  ITIN: 'itinShape',
};

/**
 * The verification number checked for the shape of its type (./identity-numbers), in forms (whose type may be a
 * choice not made yet) and requests alike; runs even while other fields are wrong, so the form says it at once.
 */
export const verificationNumberShaped = <
  T extends { nationality: string; verificationCode: string; verificationType?: string },
>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Partial<
      Record<'nationality' | 'verificationCode' | 'verificationType' | 'countryOfResidence' | 'phone', unknown>
    >;
    if (
      typeof input?.nationality !== 'string' ||
      typeof input.verificationCode !== 'string' ||
      input.verificationCode.trim() === ''
    )
      return;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const type = chosenVerificationType(input.nationality, text(input.verificationType), {
      countryOfResidence: text(input.countryOfResidence),
      phone: text(input.phone),
    });
    const message = VERIFICATION_NUMBER_SHAPES[type];
    if (!message || fieldCheck('verificationNumber')(type, input.verificationCode, input.nationality)) return;
    addIssue({
      message: say(message),
      path: [
        {
          type: 'object',
          origin: 'value',
          input: input as Record<string, unknown>,
          key: 'verificationCode',
          value: input.verificationCode,
        },
      ],
    });
  });
