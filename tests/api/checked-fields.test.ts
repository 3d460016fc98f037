import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  approvedCustomer,
  businessInfoStep,
  businessPerson,
  confirmedPayment,
  fiatPayment,
  identityStep,
  kybThroughStep,
  newAccount,
  NUBAN,
  ownershipStep,
  referenceIds,
  saveStep,
  signedInReviewer,
  submittedKyc,
  type Customer,
  type Json,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';

/** Money and identity fields checked as a bank would (issue 17), through the real app. */
let app: TestApp;
let ids: ReferenceIds;
let customer: Customer;
let reviewer: Reviewer;
beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
  customer = await approvedCustomer(app, ids, reviewer);
});
afterAll(() => app.close());

const json = async (response: Response) => (await response.json()) as Json;
const post = (path: string, body: unknown, token = customer.token) =>
  app.request(path, { method: 'POST', json: body, token });
const get = (path: string, token = customer.token) => app.request(path, { token });
const refusal = async (response: Response) => {
  expect(response.status).toBe(400);
  return (await json(response)).fieldErrors as Record<string, string>;
};
const payment = (fields: Json) => ({
  customerEmailId: customer.email,
  paymentStatus: 1,
  customerPassword: customer.password,
  ...fiatPayment(ids),
  ...fields,
});
const usdtOnEthereum = (walletAddress: string) =>
  payment({
    paymentType: 2,
    sourceCurrency: 'NGN',
    amountCurrency: undefined,
    accountNumber: undefined,
    bankCode: undefined,
    crypto: 'USDT',
    network: 2,
    walletAddress,
    amount: 10,
  });
const wire = (fields: Json) =>
  payment({
    destination: 'Third Party',
    bankCode: undefined,
    bankName: 'Deutsche Bank',
    swiftCode: 'DEUTDEFF',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
    benFullName: 'Ada Obi',
    benAddress: '1 Marina, Lagos',
    bankAddress: 'Taunusanlage 12, Frankfurt',
    ...fields,
  });

