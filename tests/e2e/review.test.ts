import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createReviewer } from '../../server/services/review';
import { signUp } from '../helpers/app';
import { startE2E, snap, type E2E } from './harness';

let e2e: E2E;
let place: { state: number; city: number };
let types: { identity: number; proofOfAddress: number };
const REVIEWER = { email: 'reviewer@payway.example', password: 'reviewer passphrase' };

type User = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, any>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const api = async (path: string, init: Json = {}) => (await e2e.app.request(path, init)).json() as Promise<Json>;

beforeAll(async () => {
  e2e = await startE2E();
  const db = e2e.app.deps.db;
  const state = await db.selectFrom('states').select('state_id').where('country_code', '=', 'NG').orderBy('state').executeTakeFirstOrThrow();
  const city = await db.selectFrom('cities').select('city_id').where('state_id', '=', state.state_id).orderBy('city').executeTakeFirstOrThrow();
  place = { state: state.state_id, city: city.city_id };
  const identity = await db.selectFrom('identification_types').select('identification_type_id').where('category', '=', 'identity').executeTakeFirstOrThrow();
  const poa = await db.selectFrom('identification_types').select('identification_type_id').where('category', '=', 'proofOfAddress').executeTakeFirstOrThrow();
  types = { identity: identity.identification_type_id, proofOfAddress: poa.identification_type_id };

  // What `npm run reviewer:create` does, then the invitation's password reset.
  await db.transaction().execute((trx) => createReviewer(trx, REVIEWER.email));
  const { message: code } = await api(`/auth/token/sendResetToken/${encodeURIComponent(REVIEWER.email)}`);
  const { resetToken } = await api('/auth/token/validateOtherToken', { method: 'POST', json: { email: REVIEWER.email, token: code } });
  await api('/auth/resetPassword', { method: 'POST', json: { email: REVIEWER.email, newPassword: REVIEWER.password, confirmPassword: REVIEWER.password, resetToken } });
});
afterAll(() => e2e?.close());

/** A customer's KYC, both steps sent through the API: the account is pending, with the reviewers. */
async function submittedKyc(user: User) {
  const post = (path: string, json: Json) => api(path, { method: 'POST', token: user.token, json });
  const { accountId } = await post('/accounts/saveCustomerAccount', { accountEmailAddress: user.email, accountType: 1, accountId: '' });
  await post('/accounts/saveOrUpdateCustomerIdentity', {
    accountId,
    accountType: 1,
    firstName: 'Ada',
    lastName: 'Obi',
    email: user.email,
    dob: '1990-04-12',
    mobileCountryCode: '+234',
    mobileNumber: '8031234567',
    countryOfResidence: 'NG',
    stateOfResidence: place.state,
    cityOfResidence: place.city,
    postalCode: '100001',
    streetAddress: '12 Marina Road',
    nationality: 'NG',
    verificationCode: '22233344455',
    verificationType: 'BVN',
    politicallyExposed: false,
  });
  await post('/accounts/saveCustomerOtherInfo', {
    accountId,
    email: user.email,
    intendedUse: 1,
    transactionVolume: 2,
    transactionFrequency: 3,
    occupation: 4,
    industry: 5,
    yearlyIncome: 2,
    identificationNumber: 'A12345678',
    identificationType: types.identity,
    identificationName: 'passport.png',
    identificationAttachment: PNG.toString('base64'),
    proofOfAddressIdentificationType: types.proofOfAddress,
    proofOfAddressAttachmentName: 'utility-bill.pdf',
    proofOfAddressAttachment: PDF.toString('base64'),
  });
  return accountId as number;
}

async function reviewerSignsIn(options: Parameters<E2E['newPage']>[0] = {}) {
  const page = await e2e.newPage(options);
  await page.goto('/');
  await page.getByLabel('Email Address').fill(REVIEWER.email);
  await page.getByLabel(/^Password\b/).fill(REVIEWER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/review$/);
  await page.getByRole('heading', { name: 'Review queue' }).waitFor();
  return page;
}

async function customerPage(user: User, options: Parameters<E2E['newPage']>[0] = {}) {
  const page = await e2e.newPage(options);
  await page.goto('/');
  await page.evaluate(([token, email]) => localStorage.setItem('payway.session', JSON.stringify({ userId: email, token, status: 'Active', isSubUser: false, isReviewer: false })), [user.token, user.email]);
  return page;
}

async function openSubmission(page: Page, accountId: number) {
  await page.locator(`[data-subject-id="${accountId}"]`).getByRole('link', { name: 'Ada Obi' }).click();
  await page.waitForURL(`**/review/account/${accountId}`);
  await page.getByRole('heading', { name: 'Decision', exact: true }).waitFor();
}

const accountRow = (page: Page, accountId: number) => page.locator(`[data-account-id="${accountId}"]`);

