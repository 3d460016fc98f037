import * as v from 'valibot';
import { CURRENCY_TYPE, PAYMENT_TYPE } from '../reference';
import { choose } from '../validation';

/*
 * A payment request's forms (product §3 "Payment request payload", product §2 "Payments overview").
 * The product's seven forms are the four payment types (1 fiat to fiat, 2 fiat to crypto, 3 crypto to fiat, 4 crypto to
 * crypto) times the destination (Self or Third Party); crypto to crypto has one form for both destinations.
 * The amount is what the destination receives: in amountCurrency (a fiat currency) for a fiat destination, in
 * `crypto` for a crypto destination; sourceCurrency is what the customer pays from.
 */

export const DESTINATION = { self: 'Self', thirdParty: 'Third Party' } as const;
export const Destination = v.picklist([DESTINATION.self, DESTINATION.thirdParty], choose('selfOrThirdParty'));
export type Destination = v.InferOutput<typeof Destination>;

export type PaymentTypeId = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];
export type CurrencyTypeId = (typeof CURRENCY_TYPE)[keyof typeof CURRENCY_TYPE];

/** Which currency type the customer pays from and which the destination receives, per payment type. */
export const PAYMENT_TYPE_CURRENCIES: Record<PaymentTypeId, { source: CurrencyTypeId; destination: CurrencyTypeId }> = {
  [PAYMENT_TYPE.fiatToFiat]: { source: CURRENCY_TYPE.fiat, destination: CURRENCY_TYPE.fiat },
  [PAYMENT_TYPE.fiatToCrypto]: { source: CURRENCY_TYPE.fiat, destination: CURRENCY_TYPE.crypto },
  [PAYMENT_TYPE.cryptoToFiat]: { source: CURRENCY_TYPE.crypto, destination: CURRENCY_TYPE.fiat },
  [PAYMENT_TYPE.cryptoToCrypto]: { source: CURRENCY_TYPE.crypto, destination: CURRENCY_TYPE.crypto },
};

export const PAYMENT_FORM_KINDS = [
  'fiat_fiat_self',
  'fiat_fiat_third_party',
  'fiat_crypto_self',
  'fiat_crypto_third_party',
  'crypto_fiat_self',
  'crypto_fiat_third_party',
  'crypto_crypto',
] as const;
export type PaymentFormKind = (typeof PAYMENT_FORM_KINDS)[number];

/** Each form in words, as the customer would say it (product §5): never the kind's code. */
export const PAYMENT_FORM_KIND_INFO: Record<
  PaymentFormKind,
  { paymentType: PaymentTypeId; destination: Destination; label: string }
> = {
  fiat_fiat_self: {
    paymentType: PAYMENT_TYPE.fiatToFiat,
    destination: DESTINATION.self,
    label: 'Bank transfer to myself',
  },
  fiat_fiat_third_party: {
    paymentType: PAYMENT_TYPE.fiatToFiat,
    destination: DESTINATION.thirdParty,
    label: 'Bank transfer to someone else',
  },
  fiat_crypto_self: {
    paymentType: PAYMENT_TYPE.fiatToCrypto,
    destination: DESTINATION.self,
    label: 'Money to my crypto wallet',
  },
  fiat_crypto_third_party: {
    paymentType: PAYMENT_TYPE.fiatToCrypto,
    destination: DESTINATION.thirdParty,
    label: "Money to someone else's crypto wallet",
  },
  crypto_fiat_self: {
    paymentType: PAYMENT_TYPE.cryptoToFiat,
    destination: DESTINATION.self,
    label: 'Crypto to my bank account',
  },
  crypto_fiat_third_party: {
    paymentType: PAYMENT_TYPE.cryptoToFiat,
    destination: DESTINATION.thirdParty,
    label: "Crypto to someone else's bank account",
  },
  crypto_crypto: {
    paymentType: PAYMENT_TYPE.cryptoToCrypto,
    destination: DESTINATION.self,
    label: 'Crypto to a crypto wallet',
  },
};

export function paymentFormKind(paymentType: number, destination: string): PaymentFormKind {
  if (paymentType === PAYMENT_TYPE.cryptoToCrypto) return 'crypto_crypto';
  const found = PAYMENT_FORM_KINDS.find(
    (kind) =>
      PAYMENT_FORM_KIND_INFO[kind].paymentType === paymentType &&
      PAYMENT_FORM_KIND_INFO[kind].destination === destination,
  );
  return found ?? 'fiat_fiat_self';
}

export const isThirdPartyKind = (kind: PaymentFormKind) => kind.endsWith('_third_party');
/** Fiat destinations are paid to a bank account, crypto destinations to a wallet. */
export const paysToBank = (paymentType: PaymentTypeId) =>
  PAYMENT_TYPE_CURRENCIES[paymentType].destination === CURRENCY_TYPE.fiat;
