import * as v from 'valibot';
import countryToCurrency from 'country-to-currency';
import { bankAccountIssues, bicText, nubanIssue, type BankAccountField } from '../bank-accounts';
import { EmailSchema, fieldsCheck, NumericIdSchema, optionalText, requiredText } from '../common';
import { networkByName } from '../networks';
import { NIGERIAN_BANKS } from '../nigerian-banks';
import { choose, enter, say } from '../validation';
import { currencyCode, walletAddressIssue } from './shared-checks';

/* The methods a payment is paid to (product §3 "Other payloads"): a saved bank account or wallet. */

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
