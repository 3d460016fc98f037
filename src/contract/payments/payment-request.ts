import * as v from 'valibot';
import { countrySpecs, isValidBIC, validateIBAN } from 'ibantools';
import { DocumentBase64, DocumentName } from '../documents';
import {
  accountNumber,
  bicCountry,
  bicText,
  NUBAN_LENGTH_MESSAGE,
  nubanIssue,
  onlyCheckDigitsWrong,
} from '../bank-accounts';
import {
  chosenId,
  CRYPTO_DECIMALS,
  crossFieldCheck,
  EmailSchema,
  fieldsCheck,
  FIAT_DECIMALS,
  optionalText,
  requiredText,
} from '../common';
import { networkById, NETWORKS } from '../networks';
import { nigerianBank } from '../nigerian-banks';
import { PAYMENT_STATUS, PAYMENT_TYPE } from '../reference';
import { attach, choose, enter, say } from '../validation';
import { Destination, DESTINATION, type PaymentTypeId } from './payment-forms';
import { currencyCode, walletAddressIssue } from './shared-checks';

/*
 * The payment request payload (product §3 "Payment request payload"): one schema for the seven forms, with the rules
 * across their fields, and what the request form starts with.
 */

export const DEFAULT_AMOUNT_CURRENCY = 'CAD';
/** What the request form starts with for this customer: the currency of their country when it can be paid out, else CAD. */
export const PaymentDefaults = v.object({ amountCurrency: v.string() });
export type PaymentDefaults = v.InferOutput<typeof PaymentDefaults>;
export const DEFAULT_AMOUNT = 1;
export const MAX_AMOUNT = 1_000_000_000_000;
/** A confirmed request held for the reviewers' checks (a screening hit on its recipient): nothing more is said to the customer. */
export const PAYMENT_HELD_FOR_CHECKS = 'Your payment request is confirmed. Our team checks it before it goes ahead.';
export const PAYMENT_AWAITS_ACCOUNT_APPROVAL =
  'Your payment request is confirmed. It will be processed once one of your accounts is approved.';

const hasAtMostDecimals = (decimals: number) => (amount: number) => Number(amount.toFixed(decimals)) === amount;

const amountSchema = (decimals: number) =>
  v.pipe(
    v.number(enter('theAmount')),
    v.finite(say('amountAsNumber')),
    v.gtValue(0, say('amountAboveZero')),
    v.maxValue(MAX_AMOUNT, say('smallerAmount')),
    v.check(hasAtMostDecimals(decimals), say('amountDecimals', { decimals })),
  );

const BIC_MESSAGE = say('invalidBic');
const swiftCode = v.pipe(
  v.string(enter('theSwiftCode')),
  v.transform(bicText),
  v.nonEmpty(enter('theSwiftCode')),
  v.check(isValidBIC, BIC_MESSAGE),
);
const optionalSwiftCode = v.optional(
  v.pipe(
    v.string(),
    v.transform(bicText),
    v.check((value: string) => value === '' || isValidBIC(value), BIC_MESSAGE),
  ),
  '',
);
/** Countries in the IBAN registry: a wire to a bank there goes to an IBAN. */
const usesIban = (countryCode: string) => countrySpecs[countryCode]?.IBANRegistry === true;

/** A wire's account number follows the country of the bank's BIC: an IBAN where IBANs are used, a NUBAN in Nigeria. */
function wireAccountIssue(swift?: string, number?: string) {
  if (!swift || number === undefined) return null;
  const country = bicCountry(swift);
  const compact = number.replace(/[\s-]+/g, '').toUpperCase();
  if (usesIban(country)) {
    if (validateIBAN(compact).valid) return null;
    if (onlyCheckDigitsWrong(compact)) return say('ibanCheckDigits');
    return say('ibanRequired', { country, length: countrySpecs[country]?.chars ?? '' });
  }
  if (country === 'NG' && !/^\d{10}$/.test(compact)) return NUBAN_LENGTH_MESSAGE;
  return null;
}

const walletAddress = v.pipe(
  v.string(enter('theWalletAddress')),
  v.trim(),
  v.nonEmpty(enter('theWalletAddress')),
  v.maxLength(128, say('walletAddressTooLong')),
);

export const PaymentPassword = v.pipe(
  v.string(enter('yourPassword')),
  v.nonEmpty(enter('yourPassword')),
  v.maxLength(128, say('shorten', { what: 'yourPassword', max: 128 })),
);

const baseEntries = {
  customerEmailId: EmailSchema,
  paymentStatus: v.literal(PAYMENT_STATUS.pending, 'A new payment request has status 1'),
  sourceCurrency: currencyCode('theSourceCurrency'),
  customerPassword: PaymentPassword,
  invoiceAttachment: DocumentBase64(attach('theInvoice')),
  invoiceName: DocumentName(attach('theInvoice')),
};

/** An account at a Nigerian bank or fintech of the list (NIGERIAN_BANKS), by its code. */
const NigerianAccount = v.object({
  accountNumber,
  bankCode: v.pipe(
    requiredText('theBank', 20),
    v.check((code: string) => !!nigerianBank(code), choose('aBankFromTheList')),
  ),
});

/**
 * A payout to the customer's own bank account: one of their saved payment methods (paymentMethodId, in any country
 * the bank account rules know), or a Nigerian bank of the list and its NUBAN as the specification has it.
 */
const bankDestinationEntries = {
  amountCurrency: currencyCode('theAmountCurrency'),
  amount: amountSchema(FIAT_DECIMALS),
  paymentMethodId: v.optional(v.union([v.literal(''), chosenId(choose('aSavedAccount'))], choose('aSavedAccount')), ''),
  accountNumber: v.optional(v.pipe(v.string(), v.trim()), ''),
  bankCode: v.optional(v.pipe(v.string(), v.trim()), ''),
};

