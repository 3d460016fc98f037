import * as v from 'valibot';
import { PasskeyAssertion, PasskeyOptionsResponse } from './passkeys';
import {
  chosenId,
  CodeSchema,
  CRYPTO_DECIMALS,
  crossFieldCheck,
  EmailSchema,
  fieldsCheck,
  FIAT_DECIMALS,
  NumericIdSchema,
  optionalText,
  requiredText,
  TransactionId,
} from './common';
import { attach, choose, enter, say } from './validation';
import countryToCurrency from 'country-to-currency';
import type { ValidationSubject } from './messages';
import { DocumentBase64, DocumentName } from './accounts';
import { countrySpecs, isValidBIC, validateIBAN } from 'ibantools';
import {
  accountNumber,
  bankAccountIssues,
  bicCountry,
  bicText,
  NUBAN_LENGTH_MESSAGE,
  nubanIssue,
  onlyCheckDigitsWrong,
  type BankAccountField,
} from './bank-accounts';
import { fieldCheck } from './field-checks';
import { networkById, networkByName, NETWORKS } from './networks';
import { nigerianBank, NIGERIAN_BANKS } from './nigerian-banks';
import { CURRENCY_TYPE, PAYMENT_STATUS, PAYMENT_TYPE } from './reference';

/*
 * Payment requests (product §3 "Payment request payload", product §2 "Payments overview").
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

/** `what` names the picker as its label does ('the amount currency'). */
const currencyCode = (what: ValidationSubject) =>
  v.pipe(
    v.string(choose(what)),
    v.trim(),
    v.nonEmpty(choose(what)),
    v.regex(/^[A-Za-z0-9]{2,10}$/, choose(what)),
    v.toUpperCase(),
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

/** Why an address cannot receive on a network, naming the network (and the network it belongs to, if any). */
function walletAddressIssue(networkId?: number, address?: string) {
  const network = networkId === undefined ? undefined : networkById(networkId);
  if (!network || !address) return null; // the network field carries its own message
  const kinds = fieldCheck('walletAddressKinds')(address);
  if (kinds.includes(network.addressKind)) return null;
  const name = network.crypto;
  if (kinds.length > 0)
    return say('walletAddressOfOtherKind', { found: kinds[0], network: name, expected: network.addressKind });
  return say(network.addressKind === 'evm' ? 'invalidEvmAddress' : 'invalidWalletAddress', { network: name });
}

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

const id = v.pipe(v.number(), v.integer());
export const PaymentTypeRef = v.object({ paymentTypeId: id, paymentType: v.string() });
export const PaymentStatusRef = v.object({ paymentStatusId: id, paymentStatus: v.string() });

/** The reviewers' latest decision on a request: the reason they gave the customer ('' when none) and when. */
export const PaymentReviewDecision = v.object({ reason: v.string(), decidedAt: v.string() });
export type PaymentReviewDecision = v.InferOutput<typeof PaymentReviewDecision>;

/** A row of the payment lists (product §3 "Payment list item", plus its currency, status and the reviewers' decision). */
export const PaymentListItem = v.object({
  transactionId: v.string(),
  dateTime: v.string(),
  paymentType: PaymentTypeRef,
  paymentStatus: PaymentStatusRef,
  destination: Destination,
  amount: v.number(),
  currency: v.string(),
  /** null until a reviewer decides on the confirmed request. */
  reviewDecision: v.nullable(PaymentReviewDecision),
});
export type PaymentListItem = v.InferOutput<typeof PaymentListItem>;
export const PaymentList = v.array(PaymentListItem);

const nullableText = v.nullable(v.string());

/** One request in full, for the View details dialog (never the password, never the invoice's content). */
export const PaymentDetail = v.object({
  ...PaymentListItem.entries,
  formKind: v.picklist(PAYMENT_FORM_KINDS),
  sourceCurrency: v.string(),
  amountCurrency: nullableText,
  purposeOfPayment: nullableText,
  accountNumber: nullableText,
  bankCode: nullableText,
  bank: nullableText,
  crypto: nullableText,
  network: v.nullable(v.object({ networkId: v.number(), crypto: v.string() })),
  walletAddress: nullableText,
  benFullName: nullableText,
  benAddress: nullableText,
  bankAddress: nullableText,
  postalCode: nullableText,
  swiftCode: nullableText,
  intermediaryBank: nullableText,
  intermediaryAddress: nullableText,
  intermediarySwiftCode: nullableText,
  paymentReference: nullableText,
  abaSortBsbIfsc: nullableText,
  invoiceName: v.string(),
  /** The invoice's download URL (fetchDocument), null if it was removed. */
  invoiceUrl: nullableText,
  confirmedAt: nullableText,
});
export type PaymentDetail = v.InferOutput<typeof PaymentDetail>;

/**
 * Beyond the product description: a request not confirmed with its payment token within 24 hours of its creation expires. It can no
 * longer be confirmed (410 with unconfirmedPaymentExpired) and no list shows it; the customer creates it again.
 */
export const UNCONFIRMED_PAYMENT_LIFETIME_MS = 24 * 3_600_000;

export const PaymentRequestCreated = v.object({
  transactionId: v.string(),
  paymentStatus: PaymentStatusRef,
  message: v.string(),
});

export const PaymentStatusQuery = v.object({ payment_status: NumericIdSchema });
export const PaymentTypeQuery = v.object({ payment_type: NumericIdSchema });
export const PaymentDetailQuery = v.object({ transaction_id: TransactionId });

/**
 * The product's call carries only the email; transactionId picks the request (default: the caller's latest unconfirmed one).
 * A token still valid for the request as it is now is kept, not sent again; resend=true asks for a new one.
 */
export const PaymentTokenQuery = v.object({
  customer_email: EmailSchema,
  transactionId: v.optional(TransactionId),
  resend: v.optional(v.picklist(['true'])),
});

/**
 * What a payment token confirms, as the token page and its mail restate it. The recipient's account number, IBAN or
 * wallet address is masked to its last 4 characters; recipientName is null when the customer pays themself.
 */
export const PaymentToConfirm = v.object({
  paymentTypeId: id,
  destination: Destination,
  amount: v.number(),
  currency: v.string(),
  recipientName: nullableText,
  maskedAccount: v.string(),
  /** The bank (a Nigerian bank, or a wire's bank as typed) or the wallet's network. */
  institution: nullableText,
  /** For a payout to the customer's own bank account: its country, the route it takes and its fee, in the amount's currency. */
  bankCountry: v.optional(nullableText, null),
  route: v.optional(v.nullable(v.picklist(['domestic', 'internationalWire'])), null),
  fee: v.optional(v.nullable(v.number()), null),
});
/** As the server writes it: a payment to a wallet or a third party has no route. */
export type PaymentToConfirm = v.InferInput<typeof PaymentToConfirm>;

/**
 * In demo-mail mode paymentToken is the token itself when one was just sent; with real mail, or when the token sent
 * earlier is kept (newlySent false), it is empty and the token leaves only by mail. Beyond the product: when the token
 * was sent and until when it confirms, and the request it confirms.
 */
export const PaymentTokenResponse = v.object({
  paymentToken: v.string(),
  transactionId: v.string(),
  message: v.string(),
  newlySent: v.boolean(),
  sentAt: v.string(),
  expiresAt: v.string(),
  payment: PaymentToConfirm,
});

export const ValidatePaymentTokenRequest = v.object({
  email: EmailSchema,
  token: CodeSchema,
  transactionId: v.optional(TransactionId),
});
export const ValidatePaymentTokenResponse = PaymentRequestCreated;

/** Asks for a passkey challenge bound to the request (default: the caller's latest unconfirmed one). */
export const PaymentPasskeyOptionsRequest = v.object({ transactionId: v.optional(TransactionId) });

/**
 * The options for navigator.credentials.get() (only the caller's passkeys, user verification required), whose
 * challenge is derived from `payment` as restated here, the request id and a one-time nonce; usable once until expiresAt.
 */
export const PaymentPasskeyOptionsResponse = v.object({
  ...PasskeyOptionsResponse.entries,
  transactionId: v.string(),
  payment: PaymentToConfirm,
  expiresAt: v.string(),
});

/** navigator.credentials.get()'s answer for that challenge, and the request it confirms. */
export const ConfirmPaymentWithPasskeyRequest = v.object({
  transactionId: v.optional(TransactionId),
  credential: PasskeyAssertion,
});

/** The bank of a payment method: a network's name for a wallet, a Nigerian bank's name for an account. */
export const paymentMethodBank = (bank: string) => {
  const network = networkByName(bank);
  if (network) return { network } as const;
  const nigerian = NIGERIAN_BANKS.find((entry) => entry.bank === bank);
  return nigerian ? ({ bank: nigerian } as const) : null;
};

const countryOfAccount = v.optional(
  v.pipe(
    v.string(choose('theAccountsCountry')),
    v.trim(),
    v.toUpperCase(),
    v.check((code: string) => code === '' || code in countryToCurrency, choose('theAccountsCountry')),
  ),
  '',
);

/**
 * Payment method add (product §3 "Other payloads"); accountName is made by the server when left empty. A wallet has
 * no country: `bank` is its network's name and its address is checked for that network. A bank account has the
 * country it is held in, whose rules (bank-accounts.ts) say what it needs: a Nigerian bank of the list and its NUBAN,
 * an IBAN and BIC, a routing number or sort code, or a BIC. Without a country, as the product's payload has it,
 * `bank` is a network or a Nigerian bank.
 */
const PaymentMethodFields = v.object({
  accountNumber_walletAddress: v.pipe(
    v.string(enter('theAccountNumberOrWalletAddress')),
    v.trim(),
    v.nonEmpty(enter('theAccountNumberOrWalletAddress')),
    v.maxLength(128, say('accountOrWalletTooLong')),
  ),
  bank: requiredText('theBankOrNetwork'),
  country: countryOfAccount,
  bic: v.optional(v.pipe(v.string(), v.transform(bicText)), ''),
  routingNumber: optionalText(20),
  accountName: optionalText(),
  accountId: NumericIdSchema,
  currencyCode: currencyCode('currencyCode'),
  userEmailAddress: EmailSchema,
});
/** The method's own field for each of the bank account rules' fields. */
const METHOD_FIELD: Record<BankAccountField, string> = {
  country: 'country',
  bank: 'bank',
  accountNumber: 'accountNumber_walletAddress',
  bic: 'bic',
  routingNumber: 'routingNumber',
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
function paymentMethodIssues(input: Record<string, unknown>) {
  const [bank, number, country] = [text(input.bank), text(input.accountNumber_walletAddress), text(input.country)];
  if (country) {
    const account = {
      country,
      bank,
      accountNumber: number,
      bic: text(input.bic),
      routingNumber: text(input.routingNumber),
    };
    return bankAccountIssues(account).map(({ field, message }) => ({ field: METHOD_FIELD[field], message }));
  }
  const found = paymentMethodBank(bank);
  if (!found) return [{ field: 'bank', message: choose('aBankOrANetworkFromTheList') }];
  const issue = found.network
    ? walletAddressIssue(found.network.networkId, number)
    : nubanIssue(found.bank.bankCode, number);
  return issue ? [{ field: 'accountNumber_walletAddress', message: issue }] : [];
}
const paymentMethodAccountCheck = <T>() => fieldsCheck<T>(paymentMethodIssues);
export const AddPaymentMethodRequest = v.pipe(
  PaymentMethodFields,
  paymentMethodAccountCheck<v.InferOutput<typeof PaymentMethodFields>>(),
);
/** The fields a person fills in the Add payment method dialog; the rest is added on submit. */
const PaymentMethodFormFields = v.pick(PaymentMethodFields, [
  'currencyCode',
  'bank',
  'accountNumber_walletAddress',
  'country',
  'bic',
  'routingNumber',
]);
export const PaymentMethodForm = v.pipe(
  PaymentMethodFormFields,
  paymentMethodAccountCheck<v.InferOutput<typeof PaymentMethodFormFields>>(),
);

export const PaymentMethod = v.object({
  paymentDetailId: v.number(),
  accountId: v.number(),
  accountNumber_walletAddress: v.string(),
  bank: v.string(),
  accountName: v.string(),
  currencyCode: v.string(),
  dateTime: v.string(),
  /** A bank account's country, BIC and routing number or sort code ('' for a wallet, and where the country has none). */
  country: v.optional(v.string(), ''),
  bic: v.optional(v.string(), ''),
  routingNumber: v.optional(v.string(), ''),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

/** The customer's saved bank accounts, as the request form offers them for a payment to themself (numbers masked). */
export const OwnBankAccounts = v.array(
  v.object({
    paymentDetailId: v.number(),
    accountName: v.string(),
    bank: v.string(),
    currencyCode: v.string(),
    country: v.string(),
    maskedAccount: v.string(),
  }),
);
export type OwnBankAccount = v.InferOutput<typeof OwnBankAccounts>[number];
export const PaymentsByAccountIdQuery = v.object({ account_id: NumericIdSchema });
