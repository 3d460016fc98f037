import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { createReviewer } from '../../server/services/review';
import type { signUp, TestApp } from '../helpers/app';
import type { E2E } from './harness';

/*
 * Setup shared by the browser tests of the review loop's customer side: a signed-in reviewer, customers' KYC, KYB and
 * payment submissions made through the API (the browser part of each test is what the customer does next), and
 * the reviewer's decisions.
 */

type Json = Record<string, any>;
export type Customer = Awaited<ReturnType<typeof signUp>>;
export type Reviewer = { email: string; token: string };
export type ReferenceIds = { state: number; city: number; identity: number; proofOfAddress: number; bankCode: string };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64').toString('base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

async function call(app: TestApp, path: string, init: { token?: string; json?: unknown } = {}) {
  const response = await app.request(path, { method: init.json === undefined ? 'GET' : 'POST', ...init });
  const body = (await response.json()) as Json;
  expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** The reference ids the submissions name: a Nigerian state and city, document kinds, a bank. */
export async function referenceIds(app: TestApp): Promise<ReferenceIds> {
  const db = app.deps.db;
  const state = await db.selectFrom('states').select('state_id').where('country_code', '=', 'NG').orderBy('state').executeTakeFirstOrThrow();
  const city = await db.selectFrom('cities').select('city_id').where('state_id', '=', state.state_id).orderBy('city').executeTakeFirstOrThrow();
  const kind = (category: 'identity' | 'proofOfAddress') =>
    db.selectFrom('identification_types').select('identification_type_id').where('category', '=', category).orderBy('identification_type_id').executeTakeFirstOrThrow();
  const bank = await db.selectFrom('banks').select('bank_code').orderBy('bank_code').executeTakeFirstOrThrow();
  return {
    state: state.state_id,
    city: city.city_id,
    identity: (await kind('identity')).identification_type_id,
    proofOfAddress: (await kind('proofOfAddress')).identification_type_id,
    bankCode: bank.bank_code,
  };
}

/** What `npm run reviewer:create` does, then the invitation's password reset and a sign-in. */
export async function signedInReviewer(app: TestApp, email = 'reviewer@payway.example'): Promise<Reviewer> {
  const password = 'reviewer passphrase';
  await app.deps.db.transaction().execute((trx) => createReviewer(trx, email));
  const { message: code } = await call(app, `/auth/token/sendResetToken/${encodeURIComponent(email)}`);
  const { resetToken } = await call(app, '/auth/token/validateOtherToken', { json: { email, token: code } });
  await call(app, '/auth/resetPassword', { json: { email, newPassword: password, confirmPassword: password, resetToken } });
  const { token } = await call(app, '/auth/authenticate', { json: { username: email, password } });
  return { email, token };
}

/** A page of a fresh browser profile, signed in as the customer (the session as the login page stores it). */
export async function customerPage(e2e: E2E, customer: Customer, options: Parameters<E2E['newPage']>[0] = {}) {
  const page = await e2e.newPage(options);
  await page.goto('/');
  await page.evaluate(
    ([token, email]) => localStorage.setItem('payway.session', JSON.stringify({ userId: email, token, status: 'Active', isSubUser: false, isReviewer: false })),
    [customer.token, customer.email],
  );
  return page;
}

/** Rows of the outbox whose request is still to be sent (src/offline: outboxInputs is emptied once a step synced). */
export function unsentSteps(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('payway-offline');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('outboxInputs').objectStore('outboxInputs').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

const person = (ids: ReferenceIds, email: string, firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email,
  dob: '1990-04-12',
  mobileCountryCode: '+234',
  mobileNumber: '8031234567',
  countryOfResidence: 'NG',
  stateOfResidence: ids.state,
  cityOfResidence: ids.city,
  postalCode: '100001',
  streetAddress: '12 Marina Road',
  nationality: 'NG',
  verificationCode: '22233344455',
  verificationType: 'BVN',
  politicallyExposed: false,
});

const newAccount = async (app: TestApp, customer: Customer, accountType: 1 | 2) =>
  (await call(app, '/accounts/saveCustomerAccount', { token: customer.token, json: { accountEmailAddress: customer.email, accountType, accountId: '' } })).accountId as number;

/** An individual account with both KYC steps saved: pending, with the reviewers. */
export async function submittedKyc(app: TestApp, customer: Customer, ids: ReferenceIds) {
  const accountId = await newAccount(app, customer, 1);
  const save = (path: string, json: Json) => call(app, `/accounts/${path}`, { token: customer.token, json });
  await save('saveOrUpdateCustomerIdentity', { accountId, accountType: 1, ...person(ids, customer.email, 'Ada', 'Obi') });
  await save('saveCustomerOtherInfo', {
    accountId,
    email: customer.email,
    intendedUse: 1,
    transactionVolume: 2,
    transactionFrequency: 3,
    occupation: 4,
    industry: 5,
    yearlyIncome: 2,
    identificationNumber: 'A12345678',
    identificationType: ids.identity,
    identificationName: 'passport.png',
    identificationAttachment: PNG,
    proofOfAddressIdentificationType: ids.proofOfAddress,
    proofOfAddressAttachmentName: 'utility-bill.pdf',
    proofOfAddressAttachment: PDF,
  });
  return accountId;
}

/** A corporate account with its four KYB steps saved: pending, with the reviewers. */
export async function submittedKyb(app: TestApp, customer: Customer, ids: ReferenceIds) {
  const accountId = await newAccount(app, customer, 2);
  const save = (path: string, json: Json) => call(app, `/accounts/${path}`, { token: customer.token, json });
  const document = (identificationType: number, identificationName: string) => ({ identificationType, identificationName, identificationAttachment: PDF });
  await save('saveBusinessInfo', {
    accountId,
    legalName: 'Okafor Trading Limited',
    tradingName: 'Okafor Trading Limited',
    companyRegistrationNumber: 'RC123456',
    countryCodeOfIncorporation: 'NG',
    countryCodeOfResidence: 'NG',
    postalCode: '100001',
    stateId: ids.state,
    cityId: ids.city,
    streetAddress: '5 Broad Street',
    identificationType: 'TAXID',
    identificationNumber: '12345678-0001',
    businessPhoneNumber: '8031234567',
    businessPhoneNumberCountryCode: '+234',
    businessEmail: 'hello@okafor.example',
    natureOfBusiness: 1,
    companyOperationDuration: '3 years',
    kybAttachments: [document(ids.proofOfAddress, 'utility-bill.pdf'), document(8, 'certificate.pdf'), document(9, 'articles.pdf'), document(10, 'other.pdf')],
  });
  await save('saveShareholdersInfo', {
    accountId,
    identificationType: 16,
    ownershipStructureName: 'structure.pdf',
    ownershipStructureAttachment: PDF,
    directorAndShareholderInfo: [
      {
        ...person(ids, 'chidi@okafor.example', 'Chidi', 'Okafor'),
        identificationNumber: 'A1234567',
        identifcationType: ids.identity,
        identificationName: 'passport.png',
        identificationAttachment: PNG,
        proofOfAddressIdentificationType: ids.proofOfAddress,
        proofOfAddressAttachmentName: 'bill.pdf',
        proofOfAddressAttachment: PDF,
        numberOfShares: 60,
        directorRole: 'Managing Director',
        isDirectorInfo: true,
        isShareholderInfo: true,
      },
    ],
  });
  await save('saveBusinessActivity', { accountId, intendedUse: 1, transactionVolume: 3, typeOfFinancialTransaction: 2, transactionFrequency: 5, pepId: 2, sourceOfFund: 'From Bank', pepFullnames: [] });
  await save('saveComplianceAndAccount', { accountId, complianceRegulator: true, nameOfRegulator: 'Central Bank of Nigeria', regulatorNumber: 'CBN-889', complianceIssue: false, investigationDetail: '', sanctioned: false });
  return accountId;
}

/** A fiat-to-fiat payment request, created and confirmed with its token: with the reviewers. */
export async function confirmedPayment(app: TestApp, customer: Customer, ids: ReferenceIds, amount = 120) {
  const { transactionId } = await call(app, '/payment/saveOrUpdatePaymentRequest', {
    token: customer.token,
    json: {
      customerEmailId: customer.email,
      paymentStatus: 1,
      customerPassword: customer.password,
      invoiceAttachment: PDF,
      invoiceName: 'invoice-march.pdf',
      paymentType: 1,
      destination: 'Self',
      sourceCurrency: 'NGN',
      amountCurrency: 'CAD',
      amount,
      accountNumber: '0123456789',
      bankCode: ids.bankCode,
      purposeOfPayment: 'Tuition',
    },
  });
  const { paymentToken } = await call(app, `/payment/paymentToken?customer_email=${encodeURIComponent(customer.email)}&transactionId=${transactionId}`, { token: customer.token });
  await call(app, '/payment/validatePaymentToken', { token: customer.token, json: { email: customer.email, token: paymentToken, transactionId } });
  return transactionId as string;
}

export const decideAccount = (app: TestApp, reviewer: Reviewer, decision: { accountId: number; decision: string; reason?: string; affectedSteps?: string[] }) =>
  call(app, '/review/accountDecision', { token: reviewer.token, json: decision });

export const decidePayment = (app: TestApp, reviewer: Reviewer, decision: { transactionId: string; decision: string; reason?: string }) =>
  call(app, '/review/paymentDecision', { token: reviewer.token, json: decision });
