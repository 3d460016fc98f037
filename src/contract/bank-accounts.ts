import * as v from 'valibot';
import { validate as isValidRoutingNumber } from 'abavalidator';
import countryToCurrency from 'country-to-currency';
import { BbanStructure, IBAN } from 'ibankit';
import { countrySpecs, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { FIAT_DECIMALS } from './common';
import { isValidNuban, nigerianBank, NIGERIAN_BANKS } from './nigerian-banks';
import { choose, enter, say, type SchemaMessage } from './validation';

/*
 * A bank account by its country (issue 46): how it is identified, the rules it must meet, and the route and fee of a
 * payout to it. The payment method dialog, the payment request form and the server check it with the same rules.
 */

/**
 * NUBAN with the list of Nigerian banks for NG (the specification), ABA routing number for the US, sort code for the
 * UK, an IBAN and its BIC where the country has IBANs (ibankit's list: it reads the Côte d'Ivoire's and the other
 * UEMOA countries' IBANs as their banks write them, where ibantools 4.5 does not), else a SWIFT/BIC and the number.
 */
export type BankAccountScheme = 'nuban' | 'iban' | 'aba' | 'sortCode' | 'swift';

export function bankAccountScheme(countryCode: string): BankAccountScheme {
  if (countryCode === 'NG') return 'nuban';
  if (countryCode === 'US') return 'aba';
  if (countryCode === 'GB') return 'sortCode';
  return BbanStructure.forCountry(countryCode) ? 'iban' : 'swift';
}

/** SWIFT/BIC as ibantools checks it: 8 or 11 characters, a real country code, spaces ignored. */
export const bicText = (value: string) => value.replace(/\s+/g, '').toUpperCase();
/** The country of a BIC (its 5th and 6th letters). */
export const bicCountry = (bic: string) => bicText(bic).slice(4, 6);
const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export const accountNumber = v.pipe(
  v.string(enter('theAccountNumber')),
  v.trim(),
  v.nonEmpty(enter('theAccountNumber')),
  v.check(
    (value: string) => /^[A-Za-z0-9 -]+$/.test(value) && /^[A-Za-z0-9]{4,34}$/.test(value.replace(/[\s-]+/g, '')),
    say('invalidAccountNumber'),
  ),
);

export const NUBAN_LENGTH_MESSAGE = say('nubanLength');
/** A Nigerian account number (NUBAN) at a bank of the list: ten digits, and the check digit where the bank has one. */
export function nubanIssue(bankCode?: string, number?: string) {
  const entry = bankCode === undefined ? undefined : nigerianBank(bankCode);
  if (!entry || number === undefined) return null; // the bank field carries its own message
  if (!/^\d{10}$/.test(number)) return NUBAN_LENGTH_MESSAGE;
  if (entry.checkDigit && !isValidNuban(entry.bankCode, number)) return say('nubanCheckDigit', { bank: entry.bank });
  return null;
}

/** The length of the country's IBANs, by ibankit's structure of its BBAN. */
export const ibanLength = (countryCode: string) => (BbanStructure.forCountry(countryCode)?.getBbanLength() ?? 0) + 4;

/** An IBAN of the right country, length and format whose only fault is a check digit: a digit was mistyped. */
const CHECK_DIGIT_ERRORS = new Set([
  ValidationErrorsIBAN.ChecksumNotNumber,
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
]);
export function onlyCheckDigitsWrong(iban: string) {
  const { errorCodes } = validateIBAN(iban);
  return errorCodes.length > 0 && errorCodes.every((code) => CHECK_DIGIT_ERRORS.has(code));
}

/** Why a text is not an IBAN of the country (ibankit decides; ibantools tells a check-digit slip from a wrong format). */
function ibanIssue(countryCode: string, iban: string) {
  if (IBAN.isValid(iban) && iban.startsWith(countryCode)) return null;
  if (iban.startsWith(countryCode) && onlyCheckDigitsWrong(iban)) return say('ibanCheckDigits');
  return say('ibanOfCountry', { country: countryCode, length: ibanLength(countryCode) });
}

/** The UK's sort code and account number, as ibantools' GB structure places them in a BBAN: 6 and 8 digits. */
const GB_SORT_CODE_DIGITS = 6;
const GB_ACCOUNT_DIGITS = (countrySpecs.GB?.chars ?? 22) - 4 - 4 - GB_SORT_CODE_DIGITS;
const digitsOnly = (value: string, length: number) =>
  value.length === length && [...value].every((character) => character >= '0' && character <= '9');

/** A bank account as the customer gives it; `bank` is the Nigerian bank's name for NG, the bank's name as typed elsewhere. */
export interface BankAccountDetails {
  country: string;
  bank: string;
  accountNumber: string;
  bic: string;
  routingNumber: string;
}
export type BankAccountField = keyof BankAccountDetails;
export interface BankAccountIssue {
  field: BankAccountField;
  message: SchemaMessage;
}

/** The BIC of the bank that holds the account: valid, and of the account's country. */
function bicIssue(bic: string, accountCountry: string): SchemaMessage | null {
  if (!bic) return enter('theSwiftCode');
  if (!isValidBIC(bic)) return say('invalidBic');
  return bicCountry(bic) === accountCountry
    ? null
    : say('bicOfOtherCountry', { bicCountry: bicCountry(bic), country: accountCountry });
}

/**
 * Every rule the account's country sets, field by field (the fields' own emptiness aside for NG, whose bank and
 * number the NUBAN rules check as the specification says).
 */
export function bankAccountIssues(account: BankAccountDetails): BankAccountIssue[] {
  const issues: BankAccountIssue[] = [];
  const add = (field: BankAccountField, message: SchemaMessage | null) => message && issues.push({ field, message });
  const number = compact(account.accountNumber);
  const scheme = bankAccountScheme(account.country);
  if (scheme === 'nuban') {
    const bank = NIGERIAN_BANKS.find((entry) => entry.bank === account.bank);
    add('bank', bank ? null : choose('aBankFromTheList'));
    add('accountNumber', nubanIssue(bank?.bankCode, number));
    return issues;
  }
  add('bank', account.bank.trim() ? null : enter('theBankName'));
  if (scheme === 'iban') {
    const ibanProblem = ibanIssue(account.country, number);
    add('accountNumber', ibanProblem);
    // The BIC's country is compared with the IBAN's once the IBAN is right (it is then the account's country).
    add('bic', bicIssue(bicText(account.bic), account.country));
    return issues;
  }
  if (scheme === 'sortCode') {
    add(
      'accountNumber',
      digitsOnly(number, GB_ACCOUNT_DIGITS) ? null : say('ukAccountNumber', { digits: GB_ACCOUNT_DIGITS }),
    );
    add(
      'routingNumber',
      digitsOnly(compact(account.routingNumber), GB_SORT_CODE_DIGITS) ? null : say('invalidSortCode'),
    );
    return issues;
  }
  add('accountNumber', v.is(accountNumber, account.accountNumber) ? null : say('invalidAccountNumber'));
  if (scheme === 'aba')
    add('routingNumber', isValidRoutingNumber(compact(account.routingNumber)) ? null : say('invalidRoutingNumber'));
  else add('bic', bicIssue(bicText(account.bic), account.country));
  return issues;
}

/** The account's details as stored and paid to: numbers without spaces, codes in capitals. */
export const cleanBankAccount = (account: BankAccountDetails): BankAccountDetails => ({
  country: account.country,
  bank: account.bank.trim(),
  accountNumber: compact(account.accountNumber),
  bic: bicText(account.bic),
  routingNumber: compact(account.routingNumber),
});

/*
 * The route and fee of a payout to a bank account. A domestic transfer when the amount is in the account's country's
 * own currency (the euro anywhere in the SEPA zone) and, for money paid from a bank currency, the customer pays from that
 * same currency; otherwise an international wire (SWIFT). The fees, in one place: a percentage of the amount.
 */
export const TRANSFER_ROUTES = {
  domestic: { feePercent: 0 },
  internationalWire: { feePercent: 1 },
} as const;
export type TransferRoute = keyof typeof TRANSFER_ROUTES;

const isSepaCountry = (countryCode: string) => countrySpecs[countryCode]?.SEPA === true;
const localCurrency = (countryCode: string): string | undefined =>
  countryToCurrency[countryCode as keyof typeof countryToCurrency];

export function transferRoute(payout: {
  country: string;
  amountCurrency: string;
  sourceCurrency: string;
  fromFiat: boolean;
}): TransferRoute {
  const { country, amountCurrency, sourceCurrency, fromFiat } = payout;
  const local = localCurrency(country) === amountCurrency || (amountCurrency === 'EUR' && isSepaCountry(country));
  if (!local) return 'internationalWire';
  return fromFiat && sourceCurrency !== amountCurrency ? 'internationalWire' : 'domestic';
}

export const transferFee = (route: TransferRoute, amount: number) =>
  Number(((amount * TRANSFER_ROUTES[route].feePercent) / 100).toFixed(FIAT_DECIMALS));