describe('the review loop in the browser', () => {
  it('a reviewer requests changes on a KYC, the customer fixes the step and resubmits, the reviewer approves, the account is active', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(customer);

    // The reviewer signs in on the same login page and lands on the queue.
    const reviewer = await reviewerSignsIn();
    await snap(reviewer, 'review-queue-wide-light');
    await openSubmission(reviewer, accountId);
    await reviewer.getByText('12 Marina Road').waitFor();
    const identityPreview = reviewer.getByRole('img', { name: /Identity document/ });
    await identityPreview.waitFor();
    await expect.poll(() => identityPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await reviewer.getByRole('button', { name: 'Preview' }).click();
    await reviewer.locator('iframe[title^="Proof of address"]').waitFor();
    await snap(reviewer, 'review-detail-wide-light');

    const reason = 'The last name does not match the passport. Use the name printed on it.';
    await reviewer.getByRole('radio', { name: 'Request changes' }).check();
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByText('Give the reason the customer will see').waitFor();
    await reviewer.getByText('Choose the steps the customer has to change').waitFor();
    await reviewer.getByRole('checkbox', { name: 'Customer Identity Information' }).check();
    await reviewer.getByLabel('Reason').fill(reason);
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByRole('heading', { name: 'Ada Obi' }).locator('..').getByText('Changes requested').waitFor();
    await reviewer.getByText('No decision to take').waitFor();
    await snap(reviewer, 'review-detail-sent-back-wide-light');

    // The customer sees the decision on the row and the reason on the step, fixes it and submits again.
    const page = await customerPage(customer, { viewport: 'narrow' });
    await page.goto('/accounts');
    const row = accountRow(page, accountId);
    await row.getByText('Changes requested').waitFor();
    await row.getByText(reason).waitFor();
    await snap(page, 'review-customer-accounts-narrow-light');
    await row.getByRole('link', { name: 'Edit Ada Obi' }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=0`);
    await page.getByTestId('review-notice').getByText(reason).waitFor();
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Obi');
    await snap(page, 'review-customer-notice-narrow-light');
    await page.getByLabel('Last Name').fill('Obi-Okeke');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`**/accounts/kyc/${accountId}?activeKycTab=1`);
    expect(await page.getByTestId('review-notice').filter({ visible: true }).count()).toBe(0);
    await page.getByText('utility-bill.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/accounts$/);
    await accountRow(page, accountId).getByText('Pending').waitFor();
    expect(await accountRow(page, accountId).getByText(reason).count()).toBe(0);

    // Back with the reviewer: the resubmission is in the trail; approve.
    await reviewer.reload();
    await reviewer.getByRole('heading', { name: 'Decision', exact: true }).waitFor();
    await reviewer.getByText('Saved Customer Identity Information (changed: lastName)').waitFor();
    await reviewer.getByText('Obi-Okeke').first().waitFor();
    await reviewer.getByRole('radio', { name: 'Approve' }).check();
    await reviewer.getByRole('button', { name: 'Save decision' }).click();
    await reviewer.getByRole('heading', { name: 'Ada Obi' }).locator('..').getByText('Active').waitFor();
    await snap(reviewer, 'review-detail-approved-wide-light');

    await page.reload();
    await accountRow(page, accountId).getByText('Active').waitFor();
    await snap(page, 'review-customer-active-narrow-light');
    const mails = e2e.app.mailer.sent.filter((mail) => mail.to === customer.email).map((mail) => mail.subject);
    expect(mails).toEqual(expect.arrayContaining([expect.stringContaining('changes requested'), expect.stringContaining('approved')]));
  });

  it('keeps customers out of /review and shows the back office narrow and dark', async () => {
    const customer = await signUp(e2e.app);
    const accountId = await submittedKyc(customer);
    const page = await customerPage(customer);
    await page.goto('/review');
    await page.waitForURL(/\/accounts$/);

    const reviewer = await reviewerSignsIn({ viewport: 'narrow', colorScheme: 'dark' });
    await reviewer.locator(`[data-subject-id="${accountId}"]`).waitFor();
    await snap(reviewer, 'review-queue-narrow-dark');
    await openSubmission(reviewer, accountId);
    await reviewer.getByRole('img', { name: /Identity document/ }).waitFor();
    await snap(reviewer, 'review-detail-narrow-dark');
    // A reviewer sent to a customer page goes back to the back office.
    await reviewer.goto('/accounts');
    await reviewer.waitForURL(/\/review$/);
    await reviewer.getByRole('link', { name: 'Audit trail' }).click();
    await reviewer.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await reviewer.getByText(/Submitted for review with Other information and document upload/).first().waitFor();
    await snap(reviewer, 'review-audit-narrow-dark');
  });
});
