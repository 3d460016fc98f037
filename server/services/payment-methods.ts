/** The owner's saved payment methods (bank accounts and wallets) of an account, and the rules a new one must meet. */
import { CURRENCY_TYPE, paymentMethodBank, type MessageId, type MessageValues } from '../../src/contract';
import { messageText } from '../../src/contract/message-texts';
import type { Db } from '../db';
import type { RequestBody } from '../http/route';
import { HttpError } from '../http/errors';

/** A wallet's network must carry the currency; a bank account takes fiat. (The contract knows `bank` is one of the two.) */
function bankCurrencyMismatch(bank: string, code: string, currencyType: number): { id: MessageId; values: MessageValues } | null {
  const found = paymentMethodBank(bank);
  if (found?.network && !found.network.currencyCodes.includes(code))
    return { id: 'networkDoesNotCarryCurrency', values: { crypto: found.network.crypto, code } };
  if (found?.bank && currencyType !== CURRENCY_TYPE.fiat) return { id: 'bankReceivesFiat', values: { code } };
  return null;
}

/** The account, if it belongs to the owner; another customer's account answers exactly like an unknown one. */
async function ownAccount(db: Db, ownerUserId: string, accountId: number) {
  const account = await db.selectFrom('accounts').select('id').where('id', '=', accountId).where('owner_user_id', '=', ownerUserId).executeTakeFirst();
  if (!account) throw HttpError.of(404, 'noAccountWithId');
  return account;
}

const toPaymentMethod = (row: {
  id: number;
  account_id: number;
  account_number_wallet_address: string;
  bank: string;
  account_name: string;
  currency_code: string;
  created_at: Date;
}) => ({
  paymentDetailId: row.id,
  accountId: row.account_id,
  accountNumber_walletAddress: row.account_number_wallet_address,
  bank: row.bank,
  accountName: row.account_name,
  currencyCode: row.currency_code,
  dateTime: row.created_at.toISOString(),
});

/** Product description: the account name is auto-generated; it tells methods apart by bank, currency and the number's end. */
const generatedAccountName = (bank: string, currencyCode: string, number: string) => `${bank} ${currencyCode} ••••${number.replace(/\s/g, '').slice(-4)}`;

export async function addPaymentMethod(db: Db, ownerUserId: string, body: RequestBody<'addPaymentDetail'>) {
  await ownAccount(db, ownerUserId, body.accountId);
  const currency = await db
    .selectFrom('currencies')
    .select(['currency_code', 'currency_type'])
    .where('currency_code', '=', body.currencyCode)
    .executeTakeFirst();
  if (!currency) {
    const values = { code: body.currencyCode };
    throw HttpError.of(400, 'unknownCurrency', values, { fieldErrors: { currencyCode: messageText('unknownCurrency', values) } });
  }
  const mismatch = bankCurrencyMismatch(body.bank, currency.currency_code, currency.currency_type);
  if (mismatch) throw HttpError.of(400, mismatch.id, mismatch.values, { fieldErrors: { bank: messageText(mismatch.id, mismatch.values) } });
  const row = await db
    .insertInto('payment_methods')
    .values({
      owner_user_id: ownerUserId,
      account_id: body.accountId,
      account_number_wallet_address: body.accountNumber_walletAddress,
      bank: body.bank,
      account_name: body.accountName || generatedAccountName(body.bank, body.currencyCode, body.accountNumber_walletAddress),
      currency_code: body.currencyCode,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPaymentMethod(row);
}

/** The methods of one of the owner's accounts, newest first. */
export async function listPaymentMethods(db: Db, ownerUserId: string, accountId: number) {
  await ownAccount(db, ownerUserId, accountId);
  const rows = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPaymentMethod);
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