/** Without a saved account, the Nigerian bank and account number are required, with the messages of their own fields. */
const nigerianAccountUnlessSaved = (input: Record<string, unknown>) => {
  if (input.paymentMethodId !== '') return [];
  const typed = v.safeParse(NigerianAccount, { accountNumber: input.accountNumber, bankCode: input.bankCode });
  return (typed.issues ?? []).map((issue) => ({ field: String(issue.path?.[0]?.key), message: () => issue.message }));
};

const walletDestinationEntries = {
  crypto: currencyCode('theCrypto'),
  network: v.pipe(
    chosenId(choose('theNetwork')),
    v.check((id: number) => !!networkById(id), choose('aNetworkFromTheList')),
  ),
  walletAddress,
  amount: amountSchema(CRYPTO_DECIMALS),
};

const selfEntries = {
  destination: v.literal(DESTINATION.self),
  purposeOfPayment: requiredText('thePurposeOfPayment', 500),
};

/** Product §5: for third parties the purpose may be given as a payment reference instead. */
const thirdPartyEntries = {
  destination: v.literal(DESTINATION.thirdParty),
  purposeOfPayment: optionalText(500),
  benFullName: requiredText('theBeneficiarysName'),
  benAddress: requiredText('theBeneficiarysAddress', 500),
  postalCode: optionalText(20),
  paymentReference: optionalText(140),
};

/** An international wire, for third parties paid to a bank: the bank is named as typed and found by its SWIFT/BIC. */
const wireEntries = {
  amountCurrency: currencyCode('theAmountCurrency'),
  amount: amountSchema(FIAT_DECIMALS),
  accountNumber,
  bankName: requiredText('theBankName'),
  bankAddress: requiredText('theBankAddress', 500),
  swiftCode,
  intermediaryBank: optionalText(),
  intermediaryAddress: optionalText(500),
  intermediarySwiftCode: optionalSwiftCode,
  abaSortBsbIfsc: optionalText(20),
};

const paymentTypeLiteral = (id: PaymentTypeId) => ({ paymentType: v.literal(id, choose('aPaymentType')) });

const FiatFiatSelf = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.fiatToFiat),
  ...baseEntries,
  ...bankDestinationEntries,
  ...selfEntries,
});
const FiatFiatThirdParty = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.fiatToFiat),
  ...baseEntries,
  ...thirdPartyEntries,
  ...wireEntries,
});
const FiatCryptoSelf = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.fiatToCrypto),
  ...baseEntries,
  ...walletDestinationEntries,
  ...selfEntries,
});
const FiatCryptoThirdParty = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.fiatToCrypto),
  ...baseEntries,
  ...walletDestinationEntries,
  ...thirdPartyEntries,
});
const CryptoFiatSelf = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.cryptoToFiat),
  ...baseEntries,
  ...bankDestinationEntries,
  ...selfEntries,
});
const CryptoFiatThirdParty = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.cryptoToFiat),
  ...baseEntries,
  ...thirdPartyEntries,
  ...wireEntries,
});
const CryptoCrypto = v.object({
  ...paymentTypeLiteral(PAYMENT_TYPE.cryptoToCrypto),
  ...baseEntries,
  ...walletDestinationEntries,
  destination: Destination,
  purposeOfPayment: requiredText('thePurposeOfPayment', 500),
});

const PaymentRequestForms = v.variant(
  'paymentType',
  [
    v.variant('destination', [FiatFiatSelf, FiatFiatThirdParty], choose('selfOrThirdParty')),
    v.variant('destination', [FiatCryptoSelf, FiatCryptoThirdParty], choose('selfOrThirdParty')),
    v.variant('destination', [CryptoFiatSelf, CryptoFiatThirdParty], choose('selfOrThirdParty')),
    CryptoCrypto,
  ],
  choose('aPaymentType'),
);
type PaymentRequestForms = v.InferOutput<typeof PaymentRequestForms>;
/**
 * The payment request payload (product §3): the request form, the client and the server all validate with it. Beyond
 * the fields' own rules: the network carries the crypto, a wallet address is one of its network's, a Nigerian
 * account number carries its bank's check digit, and a wire's account number is an IBAN where the BIC's country
 * uses them.
 */
export const PaymentRequest = v.pipe(
  PaymentRequestForms,
  crossFieldCheck<PaymentRequestForms>(['crypto', 'network'], 'network', (crypto?: string, networkId?: number) => {
    const network = networkId === undefined ? undefined : networkById(networkId);
    // A crypto no network carries is not one we know: the server says so on the crypto field.
    const known = NETWORKS.some((candidate) => candidate.currencyCodes.includes(crypto ?? ''));
    return network && crypto && known && !network.currencyCodes.includes(crypto)
      ? say('networkDoesNotCarry', { network: network.crypto, crypto })
      : null;
  }),
  crossFieldCheck<PaymentRequestForms>(['network', 'walletAddress'], 'walletAddress', walletAddressIssue),
  fieldsCheck<PaymentRequestForms>(nigerianAccountUnlessSaved),
  crossFieldCheck<PaymentRequestForms>(['bankCode', 'accountNumber'], 'accountNumber', nubanIssue),
  crossFieldCheck<PaymentRequestForms>(['swiftCode', 'accountNumber'], 'accountNumber', wireAccountIssue),
);
export type PaymentRequest = v.InferOutput<typeof PaymentRequest>;
export type PaymentRequestInput = v.InferInput<typeof PaymentRequest>;
