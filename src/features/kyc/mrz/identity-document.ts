/**
 * A document given once is not asked for again (issue 46): when the identity tab's verification is a passport's or a
 * national ID card's number, the other tab's identification type and number start from it.
 */
import { chosenVerificationType, IDENTIFICATION_TYPE, type VerificationType } from '@/contract';
import type { IdentityValues } from '@/contract/steps/kyc-identity/mappers';

const DOCUMENT_TYPE_OF: Partial<Record<VerificationType, number>> = {
  PASSPORT: IDENTIFICATION_TYPE.internationalPassport,
  NATIONAL_ID: IDENTIFICATION_TYPE.nationalIdCard,
};

/** The identity document the identity tab gave, as the other tab holds it; null when its verification is no document's. */
export function identityDocumentGiven(
  identity: Pick<IdentityValues, 'nationality' | 'verificationType' | 'verificationCode'> | null,
) {
  const number = identity?.verificationCode.trim();
  if (!identity || !number) return null;
  const type = DOCUMENT_TYPE_OF[chosenVerificationType(identity.nationality, identity.verificationType)];
  return type === undefined ? null : { identificationType: String(type), identificationNumber: number };
}
