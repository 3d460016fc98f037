/**
 * The KYC form's values against the identity document's MRZ (src/ui/capture/mrz-compare.ts does the folding): which field
 * of which tab each compared value is, how the customer's nationality (ISO 3166 alpha-2, as the form holds it) is
 * written in an MRZ (alpha-3; Germany's passports write D), and the passport's value as the form would hold it.
 */
import { alpha2ToAlpha3, alpha3ToAlpha2 } from 'i18n-iso-countries';
import {
  IDENTIFICATION_TYPE,
  type MrzComparedField,
  type MrzComparison,
  type MrzFindings,
  type MrzReading,
} from '@/contract';
import { compareWithTyped, type TypedIdentity } from '@/ui/capture/mrz-compare';
import type { IdentityValues } from '@/contract/steps/kyc-identity/mappers';

/** The form field of each compared value: on the identity tab, or the other tab's document number. */
export const FIELD_OF = {
  surname: 'lastName',
  givenNames: 'firstName',
  dateOfBirth: 'dob',
  nationality: 'nationality',
  documentNumber: 'identificationNumber',
} as const satisfies Partial<Record<MrzComparedField, string>>;
export type ComparedFormField = (typeof FIELD_OF)[keyof typeof FIELD_OF];
export type IdentityTabField = Exclude<ComparedFormField, 'identificationNumber'>;

/** Document types whose number is the MRZ's document number. */
const MRZ_DOCUMENT_TYPES: readonly string[] = [
  String(IDENTIFICATION_TYPE.internationalPassport),
  String(IDENTIFICATION_TYPE.nationalIdCard),
];

function mrzNationality(alpha2: string, read: string) {
  const alpha3 = alpha2 ? alpha2ToAlpha3(alpha2) : undefined;
  if (!alpha3) return null;
  return alpha3 === 'DEU' && read === 'D' ? 'D' : alpha3;
}

/**
 * The device's findings for the document: each field typed against read, for the fields known here (identity:
 * null when the identity tab's values are not at hand; the document number when its type carries an MRZ).
 */
export function identityDocumentFindings(
  reading: MrzReading | null,
  identity: Pick<IdentityValues, IdentityTabField> | null,
  document: { identificationType: string; identificationNumber: string },
): MrzFindings {
  if (!reading) return { status: 'notRead' };
  const typed: TypedIdentity = {
    surname: identity?.lastName ?? '',
    givenNames: identity?.firstName ?? '',
    dateOfBirth: identity?.dob ?? '',
    documentNumber:
      MRZ_DOCUMENT_TYPES.includes(document.identificationType) && document.identificationNumber
        ? document.identificationNumber
        : null,
    nationality: identity ? mrzNationality(identity.nationality, reading.nationality) : null,
    sex: null,
  };
  const known = (comparison: MrzComparison) => identity !== null || comparison.field === 'documentNumber';
  return {
    status: 'read',
    format: reading.format,
    checks: reading.checks,
    comparisons: compareWithTyped(reading, typed).filter(known),
    expiryDate: reading.checks.expiryDate ? reading.expiryDate : null,
  };
}

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());

/** The passport's value as the form holds it: names in title case, the nationality in alpha-2; null when none. */
export function formValueOf(comparison: MrzComparison): string | null {
  if (!comparison.read) return null;
  if (comparison.field === 'surname' || comparison.field === 'givenNames') return titleCase(comparison.read);
  if (comparison.field === 'nationality')
    return alpha3ToAlpha2(comparison.read === 'D' ? 'DEU' : comparison.read) ?? null;
  return comparison.read;
}

/** What the customer typed, as the form holds it (the nationality back in alpha-2); null when nothing was. */
export function typedFormValue(comparison: MrzComparison): string | null {
  if (!comparison.typed) return null;
  if (comparison.field === 'nationality')
    return alpha3ToAlpha2(comparison.typed === 'D' ? 'DEU' : comparison.typed) ?? comparison.typed;
  return comparison.typed;
}

/** Whether the document was read and every value compared with it matches what was typed: the field says so. */
export const readAndMatching = (findings: MrzFindings | undefined) =>
  findings?.status === 'read' &&
  findings.comparisons.length > 0 &&
  findings.comparisons.every((comparison) => comparison.matches);

/** The mismatches still standing: the field holds what was compared (a value changed since is the customer's). */
export function standingMismatches(
  findings: MrzFindings | undefined,
  current: Partial<Record<ComparedFormField, string>>,
) {
  if (findings?.status !== 'read') return [];
  return findings.comparisons.filter((comparison): comparison is MrzComparison & { field: keyof typeof FIELD_OF } => {
    if (comparison.matches || !(comparison.field in FIELD_OF)) return false;
    const value = current[FIELD_OF[comparison.field as keyof typeof FIELD_OF]];
    if (value === undefined) return true;
    return comparison.field === 'nationality'
      ? mrzNationality(value, comparison.read) === comparison.typed
      : value === comparison.typed;
  });
}
