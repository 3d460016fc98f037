import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  createdPayment,
  decideAccount,
  fiatPayment,
  frenchResident,
  referenceIds,
  requestOk,
  signedInReviewer,
  submittedKyc,
  type Customer,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app, 'bank-accounts.reviewer@payway.example');
});
afterAll(() => app.close());

const FRENCH_IBAN = 'FR76 3000 6000 0112 3456 7890 189';

/** A French national living in Paris, passport holder, with an approved account. */
async function frenchCustomer() {
  const customer = await signUp(app);
  const accountId = await submittedKyc(app, customer, ids, await frenchResident(app));
  await decideAccount(app, reviewer, { accountId, decision: 'approve' });
  return { customer, accountId };
}

const addMethod = (customer: Customer, accountId: number, fields: Json) =>
  app.request('/payment/addPaymentDetail', {
    method: 'POST',
    token: customer.token,
    json: { accountName: '', accountId, userEmailAddress: customer.email, ...fields },
  });

const ibanMethod = {
  currencyCode: 'EUR',
  country: 'FR',
  bank: 'BNP Paribas',
  accountNumber_walletAddress: FRENCH_IBAN,
  bic: 'BNPA FR PP',
};

describe('bank accounts by country', () => {
  it('a French customer saves her IBAN and BIC, and pays herself to it by a domestic transfer, restated with the masked IBAN', async () => {
    const { customer, accountId } = await frenchCustomer();
    const added = await addMethod(customer, accountId, ibanMethod);
    expect(added.status, await added.clone().text()).toBe(200);
    const method = (await added.json()) as Json;
    expect(method).toMatchObject({
      country: 'FR',
      bic: 'BNPAFRPP',
      accountNumber_walletAddress: 'FR7630006000011234567890189',
      accountName: 'BNP Paribas EUR ••••0189',
    });

    const offered = await requestOk(app, '/payment/ownBankAccounts', { token: customer.token });
    expect(offered).toEqual([
      {
        paymentDetailId: method.paymentDetailId,
        accountName: 'BNP Paribas EUR ••••0189',
        bank: 'BNP Paribas',
        currencyCode: 'EUR',
        country: 'FR',
        maskedAccount: '•••• 0189',
      },
    ]);

    const payment = fiatPayment(ids, {
      sourceCurrency: 'EUR',
      amountCurrency: 'EUR',
      amount: 250,
      bankCode: undefined,
      accountNumber: undefined,
    });
    const transactionId = await createdPayment(app, customer, { ...payment, paymentMethodId: method.paymentDetailId });
    const { payment: toConfirm } = await requestOk(
      app,
      `/payment/paymentToken?customer_email=${encodeURIComponent(customer.email)}&transactionId=${transactionId}`,
      {
        token: customer.token,
      },
    );
    expect(toConfirm).toMatchObject({
      amount: 250,
      currency: 'EUR',
      recipientName: null,
      maskedAccount: '•••• 0189',
      institution: 'BNP Paribas',
      bankCountry: 'FR',
      route: 'domestic',
      fee: 0,
    });
    const detail = await requestOk(app, `/payment/paymentDetail?transaction_id=${transactionId}`, {
      token: customer.token,
    });
    expect(detail).toMatchObject({ accountNumber: 'FR7630006000011234567890189', swiftCode: 'BNPAFRPP' });

    // Paid from naira, the same euros cross a border: an international wire, with its fee.
    const fromNaira = await createdPayment(app, customer, {
      ...payment,
      sourceCurrency: 'NGN',
      paymentMethodId: method.paymentDetailId,
    });
    const wired = await requestOk(
      app,
      `/payment/paymentToken?customer_email=${encodeURIComponent(customer.email)}&transactionId=${fromNaira}`,
      {
        token: customer.token,
      },
    );
    expect(wired.payment).toMatchObject({ route: 'internationalWire', fee: 2.5 });
  });

  it('refuses a wrong IBAN, a BIC of another country, and a payment to an account that is not hers or in another currency', async () => {
    const { customer, accountId } = await frenchCustomer();
    const wrongIban = await addMethod(customer, accountId, {
      ...ibanMethod,
      accountNumber_walletAddress: 'FR77 3000 6000 0112 3456 7890 189',
    });
    expect(wrongIban.status).toBe(400);
    const wrong = (await wrongIban.json()) as Json;
    expect(wrong.errorMessage).toContain("This IBAN's check digits don't match: a digit may be mistyped");
    expect(wrong.fieldErrors.accountNumber_walletAddress).toBe(
      "This IBAN's check digits don't match: a digit may be mistyped",
    );
    const german = (await (await addMethod(customer, accountId, { ...ibanMethod, bic: 'DEUTDEFF' })).json()) as Json;
    expect(german.fieldErrors.bic).toBe(
      'This BIC is of a bank in DE, not FR: enter the BIC of the bank that holds this account',
    );
    const ngnBank = (await (
      await addMethod(customer, accountId, { ...ibanMethod, currencyCode: 'BTC' })
    ).json()) as Json;
    expect(ngnBank.errorMessage).toContain('A bank account receives fiat money');
    expect((await requestOk(app, '/payment/ownBankAccounts', { token: customer.token })) as Json[]).toEqual([]);

    const { paymentDetailId } = (await (await addMethod(customer, accountId, ibanMethod)).json()) as Json;
    const body = (fields: Json) => ({
      customerEmailId: customer.email,
      paymentStatus: 1,
      customerPassword: customer.password,
      ...fiatPayment(ids, {
        sourceCurrency: 'EUR',
        amountCurrency: 'EUR',
        bankCode: undefined,
        accountNumber: undefined,
        paymentMethodId: paymentDetailId,
      }),
      ...fields,
    });
    const submit = async (fields: Json) =>
      (await (
        await app.request('/payment/saveOrUpdatePaymentRequest', {
          method: 'POST',
          token: customer.token,
          json: body(fields),
        })
      ).json()) as Json;
    expect((await submit({ amountCurrency: 'USD' })).fieldErrors.amountCurrency).toBe(
      'This account receives EUR: choose EUR as the amount currency',
    );
    const { customer: stranger } = await frenchCustomer();
    const strangers = await app.request('/payment/saveOrUpdatePaymentRequest', {
      method: 'POST',
      token: stranger.token,
      json: { ...body({}), customerEmailId: stranger.email, customerPassword: stranger.password },
    });
    expect(((await strangers.json()) as Json).fieldErrors.paymentMethodId).toBe(
      'Choose one of your saved bank accounts',
    );
    // Without a saved account, "to myself" is a Nigerian bank and its NUBAN, as the specification has it.
    expect((await submit({ paymentMethodId: '' })).fieldErrors).toMatchObject({
      bankCode: 'Enter the bank',
      accountNumber: 'Enter the account number',
    });
  });

  it('keeps a Nigerian bank saved without a country, as the product payload has it, and offers it', async () => {
    const { customer, accountId } = await frenchCustomer();
    const added = await addMethod(customer, accountId, {
      currencyCode: 'NGN',
      bank: 'Guaranty Trust Bank (GTBank)',
      accountNumber_walletAddress: '0123456785',
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ country: 'NG', bic: '' });
    const [offered] = (await requestOk(app, '/payment/ownBankAccounts', { token: customer.token })) as Json[];
    const transactionId = await createdPayment(app, customer, {
      ...fiatPayment(ids, {
        sourceCurrency: 'NGN',
        amountCurrency: 'NGN',
        bankCode: undefined,
        accountNumber: undefined,
      }),
      paymentMethodId: offered.paymentDetailId,
    });
    const detail = await requestOk(app, `/payment/paymentDetail?transaction_id=${transactionId}`, {
      token: customer.token,
    });
    expect(detail).toMatchObject({ accountNumber: '0123456785', bankCode: '058' });
  });
});
