/**
 * A customer's new payment request: its references checked, the customer's password checked (argon2 before the
 * transaction, see preparePaymentRequest), its invoice stored, and the request kept waiting for its payment token.
 */
import { randomBytes } from 'node:crypto';
import {
  CURRENCY_TYPE,
  NIGERIAN_BANKS,
  PAYMENT_STATUS,
  PAYMENT_TYPE_CURRENCIES,
  paymentFormKind,
  type MessageId,
  type PaymentRequest,
} from '../../../src/contract';
import { bankAccountIssues } from '../../../src/contract/bank-accounts';
import { messageText } from '../../../src/contract/message-texts';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { sealUploads, storeDocument } from '../../storage/documents';
import { recordAudit } from '../compliance/audit';
import { screenPayment } from '../../screening/screen-subjects';
import { requireOnboardedOwner } from './payment-eligibility';
import { methodBankAccount, methodCountry } from './payment-methods';
import { tryPassword } from '../auth/password-tries';

const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };
const TRANSACTION_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'PW' and 12 characters without look-alikes (0/O, 1/I): about 60 bits, so ids cannot be guessed. */
function newTransactionId() {
  const bytes = randomBytes(12);
  return 'PW' + Array.from(bytes, (byte) => TRANSACTION_ID_ALPHABET[byte % TRANSACTION_ID_ALPHABET.length]).join('');
}

/** Every field any of the seven forms may carry, for reading them off a request of any form. */
type AnyForm = Partial<Record<string, string | number>>;
const textOf = (value: string | number | undefined) => (value === undefined || value === '' ? null : String(value));

/** The currencies a request names must exist and be of the kind its payment type moves (the contract checks networks and banks). */
async function refusedReferences(db: Db, body: PaymentRequest) {
  const fields = body as AnyForm;
  const types = PAYMENT_TYPE_CURRENCIES[body.paymentType];
  const errors: Record<string, { id: MessageId; values: { code: string } }> = {};
  const currencyOfType = async (field: string, currencyType: number) => {
    const code = textOf(fields[field]);
    if (code === null) return;
    const found = await db
      .selectFrom('currencies')
      .select('currency_code')
      .where('currency_code', '=', code)
      .where('currency_type', '=', currencyType)
      .executeTakeFirst();
    if (!found)
      errors[field] = {
        id: currencyType === CURRENCY_TYPE.fiat ? 'unknownFiatCurrency' : 'unknownCryptoCurrency',
        values: { code },
      };
  };
  await currencyOfType('sourceCurrency', types.source);
  await currencyOfType('amountCurrency', CURRENCY_TYPE.fiat);
  await currencyOfType('crypto', CURRENCY_TYPE.crypto);
  return errors;
}

const refuseField = (field: string, id: MessageId, values?: { code: string }): never => {
  throw HttpError.of(400, id, values, { fieldErrors: { [field]: messageText(id, values) } });
};

/**
 * Where a payment to the customer's own bank account goes: the saved method named, read back from the owner's methods
 * and checked again with its country's rules (money moves only to checked details), in the currency it receives; or
 * the Nigerian bank and NUBAN typed, as the specification has it.
 */
async function ownBankAccount(db: Db, ownerUserId: string, body: PaymentRequest) {
  if (!('paymentMethodId' in body)) return {};
  if (body.paymentMethodId === '') return { bank_country: 'NG' };
  const method = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('id', '=', body.paymentMethodId)
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
  const country = method ? methodCountry(method) : null;
  if (!method || !country) return refuseField('paymentMethodId', 'unknownSavedAccount');
  if (bankAccountIssues(methodBankAccount(method, country)).length > 0)
    return refuseField('paymentMethodId', 'savedAccountOutOfDate');
  if (method.currency_code !== body.amountCurrency)
    return refuseField('amountCurrency', 'savedAccountCurrency', { code: method.currency_code });
  const nigerian = country === 'NG' ? NIGERIAN_BANKS.find((entry) => entry.bank === method.bank) : undefined;
  return {
    account_number: method.account_number_wallet_address,
    bank_code: nigerian?.bankCode ?? null,
    bank_name: nigerian ? null : method.bank,
    swift_code: method.bic,
    aba_sort_bsb_ifsc: method.routing_number,
    bank_country: country,
    payment_method_id: method.id,
  };
}

/**
 * 5 wrong payment passwords in 15 minutes (bucket payment-password:<user>, counted as auth/password-tries.ts says)
 * block further tries.
 */

/**
 * Before the transaction (argon2 and the invoice's decoding and encryption are the slow part): the invoice sealed,
 * then a try taken and, when one was left, the password checked against the stored hash.
 */
