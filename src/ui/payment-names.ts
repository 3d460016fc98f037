import { DESTINATION, PAYMENT_FORM_KIND_INFO, type PaymentFormKind } from '@/contract';
import { t } from '@/app/i18n';
import { referenceName } from '@/app/wording/reference-names';

/*
 * The one name of each payment type and of each destination, in the chosen language: the request form, the lists,
 * the details, the token page, the dashboard and the reviewer's view all name them here, by the catalogue's
 * paymentTypes and paymentDetail.destinations (the mails write the same words, server/mail/templates.ts).
 */

/** 'Bank transfer' for type 1; the server's name for a type this version does not know. */
export const paymentTypeName = (paymentTypeId: number, serverName = '') =>
  referenceName('paymentTypes', paymentTypeId, serverName);

/** 'Myself' or 'Someone else'; the server's word for a destination the app does not know. */
export function destinationName(destination: string) {
  if (destination === DESTINATION.self) return t('paymentDetail.destinations.self');
  if (destination === DESTINATION.thirdParty) return t('paymentDetail.destinations.thirdParty');
  return destination;
}

/** One of the seven forms: its payment type, and who receives it but for crypto to crypto ('Bank transfer · Someone else'). */
export function paymentFormName(formKind: PaymentFormKind) {
  const { paymentType, destination } = PAYMENT_FORM_KIND_INFO[formKind];
  return formKind === 'crypto_crypto'
    ? paymentTypeName(paymentType)
    : `${paymentTypeName(paymentType)} · ${destinationName(destination)}`;
}
