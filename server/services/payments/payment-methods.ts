/** The owner's saved payment methods (bank accounts and wallets) of an account, and the rules a new one must meet. */
import {
  CURRENCY_TYPE,
  paymentMethodBank,
  type MessageId,
  type MessageValues,
  type OwnBankAccount,
  type PaymentMethod,
} from '../../../src/contract';
import { cleanBankAccount, type BankAccountDetails } from '../../../src/contract/bank-accounts';
import type { Selectable } from 'kysely';
import type { PaymentMethodsTable } from '../../db/payments-schema';
import { messageText } from '../../../src/contract/message-texts';
import type { Db } from '../../db';
import type { RequestBody } from '../../http/route';
import { HttpError } from '../../http/errors';

/** A wallet's network must carry the currency; a bank account (of a country, or a Nigerian bank of the list) takes fiat. */
function bankCurrencyMismatch(
  body: RequestBody<'addPaymentDetail'>,
  code: string,
  currencyType: number,
): { id: MessageId; values: MessageValues } | null {
  const found = body.country ? null : paymentMethodBank(body.bank);
  if (found?.network && !found.network.currencyCodes.includes(code))
    return { id: 'networkDoesNotCarryCurrency', values: { crypto: found.network.crypto, code } };
  if (!found?.network && currencyType !== CURRENCY_TYPE.fiat) return { id: 'bankReceivesFiat', values: { code } };
  return null;
}

type PaymentMethodRow = Selectable<PaymentMethodsTable>;

/** A method's bank account country: its own, or NG for a Nigerian bank of the list saved without one; null for a wallet. */
export const methodCountry = (row: Pick<PaymentMethodRow, 'country_code' | 'bank'>) =>
  row.country_code ?? (paymentMethodBank(row.bank)?.bank ? 'NG' : null);

/** A saved bank account's details, as the bank account rules read them. */
export const methodBankAccount = (row: PaymentMethodRow, country: string): BankAccountDetails => ({
  country,
  bank: row.bank,
  accountNumber: row.account_number_wallet_address,
  bic: row.bic ?? '',
  routingNumber: row.routing_number ?? '',
});

/** '•••• 6789': enough for the customer to recognise the account or wallet, not enough to copy it. */
export const maskedAccount = (accountOrAddress: string) => `•••• ${accountOrAddress.replace(/[\s-]+/g, '').slice(-4)}`;

/** The account, if it belongs to the owner; another customer's account answers exactly like an unknown one. */
async function ownAccount(db: Db, ownerUserId: string, accountId: number) {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
  if (!account) throw HttpError.of(404, 'noAccountWithId');
  return account;
}

const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  paymentDetailId: row.id,
  accountId: row.account_id,
  accountNumber_walletAddress: row.account_number_wallet_address,
  bank: row.bank,
  accountName: row.account_name,
  currencyCode: row.currency_code,
  dateTime: row.created_at.toISOString(),
  country: row.country_code ?? '',
  bic: row.bic ?? '',
  routingNumber: row.routing_number ?? '',
});

/** Product description: the account name is auto-generated; it tells methods apart by bank, currency and the number's end. */
const generatedAccountName = (bank: string, currencyCode: string, number: string) =>
  `${bank} ${currencyCode} ••••${number.replace(/\s/g, '').slice(-4)}`;

export async function addPaymentMethod(db: Db, ownerUserId: string, body: RequestBody<'addPaymentDetail'>) {
  await ownAccount(db, ownerUserId, body.accountId);
  const currency = await db
    .selectFrom('currencies')
    .select(['currency_code', 'currency_type'])
    .where('currency_code', '=', body.currencyCode)
    .executeTakeFirst();
  if (!currency) {
    const values = { code: body.currencyCode };
    throw HttpError.of(400, 'unknownCurrency', values, {
      fieldErrors: { currencyCode: messageText('unknownCurrency', values) },
    });
  }
  const mismatch = bankCurrencyMismatch(body, currency.currency_code, currency.currency_type);
  if (mismatch) {
    const field = body.country ? 'currencyCode' : 'bank';
    throw HttpError.of(400, mismatch.id, mismatch.values, {
      fieldErrors: { [field]: messageText(mismatch.id, mismatch.values) },
    });
  }
  // A bank account of a country is stored as its rules read it; a wallet or a Nigerian bank saved without a country, as typed.
  const account = body.country
    ? cleanBankAccount({
        country: body.country,
        bank: body.bank,
        accountNumber: body.accountNumber_walletAddress,
        bic: body.bic,
        routingNumber: body.routingNumber,
      })
    : null;
  const number = account?.accountNumber ?? body.accountNumber_walletAddress;
  const row = await db
    .insertInto('payment_methods')
    .values({
      owner_user_id: ownerUserId,
      account_id: body.accountId,
      account_number_wallet_address: number,
      bank: account?.bank ?? body.bank,
      account_name: body.accountName || generatedAccountName(account?.bank ?? body.bank, body.currencyCode, number),
      currency_code: body.currencyCode,
      country_code: account?.country ?? methodCountry({ country_code: null, bank: body.bank }),
      bic: account?.bic || null,
      routing_number: account?.routingNumber || null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPaymentMethod(row);
}

const newestMethods = (db: Db) =>
  db.selectFrom('payment_methods').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

/** The methods of one of the owner's accounts, newest first. */
export async function listPaymentMethods(db: Db, ownerUserId: string, accountId: number) {
  await ownAccount(db, ownerUserId, accountId);
  const rows = await newestMethods(db).where('account_id', '=', accountId).execute();
  return rows.map(toPaymentMethod);
}

/** The owner's saved bank accounts (wallets aside), newest first, for a payment to themself. */
export async function listOwnBankAccounts(db: Db, ownerUserId: string): Promise<OwnBankAccount[]> {
  const rows = await newestMethods(db).where('owner_user_id', '=', ownerUserId).limit(100).execute();
  return rows.flatMap((row) => {
    const country = methodCountry(row);
    if (!country) return [];
    const { id, account_name, bank, currency_code, account_number_wallet_address } = row;
    return [
      {
        paymentDetailId: id,
        accountName: account_name,
        bank,
        currencyCode: currency_code,
        country,
        maskedAccount: maskedAccount(account_number_wallet_address),
      },
    ];
  });
}

/** The settings' list: the owner's 100 newest methods, across accounts. */
export async function listSavedPaymentMethods(db: Db, ownerUserId: string) {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'account_name', 'bank', 'currency_code', 'created_at'])
    .where('owner_user_id', '=', ownerUserId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    paymentDetailId: row.id,
    accountName: row.account_name,
    bank: row.bank,
    currencyCode: row.currency_code,
    dateTime: row.created_at.toISOString(),
  }));
}