describe('payout addresses, per network', () => {
  it("refuses EIP-55's test address with one letter's case changed and a Bitcoin address on Ethereum, naming the network", async () => {
    expect(
      (
        await refusal(
          await post(
            '/payment/saveOrUpdatePaymentRequest',
            usdtOnEthereum('0x52908400098527886E0F7030069857D2E4169Ee7'),
          ),
        )
      ).walletAddress,
    ).toContain('Ethereum (ERC-20)');
    expect(
      (
        await refusal(
          await post(
            '/payment/saveOrUpdatePaymentRequest',
            usdtOnEthereum('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
          ),
        )
      ).walletAddress,
    ).toBe(
      'This is a Bitcoin address: it cannot receive on Ethereum (ERC-20). Enter an Ethereum-style (EVM, 0x…) address.',
    );
    expect(
      (await post('/payment/saveOrUpdatePaymentRequest', usdtOnEthereum('0x52908400098527886E0F7030069857D2E4169EE7')))
        .status,
    ).toBe(200);
  });

  it('checks a payment method wallet against the network it names', async () => {
    const accountId = await newAccount(app, customer);
    const method = (bank: string, accountNumber_walletAddress: string, currencyCode = 'USDT') =>
      post('/payment/addPaymentDetail', {
        accountNumber_walletAddress,
        bank,
        accountName: '',
        accountId,
        currencyCode,
        userEmailAddress: customer.email,
      });
    expect((await method('Tron (TRC-20)', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).status).toBe(200);
    expect(
      (await refusal(await method('Tron (TRC-20)', '0x52908400098527886E0F7030069857D2E4169EE7')))
        .accountNumber_walletAddress,
    ).toContain('Tron (TRC-20)');
    const notCarried = await method('Bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
    expect(notCarried.status).toBe(400);
    expect(await json(notCarried)).toMatchObject({
      fieldErrors: { bank: 'Bitcoin does not carry USDT' },
      errorId: 'networkDoesNotCarryCurrency',
      errorValues: { crypto: 'Bitcoin', code: 'USDT' },
    });
    expect((await refusal(await method('Guaranty Trust Bank (GTBank)', NUBAN.accountNumber))).bank).toContain('fiat');
    expect(
      (await refusal(await method('Guaranty Trust Bank (GTBank)', '0123456789', 'NGN'))).accountNumber_walletAddress,
    ).toContain('GTBank');
    expect((await method('Guaranty Trust Bank (GTBank)', NUBAN.accountNumber, 'NGN')).status).toBe(200);
  });
});

describe('banks, NUBAN, SWIFT/BIC and IBAN', () => {
  it('refuses a NUBAN whose check digit does not match the bank, and a bank the list dropped', async () => {
    const wrongDigit = await post('/payment/saveOrUpdatePaymentRequest', payment({ accountNumber: '0123456789' }));
    expect(wrongDigit.status).toBe(400);
    expect(await json(wrongDigit)).toMatchObject({
      fieldErrors: {
        accountNumber:
          "This Guaranty Trust Bank (GTBank) account number's check digit doesn't match: a digit may be mistyped",
      },
      fieldErrorIds: { accountNumber: { id: 'nubanCheckDigit', values: { bank: 'Guaranty Trust Bank (GTBank)' } } },
    });
    await app.deps.db.insertInto('banks').values({ bank_code: '999992', bank: 'PAYCOM', listed: false }).execute();
    expect(
      (
        await refusal(
          await post(
            '/payment/saveOrUpdatePaymentRequest',
            payment({ bankCode: '999992', accountNumber: '8031234567' }),
          ),
        )
      ).bankCode,
    ).toBe('Choose a bank from the list');
    expect(
      (await post('/payment/saveOrUpdatePaymentRequest', payment({ bankCode: '100004', accountNumber: '8031234567' })))
        .status,
    ).toBe(200);
  });

  it('takes a wire to a bank named as typed with its BIC, refuses BIC DEUTZZFF, a German account that is no IBAN and a French IBAN with a mistyped digit (naming its check digits), and shows the bank to reviewers', async () => {
    expect(
      (await refusal(await post('/payment/saveOrUpdatePaymentRequest', wire({ swiftCode: 'DEUTZZFF' })))).swiftCode,
    ).toContain('SWIFT/BIC');
    expect(
      (await refusal(await post('/payment/saveOrUpdatePaymentRequest', wire({ accountNumber: '0532013000' }))))
        .accountNumber,
    ).toContain('IBAN');
    const mistyped = await post(
      '/payment/saveOrUpdatePaymentRequest',
      wire({ swiftCode: 'BNPAFRPP', accountNumber: 'FR76 3000 6000 0112 3456 7890 188' }),
    );
    expect(mistyped.status).toBe(400);
    expect(await json(mistyped)).toMatchObject({
      fieldErrors: { accountNumber: "This IBAN's check digits don't match: a digit may be mistyped" },
      fieldErrorIds: { accountNumber: { id: 'ibanCheckDigits' } },
    });
    const transactionId = await confirmedPayment(app, customer, wire({}));
    const detail = await json(await get(`/payment/paymentDetail?transaction_id=${transactionId}`));
    expect(detail).toMatchObject({
      bank: 'Deutsche Bank',
      bankCode: null,
      swiftCode: 'DEUTDEFF',
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    });
    const shown = await json(
      await get(`/review/detail?subject_type=payment&subject_id=${transactionId}`, reviewer.token),
    );
    expect(shown.sections[0].fields).toContainEqual({ key: 'bank', label: 'Bank', value: 'Deutsche Bank' });
  });
});

describe('phones (full metadata)', () => {
  const register = (mobileNumber01: string, countryCode: string) =>
    app.request('/auth/register', {
      method: 'POST',
      json: {
        emailAddress: `p${Math.random().toString(36).slice(2, 9)}@example.com`,
        password: 'correct horse battery',
        mobileNumber01,
        countryCode,
      },
    });
  it("takes a Côte d'Ivoire number that keeps its 0 and refuses a Nigerian one of the right length outside the ranges in use", async () => {
    expect((await register('0701234567', '+225')).status).toBe(200);
    expect((await refusal(await register('9991234567', '+234'))).mobileNumber01).toBe(
      'Please enter a valid phone number',
    );
  });
});

describe('a town missing from the city list', () => {
  it('is saved as typed on the identity step, read back, and shown to reviewers as typed by the customer', async () => {
    const accountId = await submittedKyc(app, customer, ids, { cityOfResidence: '', cityOfResidenceName: 'Ikire' });
    const saved = await json(await get(`/accounts/individualAccounts?account_id=${accountId}`));
    expect(saved.personalInfo.cityOfResidence).toEqual({ cityId: null, cityName: 'Ikire' });
    const shown = await json(await get(`/review/detail?subject_type=account&subject_id=${accountId}`, reviewer.token));
    expect(shown.sections[0].fields).toContainEqual({
      key: 'cityOfResidence',
      label: 'City of residence',
      value: 'Ikire (typed by the customer)',
      raw: { kind: 'typedCity', city: 'Ikire' },
    });
  });

  it('is refused when neither a city nor a name is given, or both', async () => {
    const accountId = await newAccount(app, customer);
    const save = (fields: Json) =>
      post('/accounts/saveOrUpdateCustomerIdentity', identityStep(ids, accountId, customer.email, fields));
    expect((await refusal(await save({ cityOfResidence: '' }))).cityOfResidence).toBe(
      'Choose or type your city of residence',
    );
    expect((await refusal(await save({ cityOfResidenceName: 'Ikire' }))).cityOfResidence).toBe(
      'Choose a city from the list or type one, not both',
    );
  });

  it("is kept for a business's address and a director's", async () => {
    const accountId = await kybThroughStep(app, customer, ids, 0);
    await saveStep(
      app,
      customer,
      'saveBusinessInfo',
      businessInfoStep(ids, accountId, { cityId: null, cityName: 'Ogbomosho' }),
    );
    await saveStep(
      app,
      customer,
      'saveShareholdersInfo',
      ownershipStep(accountId, [businessPerson(ids, { cityOfResidence: '', cityOfResidenceName: 'Iseyin' })]),
    );
    const business = await json(await get(`/accounts/businessAccounts?account_id=${accountId}`));
    expect(business.businessInfo.cityOfResidence).toEqual({ cityId: null, cityName: 'Ogbomosho' });
    const people = await json(await get(`/accounts/shareholdersInfo?account_id=${accountId}`));
    expect(people.directors[0]).toMatchObject({ cityOfResidence: null, cityOfResidenceName: 'Iseyin' });
  });
});