export async function preparePaymentRequest(db: Db, now: Date, userId: string, body: PaymentRequest) {
  const invoice = await sealUploads(db, userId, [
    { field: 'invoiceAttachment', name: body.invoiceName, content: body.invoiceAttachment },
  ]);
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const tried = await tryPassword(
    db,
    now,
    `payment-password:${userId}`,
    PASSWORD_TRIES,
    password_hash,
    body.customerPassword,
  );
  return { checkedHash: password_hash, ...tried, invoice };
}

export type PreparedPaymentRequest = Awaited<ReturnType<typeof preparePaymentRequest>>;

/** Product description: a payment is confirmed with the customer's password (checked before the transaction, against `checkedHash`). */
async function checkPassword(
  db: Db,
  userId: string,
  { checkedHash, tryAllowed, passwordOk }: { checkedHash: string; tryAllowed: boolean; passwordOk: boolean },
) {
  if (!tryAllowed) throw HttpError.of(429, 'tooManyPaymentPasswordTries');
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (password_hash !== checkedHash) throw HttpError.of(409, 'passwordChangedMeanwhile');
  if (!passwordOk) throw HttpError.of(400, 'wrongPaymentPassword');
}

/** Creates the request of the owner, typed by `user` (the owner or a sub-user), waiting for its payment token; audited. */
export async function createPaymentRequest(
  db: Db,
  user: SessionUser,
  ownerUserId: string,
  body: PaymentRequest,
  prepared: PreparedPaymentRequest,
  now: Date,
) {
  await requireOnboardedOwner(db, ownerUserId);
  const refused = await refusedReferences(db, body);
  const [first] = Object.values(refused);
  if (first) {
    const fieldErrors = Object.fromEntries(
      Object.entries(refused).map(([field, { id, values }]) => [field, messageText(id, values)]),
    );
    throw HttpError.of(400, first.id, first.values, { fieldErrors, fieldErrorIds: refused });
  }
  const destination = await ownBankAccount(db, ownerUserId, body);
  await checkPassword(db, user.id, prepared);

  const invoiceDocumentId = await storeDocument(db, prepared.invoice('invoiceAttachment'), {
    ownerUserId,
    accountId: null,
    identificationType: null,
  });
  const fields = body as AnyForm;
  const transactionId = newTransactionId();
  const { id } = await db
    .insertInto('payment_requests')
    .values({
      transaction_id: transactionId,
      owner_user_id: ownerUserId,
      created_by_user_id: user.id,
      payment_type: body.paymentType,
      destination: body.destination,
      form_kind: paymentFormKind(body.paymentType, body.destination),
      payment_status: PAYMENT_STATUS.pending,
      source_currency: body.sourceCurrency,
      amount: body.amount,
      amount_currency: textOf(fields.amountCurrency),
      crypto: textOf(fields.crypto),
      network_id: 'network' in body ? body.network : null,
      purpose_of_payment: textOf(fields.purposeOfPayment),
      account_number: textOf(fields.accountNumber),
      bank_code: textOf(fields.bankCode),
      bank_name: textOf(fields.bankName),
      wallet_address: textOf(fields.walletAddress),
      ben_full_name: textOf(fields.benFullName),
      ben_address: textOf(fields.benAddress),
      bank_address: textOf(fields.bankAddress),
      postal_code: textOf(fields.postalCode),
      swift_code: textOf(fields.swiftCode),
      intermediary_bank: textOf(fields.intermediaryBank),
      intermediary_address: textOf(fields.intermediaryAddress),
      intermediary_swift_code: textOf(fields.intermediarySwiftCode),
      payment_reference: textOf(fields.paymentReference),
      aba_sort_bsb_ifsc: textOf(fields.abaSortBsbIfsc),
      invoice_document_id: invoiceDocumentId,
      invoice_name: body.invoiceName,
      // The server's clock, as the 24-hour confirmation window (payment-tokens.ts) is measured with it.
      created_at: now,
      ...destination,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await screenPayment(db, id);
  await recordAudit(db, user, {
    subjectType: 'payment',
    subjectId: transactionId,
    action: 'payment_created',
    details: { statusId: PAYMENT_STATUS.pending },
  });
  const status = await db
    .selectFrom('payment_statuses')
    .select('payment_status')
    .where('payment_status_id', '=', PAYMENT_STATUS.pending)
    .executeTakeFirstOrThrow();
  return {
    transactionId,
    paymentStatus: { paymentStatusId: PAYMENT_STATUS.pending, paymentStatus: status.payment_status },
    message: 'Confirm this request with the 6-digit payment token we send to your email.',
  };
}
